"""Mint Tin Table: five Mint-tin board games on one digital table."""

__version__ = "0.1.0"
