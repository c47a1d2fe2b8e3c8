"""The app's screens: menu, setup, table, pause, rules, settings, results, replay, load."""
