"""One package per game; each has a pure rules.py and a pygame view.py."""
