"""The pure core: the rules contract every game obeys. Never imports pygame."""
