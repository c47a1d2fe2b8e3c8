"""The command line: wrong names, flags and values give one clear line and exit code 2."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from mint.cli import main

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        (["play", "chess"], "unknown game 'chess'"),
        (["simulate", "nope", "--games", "3"], "unknown game"),
        (["simulate", "pebbles"], "--games"),
        (["simulate", "pebbles", "--games", "zero"], "whole number"),
        (["simulate", "pebbles", "--games", "0"], "at least 1"),
        (["simulate", "pebbles", "--games", "2", "--bots", "wizard"], "unknown bot 'wizard'"),
        (["simulate", "pebbles", "--games", "2", "--players", "9"], "takes 1 to 4 players"),
        (["simulate", "pebbles", "--games", "2", "--option", "colour=red"], "unknown option 'colour'"),
        (["simulate", "pebbles", "--games", "2", "--option", "pile"], "name=value"),
        (["simulate", "pebbles", "--games", "2", "--option", "pile=7"], "one of 5, 9, 15"),
        (["simulate", "pebbles", "--games", "2", "--budget", "-1"], "between 0 and 3600"),
        (["simulate", "pebbles", "--games", "2", "--budget", "soon"], "number of seconds"),
        (["simulate", "pebbles", "--games", "2", "--bots", "ismcts:genius"], "ismcts:normal"),
        (["simulate", "pebbles", "--games", "2", "--bots", "ismcts:normal/depth=x"], "depth needs a number"),
        (["simulate", "pebbles", "--games", "2", "--bots", "ismcts:normal/speed=2"], "unknown ismcts setting 'speed'"),
        (["screenshot", "menu", "--out", "x.png", "--size", "big"], "1920x1080"),
        (["screenshot", "nothing", "--out", "x.png"], "unknown scene or game"),
        (["--frobnicate"], "unrecognized arguments"),
        (["play", "control", "--players", "2", "--option", "start=4"], "seat from 1 to 2"),
        (["screenshot", "control", "--players", "2", "--option", "start=4", "--out", "x.png"], "seat from 1 to 2"),
        (["simulate", "delivery", "--players", "2", "--option", "driver=marty", "--games", "3"], "solitaire"),
        (["screenshot", "menu", "--out", "/"], "is a folder"),
        (["screenshot", "menu", "--out", ""], "needs a file name"),
        (["screenshot", "menu", "--out", "/proc/x.png"], "cannot be written to"),
        (["screenshot", "menu", "--out", "/nonexistent-folder-x/x.png"], "does not exist"),
        (["screenshot", "menu", "--out", "shot.txt"], "must end in .png"),
        (["screenshot", "control", "--out", "x.png", "--viewer", "99"], "seat number from 0"),
        (["screenshot", "control", "--out", "x.png", "--viewer", "-7"], "seat number from 0"),
        (["screenshot", "menu", "--out", "x.png", "--viewer", "0"], "has none"),
        (["replay", ""], "needs the name"),
        (["simulate", "pebbles", "--games", "2", "--jobs", "4096"], "at most"),
        (["dance"], "invalid choice"),
    ],
)
def test_bad_command_lines_exit_2_with_one_line(argv, fragment, capsys):
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and fragment in err
    assert not Path("/nonexistent-folder-x").exists()  # a bad --out creates nothing


def test_replay_of_a_bad_file_exits_2_before_any_window(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "mint-tin-table/record", "version": 1')
    out = subprocess.run(
        [sys.executable, "main.py", "replay", str(bad)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        env={"SDL_VIDEODRIVER": "dummy", "PATH": "/usr/bin:/bin", "MINT_HOME": str(tmp_path)},
    )
    assert out.returncode == 2
    assert len(out.stderr.strip().splitlines()) == 1 and "damaged or cut short" in out.stderr
    assert bad.read_text() == '{"format": "mint-tin-table/record", "version": 1'


def test_simulate_prints_progress_and_a_json_summary(capsys):
    assert main(["simulate", "pebbles", "--games", "20", "--bots", "random", "--players", "2", "--seed", "3"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    progress = [line for line in lines[:-1] if "games" in line]
    assert len(progress) == 10
    result = json.loads(lines[-1])
    for key in ("game", "games", "actions", "seconds", "actions_per_second", "errors", "wins", "mean_score"):
        assert key in result
    assert result["games"] == 20 and result["errors"] == 0 and len(result["wins"]) == 2  # one per seat entry


def test_screenshot_writes_a_png(tmp_path):
    out = tmp_path / "menu.png"
    assert main(["screenshot", "menu", "--out", str(out), "--size", "1280x720"]) == 0
    assert out.read_bytes()[:4] == b"\x89PNG"


@pytest.mark.parametrize("kind", ["ismcts:normal/depth=999999999", "ismcts:normal/worlds=-3", "ismcts:normal/c=nan"])
def test_bot_settings_out_of_bounds_are_one_clear_line(kind, capsys):
    assert main(["simulate", "pebbles", "--games", "1", "--bots", kind]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "must be between" in err


@pytest.mark.parametrize("command", ["play", "simulate", "screenshot"])
def test_help_of_a_command_names_it_and_lists_the_games(command, capsys):
    with pytest.raises(SystemExit) as done:
        main([command, "--help"])
    assert done.value.code == 0
    text = capsys.readouterr().out
    first = text.splitlines()[0]
    assert first.startswith(f"usage: python main.py {command} ")  # one usage line, this command's own
    assert "open the app at the main menu" not in text
    for game in ("italy", "control", "delivery", "cooperative", "knight"):
        assert f"\n  {game} " in text
    assert "--option hard=off|on" in text
    if command != "screenshot":
        assert "ismcts:normal" in text and "heuristic" in text
    else:
        assert "results" in text  # the scenes a screenshot may show


def test_replay_of_a_folder_says_so_plainly(capsys):
    assert main(["replay", "/"]) == 2
    err = capsys.readouterr().err
    assert "is a folder" in err and "()" not in err


def test_screenshot_on_a_full_disk_says_so_and_leaves_no_empty_picture(tmp_path, monkeypatch, capsys):
    import errno
    import os

    def full(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    out = tmp_path / "shot.png"
    assert main(["screenshot", "menu", "--out", str(out), "--size", "640x480"]) == 2
    said = capsys.readouterr()
    assert "saved" not in said.out and "the disk is full" in said.err and "Errno" not in said.err
    assert not out.exists() and not list(tmp_path.glob(".shot*"))


def test_the_plain_start_opens_the_menu_without_reading_a_command_line(monkeypatch):
    """With no arguments the app opens at once: no parser is built (a start-up cost of its own)."""
    from mint import cli as cli_module

    def no_parser():
        raise AssertionError("a parser was built")

    opened = []
    monkeypatch.setattr(cli_module, "build_parser", no_parser)
    monkeypatch.setattr(
        cli_module, "_open", lambda size, fullscreen, start: opened.append((size, fullscreen, start)) or 0
    )
    assert cli_module.main([]) == 0
    assert opened == [(None, False, {})]
