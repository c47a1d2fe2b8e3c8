"""Bots: the Bot protocol, the random bot, the search bot, and a factory by kind name."""

from mint.bots.base import Bot, BotError, RandomBot, bot_kinds, kind_label, kind_of_label, make_bot

__all__ = ["Bot", "BotError", "RandomBot", "bot_kinds", "kind_label", "kind_of_label", "make_bot"]
