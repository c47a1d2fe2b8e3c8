"""What is accepted is what can be read back: one description of a seat, a seed and the options
decides both what the set-up screen, the command line and a session take and what the save and
journal readers take; random accepted inputs are written and every file is read back."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from mint.bots.kinds import bot_kinds
from mint.core import registry
from mint.core.game import Seat
from mint.core.limits import MAX_AGE, MAX_SEED, SetupError
from mint.core.paths import journal_dir
from mint.core.record import parse_record
from mint.core.session import Session, read_journal

GAMES = ("control", "delivery", "italy", "knight", "cooperative")
SLOW = settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)


def _reads_back(session: Session, moves: int = 0, rnd: random.Random | None = None) -> None:
    """Play a few random moves, then the journal and a save of the game both read back whole."""
    rnd = rnd or random.Random(0)
    for _ in range(moves):
        if session.over:
            break
        session.apply(rnd.choice(session.legal()))
    assert session.journaling and session.journal_path is not None
    record, _ = read_journal(session.journal_path)
    mine = session.record()
    assert (record.game, record.seats, record.seed, record.options) == (
        mine.game,
        mine.seats,
        mine.seed,
        mine.options,
    )
    assert record.actions == mine.actions
    again = parse_record(mine.to_json(), "the save")
    assert again.seats == mine.seats and again.seed == mine.seed and again.actions == mine.actions
    session.close()


@SLOW
@given(
    game=st.sampled_from(GAMES),
    ages=st.lists(st.one_of(st.none(), st.integers(-5, 1000)), min_size=1, max_size=5),
    names=st.lists(st.text(max_size=60), min_size=5, max_size=5),
    seed=st.integers(-1, 2**64),
    data=st.data(),
)
@example(game="delivery", ages=[200, None], names=[""] * 5, seed=1, data=None)
@example(game="control", ages=[None, None], names=[""] * 5, seed=MAX_SEED + 1, data=None)
def test_a_session_starts_only_with_a_set_up_its_files_can_hold(game, ages, names, seed, data):
    rules = registry.get(game)
    n = max(rules.MIN_PLAYERS, min(rules.MAX_PLAYERS, len(ages)))
    kinds = ["human", *bot_kinds(game)]
    seats = []
    for i in range(n):
        kind = data.draw(st.sampled_from(kinds)) if data is not None else "random"
        seats.append(Seat(kind, names[i], ages[i] if i < len(ages) else None))
    try:
        session = Session(game, seats, seed, journal=journal_dir() / "g.jsonl")
    except SetupError as exc:
        assert str(exc) and "\n" not in str(exc)
        return
    _reads_back(session, moves=12, rnd=random.Random(seed))


@pytest.fixture(scope="module")
def app():
    from mint.ui.app import App

    return App((1280, 720), headless=True)


@pytest.mark.filterwarnings("ignore:Tried to set text")  # a name the box refuses stays empty
@SLOW
@given(
    game=st.sampled_from(("delivery", "control")),
    ages=st.lists(st.text("0123456789", max_size=3), min_size=2, max_size=2),
    names=st.lists(st.text(max_size=20), min_size=2, max_size=2),
    seed=st.text("0123456789", max_size=19),
)
@example(game="delivery", ages=["200", ""], names=["", ""], seed="")
@example(game="control", ages=["", ""], names=["", ""], seed="9223372036854775808")
def test_the_set_up_screen_starts_only_games_it_can_read_back(app, game, ages, names, seed):
    from mint.scenes.setup import SetupScene
    from mint.scenes.table import TableScene

    setup = SetupScene(app, game)
    app.replace(setup)
    app.apply_queue()
    app.step(16, [])
    for i in range(2):
        setup.w[f"age{i}"].set_text(ages[i])
        setup.w[f"name{i}"].set_text(names[i])
    setup.w["seed"].set_text(seed)
    setup.start()
    app.apply_queue()
    table = app.scenes[-1]
    if not isinstance(table, TableScene):
        assert setup.error and "\n" not in setup.error  # refused, with the reason shown
        given_ages = [int(a) for a in ages if a]
        assert any(a > MAX_AGE for a in given_ages) or (seed and int(seed) > MAX_SEED)
        return
    assert not setup.error
    _reads_back(table.session)


@SLOW
@given(
    game=st.sampled_from(GAMES),
    seed=st.one_of(st.none(), st.integers(0, 2**64).map(str), st.text("0123456789-x ", max_size=22)),
    bots=st.lists(
        st.sampled_from(["human", "random", "heuristic", "ismcts:easy", "ismcts:normal/depth=4"]), max_size=4
    ),
)
@example(game="control", seed="9223372036854775808", bots=["random", "random"])
def test_the_command_line_starts_only_games_it_can_read_back(monkeypatch, game, seed, bots):
    import mint.ui.app
    from mint.cli import main

    started = {}
    monkeypatch.setattr(mint.ui.app, "run_app", lambda **kw: started.update(kw["start"]) or 0)
    argv = ["play", game]
    if bots:
        argv += ["--bots", ",".join(bots)]
    if seed is not None:
        argv += ["--seed", seed]
    if main(argv) != 0:
        return  # refused with one line
    play = started["play"]
    if seed is not None:
        assert play["seed"] == int(seed.strip())  # ("007" is the seed 7)
    session = Session(
        play["game"], play["seats"], play["seed"] or 0, play["options"], journal=journal_dir() / "cli.jsonl"
    )
    _reads_back(session, moves=4)


def test_the_command_line_refuses_a_seed_no_file_can_keep(capsys):
    from mint.cli import main

    assert main(["play", "control", "--bots", "random,random", "--seed", str(MAX_SEED + 1)]) == 2
    err = capsys.readouterr().err
    assert "seed" in err.lower() and str(MAX_SEED) in err and err.count("\n") == 1
