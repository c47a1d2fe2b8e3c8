"""Mint Italy: settlements, marinas, orders and the mercato on a small Italian island."""
