"""The shared data idiom: a file decodes into frozen structs, a bad one is named down to its field."""

from __future__ import annotations

from typing import Annotated

import msgspec
import pytest
from msgspec import Meta

from mint.core.carddata import DataError, Sourced, check_count, check_ids, check_sourced, decode


class Step(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    do: str
    n: Annotated[int, Meta(ge=1)] = 1


class Card(Sourced, frozen=True):
    id: str
    steps: tuple[Step, ...]


class Sited(Sourced, frozen=True):
    id: str

    def __post_init__(self) -> None:
        check_sourced(self, need_url=True)


class File(msgspec.Struct, frozen=True):
    cards: tuple[Card, ...]
    sites: tuple[Sited, ...] = ()
    sizes: dict[str, int] = {}


GOOD = {"cards": [{"id": "a", "source": "designed", "steps": [{"do": "run"}]}]}


def test_bytes_and_parsed_values_decode_alike_into_frozen_structs():
    got = decode("f.json", msgspec.json.encode(GOOD), File)
    assert got == decode("f.json", GOOD, File)
    assert got.cards[0] == Card("a", (Step("run"),), source="designed")
    with pytest.raises(AttributeError):
        got.cards[0].id = "b"  # type: ignore[misc]


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"cards": [{"id": "a", "source": "guess", "steps": []}]}, "f.json: cards 'a', field 'source': invalid enum"),
        (
            {"cards": [{"id": "a", "source": "designed", "steps": [{"do": "run"}, {"do": "fly", "n": 0}]}]},
            "f.json: cards 'a' steps #2, field 'n': expected int >= 1",
        ),
        (
            {"cards": [{"id": "a", "source": "designed", "steps": [{"do": "run", "far": 1}]}]},
            "f.json: cards 'a' steps #1, field 'far': unknown field",
        ),
        ({"cards": [{"source": "designed", "steps": []}]}, "f.json: cards #1, field 'id': missing"),
        (
            {"cards": [{"id": "a", "source": "rulebook", "steps": [], "rulebook_fields": ["cost"]}]},
            "f.json: cards 'a': rulebook_fields names cost",
        ),
        (
            {"cards": [], "sites": [{"id": "s", "source": "sourced"}]},
            "f.json: sites 's': a sourced record needs a \"url\"",
        ),
        ({"cards": [], "sizes": {"x": "big"}}, "f.json, field 'sizes' (a value): expected int, got str"),
        ({"cards": 3}, "f.json, field 'cards': expected array, got int"),
    ],
)
def test_a_bad_file_names_the_file_the_entry_and_the_field(data, message):
    with pytest.raises(DataError) as err:
        decode("f.json", data, File)
    assert str(err.value).startswith(message)
    with pytest.raises(DataError) as err:
        decode("f.json", msgspec.json.encode(data), File)
    assert str(err.value).startswith(message)


def test_designed_stays_readable_and_not_json_is_named():
    assert decode("f.json", b'{"cards": []}', File).cards == ()
    assert Card("x", (), source="designed").source == "designed"
    with pytest.raises(DataError, match="f.json: not JSON"):
        decode("f.json", b"{nope", File)


def test_counts_and_ids():
    cards = (Card("a", (), source="designed"), Card("a", (), source="designed"))
    with pytest.raises(DataError, match="f.json: Mint Test has 3 cards; found 2"):
        check_count("f.json", "cards", cards, 3, "Mint Test")
    with pytest.raises(DataError, match="f.json: id 'a' appears twice"):
        check_ids("f.json", cards)
