"""Bots: the Bot protocol and the random bot (base), the search bot (ismcts), bot kinds by name
(kinds) and tournaments between kinds (tournament)."""
