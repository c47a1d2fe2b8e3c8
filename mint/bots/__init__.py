"""Bots: the Bot protocol, the random bot, the search bot, and a factory by kind name."""

from mint.bots.base import Bot, BotError, RandomBot, bot_kinds, make_bot

__all__ = ["Bot", "BotError", "RandomBot", "bot_kinds", "make_bot"]
