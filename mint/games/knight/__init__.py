"""Mint Knight: a hero explores terrain cards, fights at sites and storms castles within four rounds."""
