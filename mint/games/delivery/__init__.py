"""Mint Delivery: trucks, towns, orders and the solitaire factory."""
