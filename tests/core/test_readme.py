"""The README's commands run as written: each `main.py` line parses, its game, seats and options
are accepted, and the tools it names exist; the Python it names is the project's own."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

from mint import cli

ROOT = Path(__file__).resolve().parents[2]


def _lines() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    block = text[text.index("## More commands") : text.index("## Layout")]
    return [line.split("  #")[0].strip() for line in block.splitlines() if line.startswith((".venv/", "make "))]


def test_the_commands_use_the_projects_python():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert not re.search(r"^python main\.py", text, re.M), "the system's Python has no pygame"
    assert len(_lines()) >= 15


def test_every_main_py_line_is_accepted():
    for line in _lines():
        words = shlex.split(line)
        if words[0] != ".venv/bin/python":
            continue
        if words[1] != "main.py":
            assert (ROOT / words[1]).exists(), line
            continue
        args = cli.build_parser().parse_args(words[2:])
        if args.command == "play":
            game = cli._game(args.game)
            seats = cli._seats(game, args.players, args.bots, "human")
            cli._options(game, args.option, seats)
        if args.command == "simulate":
            cli._game(args.game)


def test_make_targets_named_exist():
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    for line in _lines():
        if line.startswith("make "):
            assert re.search(rf"^{line.split()[1]}:", makefile, re.M), line
