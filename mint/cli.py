"""The command line (DESIGN §5): play, replay, simulate, screenshot, bench and --self-test.

Every mistake on the command line prints one clear line and exits with code 2, before any
window opens.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any, Callable, Sequence

USAGE = """\
python main.py                                open the app at the main menu
python main.py play GAME [--players N] [--bots SEATS] [--seed S] [--option k=v ...]
python main.py replay FILE
python main.py simulate GAME --games N [--seed S] [--bots KINDS] [--players N] [--option k=v] [--jobs J] [--json]
python main.py screenshot SCENE_OR_GAME --out FILE.png [--size WxH] [--seed S] [--actions K]
python main.py bench [--json]
python main.py --self-test"""

SCENES = ("menu", "setup", "settings", "rules", "pause", "results", "log", "replay", "load")


class CliError(Exception):
    """A command-line mistake: one line, exit code 2."""


class _Parser(argparse.ArgumentParser):
    def __init__(self, *args: Any, more: Callable[[], str] | None = None, **kwargs: Any) -> None:
        self._more = more  # text added to --help, worked out only when help is asked for
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> Any:  # one line instead of usage + message
        raise CliError(message)

    def format_help(self) -> str:
        text = super().format_help()
        return text + "\n" + self._more() if self._more is not None else text


def games_help(with_bots: bool = True) -> str:
    """The games this app has, their player counts and options, and (``with_bots``) the bot
    kinds each seat may be given, for ``--help``."""
    from mint.core import registry

    lines = ["games:"]
    for name in registry.names():
        try:
            rules = registry.get(name)
        except registry.UnknownGameError as exc:
            lines.append(f"  {name:<12} {exc}")
            continue
        low, high = rules.MIN_PLAYERS, rules.MAX_PLAYERS
        players = f"{low} player{'s' if low != 1 else ''}" if low == high else f"{low}-{high} players"
        lines.append(f"  {name:<12} {registry.title(name)}, {players}")
        for spec in getattr(rules, "OPTIONS", ()):
            lines.append(f"  {'':<12}   --option {spec.name}={'|'.join(spec.choices)} (default {spec.default})")
        if with_bots:
            from mint.bots.kinds import bot_kinds

            lines.append(f"  {'':<12}   bots: {', '.join(['human', *bot_kinds(name)])}")
    return "\n".join(lines) + "\n"


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1920x1080, not {text!r}") from None
    if not (320 <= w <= 7680 and 240 <= h <= 4320):
        raise argparse.ArgumentTypeError(f"size {text} is out of range (320x240 to 7680x4320)")
    return w, h


def _whole(text: str, least: int) -> int:
    try:
        v = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if v < least:
        raise argparse.ArgumentTypeError(f"expected a number of at least {least}, got {v}")
    return v


def _positive(text: str) -> int:
    return _whole(text, 1)


def _nonneg(text: str) -> int:
    return _whole(text, 0)


def _seed(text: str) -> int:
    from mint.core.limits import SetupError, parse_seed

    try:
        seed = parse_seed(text)
    except SetupError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    if seed is None:
        raise argparse.ArgumentTypeError("--seed needs a number, e.g. --seed 7")
    return seed


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of seconds, not {text!r}") from None
    if not 0 <= value <= 3600:
        raise argparse.ArgumentTypeError(f"seconds must be between 0 and 3600, not {text}")
    return value


def _option(text: str) -> tuple[str, str]:
    if "=" not in text:
        raise argparse.ArgumentTypeError(f"options look like name=value, not {text!r}")
    k, v = text.split("=", 1)
    return k.strip(), v.strip()


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="main.py", description="Mint Tin Table", usage=USAGE, add_help=True)
    p.add_argument("--self-test", action="store_true", help="check the whole app without a display")
    p.add_argument("--size", type=_size, help="window size, e.g. 1920x1080")
    p.add_argument("--fullscreen", action="store_true")
    sub = p.add_subparsers(dest="command", parser_class=_Parser)

    def game_opts(sp: argparse.ArgumentParser) -> None:
        sp.add_argument("--players", type=_positive, metavar="N", help="how many seats")
        sp.add_argument(
            "--bots", default=None, metavar="SEATS", help="comma list of seat kinds, one per seat; the last repeats"
        )
        sp.add_argument("--seed", type=_seed, metavar="S", help="the deal: the same seed gives the same game")
        sp.add_argument(
            "--option", type=_option, action="append", default=[], metavar="KEY=VALUE", help="a game option"
        )
        if sp.prog.endswith(("play", "screenshot")):
            sp.add_argument(
                "--tabletop",
                action="store_true",
                help="lay the table out for a screen lying flat, each seat on its own edge (this run only)",
            )

    def command(name: str, text: str, more: Callable[[], str] | None = None) -> argparse.ArgumentParser:
        return sub.add_parser(name, help=text, description=text, prog=f"python main.py {name}", more=more)

    play = command("play", "start a game in a window", games_help)
    play.add_argument("game", metavar="GAME", help="one of the games listed below")
    game_opts(play)
    play.add_argument("--size", type=_size, dest="play_size", metavar="WxH", help="window size, e.g. 1920x1080")
    play.add_argument("--fullscreen", action="store_true", dest="play_fullscreen", help="open full screen")

    rep = command("replay", "watch a saved game move by move")
    rep.add_argument("file", metavar="FILE", help="a saved game or replay (.json)")

    sim = command("simulate", "play games headless with bots and report the results", games_help)
    sim.add_argument("game", metavar="GAME", help="one of the games listed below")
    sim.add_argument("--games", type=_positive, required=True)
    game_opts(sim)
    sim.add_argument("--jobs", type=_positive, default=1)
    sim.add_argument(
        "--budget",
        type=_seconds,
        default=0.0,
        help="seconds a bot may think per move (0, the default: each bot's own limit)",
    )
    sim.add_argument("--json", action="store_true", help="print only the final JSON line")

    shot = command(
        "screenshot",
        "render a scene or game position to a PNG",
        lambda: f"scenes: {', '.join(SCENES)}\n" + games_help(with_bots=False),
    )
    shot.add_argument("target", metavar="SCENE_OR_GAME", help="a scene or a game, listed below")
    shot.add_argument("--out", required=True, metavar="FILE.png", help="where to write the picture")
    shot.add_argument("--size", type=_size, default=(1920, 1080), dest="shot_size", metavar="WxH")
    shot.add_argument("--actions", type=_nonneg, default=0, metavar="K", help="random moves played first")
    shot.add_argument("--viewer", type=int, default=None, help="seat whose secrets are shown")
    game_opts(shot)

    bench = command("bench", "measure drawing, start-up, engine and bot speed")
    bench.add_argument("--json", action="store_true")
    bench.add_argument("--quick", action="store_true", help="fewer samples")
    return p


def _game(name: str) -> str:
    from mint.core import registry

    try:
        return registry.canonical(name)
    except registry.UnknownGameError as exc:
        raise CliError(str(exc)) from None


def _seats(game: str, players: int | None, bots: str | None, default_kind: str) -> tuple[Any, ...]:
    """Seats from --players and --bots; checks counts and bot kinds."""
    from mint.bots.kinds import bot_kinds
    from mint.core import registry
    from mint.core.game import Seat

    rules = registry.get(game)
    kinds = [k.strip().lower() for k in bots.split(",")] if bots else []
    if any(not k for k in kinds):
        raise CliError("--bots has an empty entry; write kinds separated by commas, e.g. heuristic,random")
    n = players or max(
        len(kinds),
        rules.MIN_PLAYERS if default_kind != "human" else max(rules.MIN_PLAYERS, 2 if rules.MAX_PLAYERS >= 2 else 1),
    )
    if not rules.MIN_PLAYERS <= n <= rules.MAX_PLAYERS:
        raise CliError(f"{rules.TITLE} takes {rules.MIN_PLAYERS} to {rules.MAX_PLAYERS} players; got {n}")
    if not kinds:
        kinds = [default_kind]
    if len(kinds) > n:
        raise CliError(f"--bots names {len(kinds)} seats but the game has {n} players")
    kinds = kinds + [kinds[-1]] * (n - len(kinds))
    known = set(bot_kinds(game)) | {"human", "ismcts"}
    for k in kinds:
        if k in known:
            continue
        if k.startswith("ismcts:") and "/" in k:  # a level with settings changed, for tuning
            from mint.bots.base import BotError
            from mint.bots.ismcts import level_of

            try:
                level_of(k)
            except BotError as exc:
                raise CliError(str(exc)) from None
            continue
        raise CliError(f"unknown bot {k!r} for {game}; choose one of: human, {', '.join(bot_kinds(game))}")
    return tuple(Seat(k, "") for k in kinds)


def _options(game: str, pairs: Sequence[tuple[str, str]], seats: Sequence[Any] | None = None) -> dict[str, str]:
    """The game's options from --option pairs; with the seats, also checked against the player
    count by setting a game up (an option for solo only, a start seat beyond the players)."""
    from mint.core import registry
    from mint.core.game import OptionError, resolve_options
    from mint.core.limits import check_setup

    rules = registry.get(game)
    try:
        opts = resolve_options(rules.OPTIONS, dict(pairs))
        if seats is not None:
            check_setup(game, seats, 0, opts)  # what a journal and a save can hold
            rules.new_game(tuple(seats), 0, opts)
    except (OptionError, ValueError) as exc:
        raise CliError(str(exc)) from None
    return opts


IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".bmp", ".tga")


def _out_file(text: str) -> Path:
    """A picture file to write: a name with a picture suffix, in a folder that exists and may be
    written to (the folder is never created)."""
    if not text.strip():
        raise CliError("--out needs a file name, e.g. --out shot.png")
    path = Path(text).expanduser()
    if path.is_dir():
        raise CliError(f"--out {text!r} is a folder; give a file name inside it")
    if path.suffix.lower() not in IMAGE_SUFFIXES:
        raise CliError(f"--out {text!r} must end in {', '.join(IMAGE_SUFFIXES)}")
    folder = path.parent if str(path.parent) else Path(".")
    if not folder.is_dir():
        raise CliError(f"--out {text!r}: the folder {str(folder)!r} does not exist")
    if path.exists() and not path.is_file():
        raise CliError(f"--out {text!r} is not a regular file")
    if (
        not os.access(folder, os.W_OK)
        or folder.resolve().is_relative_to("/proc")
        or folder.resolve().is_relative_to("/sys")
    ):
        raise CliError(f"--out {text!r}: the folder {str(folder)!r} cannot be written to")
    return path


def cmd_simulate(args: argparse.Namespace) -> int:
    from mint.bots import tournament

    game = _game(args.game)
    seats = _seats(game, args.players, args.bots or "random", "random")
    if any(s.kind == "human" for s in seats):
        raise CliError("simulate needs bots in every seat; 'human' cannot be simulated")
    opts = _options(game, args.option, seats)
    cpus = os.cpu_count() or 1
    if args.jobs > cpus:
        raise CliError(f"--jobs is at most {cpus} on this machine (its number of CPUs); got {args.jobs}")
    kinds = [k.strip().lower() for k in (args.bots or "random").split(",")]
    step = max(1, args.games // 10)

    def progress(done: int, total: int) -> None:
        if not args.json and (done % step == 0 or done == total):
            print(f"{done}/{total} games ({100 * done // total}%)", flush=True)

    result = tournament.run(
        game,
        kinds,
        args.games,
        players=len(seats),
        seed=args.seed or 0,
        options=opts,
        jobs=args.jobs,
        budget_s=args.budget,
        progress=progress,
    )
    print(json.dumps(result))
    return 0


def cmd_screenshot(args: argparse.Namespace) -> int:
    from mint.core import registry

    target = args.target.lower()
    if target not in SCENES:
        try:
            target = registry.canonical(target)
        except registry.UnknownGameError:
            raise CliError(
                f"unknown scene or game {args.target!r}; scenes: {', '.join(SCENES)}; games: {', '.join(registry.menu_names())}"
            ) from None
    game = target if target not in SCENES else None
    seats = _seats(game, args.players, args.bots or "random", "random") if game else None
    opts = _options(game, args.option, seats) if game else {}
    out = _out_file(args.out)
    if args.viewer is not None:
        if seats is None:
            raise CliError("--viewer names a seat of a game's table; this scene has none")
        if not 0 <= args.viewer < len(seats):
            raise CliError(f"--viewer is a seat number from 0 to {len(seats) - 1}; got {args.viewer}")
    import pygame

    from mint.scenes import shots

    try:
        path = shots.screenshot(
            target,
            str(out),
            args.shot_size,
            seed=args.seed or 0,
            actions=args.actions,
            seats=seats,
            options=opts,
            viewer=args.viewer,
            tabletop=args.tabletop,
        )
    except (OSError, ValueError, pygame.error) as exc:  # the picture could not be saved there
        from mint.core.files import plain_error

        why = plain_error(exc) if isinstance(exc, OSError) else str(exc)
        raise CliError(f"cannot write {str(out)!r}: {why}; no picture was saved") from None
    print(f"saved {path}")
    return 0


def cmd_replay_check(args: argparse.Namespace) -> Any:
    from mint.core.record import RecordError, read_record, replay_states

    if not args.file.strip():
        raise CliError("replay needs the name of a saved game or record, e.g. replay my-game.json")
    try:
        record = read_record(args.file)
        replay_states(record)
    except RecordError as exc:
        raise CliError(str(exc)) from None
    return record


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv:  # the app opened plainly, at the main menu (no command line to read: it starts sooner)
        return _open(None, False, {})
    try:
        args = build_parser().parse_args(argv)
        if args.self_test:
            from mint.selftest import run as self_test

            return self_test()
        if args.command == "simulate":
            return cmd_simulate(args)
        if args.command == "screenshot":
            return cmd_screenshot(args)
        if args.command == "bench":
            from mint.bench import run as bench

            return bench(as_json=args.json, quick=args.quick)
        size = getattr(args, "play_size", None) or args.size
        fullscreen = bool(getattr(args, "play_fullscreen", False) or args.fullscreen)
        start: dict[str, Any] = {}
        if args.command == "replay":
            start["replay"] = cmd_replay_check(args)
        elif args.command == "play":
            game = _game(args.game)
            seats = _seats(game, args.players, args.bots, "human")
            start["play"] = {
                "game": game,
                "seats": seats,
                "options": _options(game, args.option, seats),
                "seed": args.seed,
            }
            start["tabletop"] = args.tabletop
    except CliError as exc:
        print(f"main.py: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    return _open(size, fullscreen, start)


def _open(size: Any, fullscreen: bool, start: dict[str, Any]) -> int:
    """Open the app's window, at the menu or at what ``start`` asks for."""
    import mint.scenes  # noqa: F401  (registers every screen by name for the app to open)
    from mint.ui.app import run_app

    return run_app(size=size, fullscreen=fullscreen, start=start)


if __name__ == "__main__":  # pragma: no cover
    os.environ.setdefault("PYTHONUNBUFFERED", "1")
    sys.exit(main())
