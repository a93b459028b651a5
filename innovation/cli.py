"""Command line: play, serve, scenarios, fuzz, bench, arena, selfplay, train."""

from __future__ import annotations

import argparse
import os
import sys


class Parser(argparse.ArgumentParser):
    """An argument parser whose complaints are one line (and exit status 2)."""

    def error(self, message: str):
        self.exit(2, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def whole(low: int, what: str = "a whole number"):
    """An argparse type: an integer of at least `low`."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not {what}") from None
        if value < low:
            raise argparse.ArgumentTypeError(f"must be at least {low}, not {value}")
        return value

    return parse


def port_number(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a port number") from None
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"a port is 0 to 65535 (0 picks a free one), not {value}")
    return value


def cmd_scenarios(args: argparse.Namespace) -> int:
    from .scenarios import collect, run_files

    try:
        if not collect(args.paths):
            raise FileNotFoundError(f"no scenario files (*.json) in {' '.join(args.paths)}")
        _, failed = run_files(args.paths, verbose=args.verbose)
    except FileNotFoundError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    return 1 if failed else 0


def _progress(label: str, failures: bool = True):
    import time

    last = [0.0]
    start = time.monotonic()
    base: list[int] = []  # games done before this run: a resumed run starts part-way

    def show(done: int, total: int, fails: int) -> None:
        now = time.monotonic()
        if not base:
            base.append(done - 1)
        if done == total or now - last[0] > 0.5:
            last[0] = now
            width = 30
            filled = width * done // total
            rate = (done - base[0]) / max(now - start, 1e-9)
            eta = (total - done) / rate if rate > 0 else 0.0
            extra = f"  failures: {fails}" if failures else ""
            sys.stderr.write(f"\r{label} [{'#' * filled}{'.' * (width - filled)}] {done}/{total}"
                             f"{extra}  {_clock(now - start)} elapsed, {_clock(eta)} left ")
            if done == total:
                sys.stderr.write("\n")
            sys.stderr.flush()

    return show


def _clock(seconds: float) -> str:
    s = int(seconds)
    return f"{s // 3600}:{s % 3600 // 60:02d}:{s % 60:02d}" if s >= 3600 else f"{s // 60}:{s % 60:02d}"


def table_options(args: argparse.Namespace) -> dict:
    """Variant options from the command line (validated later by the game setup)."""
    opts: dict = {}
    if args.teams is not None:
        opts["teams"] = True if args.teams == "pairs" else [t.strip() for t in args.teams.split(",")]
    if args.longer:
        opts["longer"] = True
    if args.players > 4:
        opts["large_table"] = True
    if args.parley is not None:
        opts["parley"] = args.parley
    if args.far_players is not None:
        opts["far_players"] = args.far_players
    if getattr(args, "relics", False):
        opts["relics"] = True
    return opts


def add_table_arguments(p: argparse.ArgumentParser, players_default: int = 2) -> None:
    p.add_argument("--edition", type=int, default=4, choices=[3, 4], help="rules edition (default 4)")
    p.add_argument("--players", type=int, default=players_default, choices=[2, 3, 4, 5, 6],
                   help="number of players (5 and 6 use the large-table option)")
    p.add_argument("--teams", nargs="?", const="pairs", default=None, metavar="LAYOUT",
                   help="team play: partners across the table, or a team per seat, e.g. 1,2,1,2")
    p.add_argument("--longer", action="store_true", help="longer game: one more achievement to win")
    p.add_argument("--parley", action=argparse.BooleanOptionalAction, default=None,
                   help="4th-edition parley (default: on with 4+ players and no teams)")
    p.add_argument("--far-players", action=argparse.BooleanOptionalAction, default=None,
                   help="3rd-edition rule for far players (default: on with 5+ players)")
    p.add_argument("--relics", action="store_true",
                   help="3rd-edition Artifacts: play with the five relics (needs --sets artifacts)")
    add_sets_argument(p)


def add_sets_argument(p: argparse.ArgumentParser) -> None:
    p.add_argument("--sets", default="", metavar="SETS",
                   help="expansions in play besides the base set, e.g. echoes,cities (refused "
                        "until implemented: see `innovation cards --missing`)")


def check_table_args(args: argparse.Namespace, players: int | None = None) -> str | None:
    """The table's problem in one line, or None (refused before anything is played)."""
    from .editions import check_table, parse_sets

    n = players or args.players
    options = table_options(args) if hasattr(args, "teams") else {"large_table": n > 4}
    try:
        check_table(args.edition, n, options, parse_sets(args.sets),
                    getattr(args, "allow_missing", False))
    except ValueError as exc:
        return str(exc)
    return None


def cmd_fuzz(args: argparse.Namespace) -> int:
    from .editions import parse_sets
    from .fuzz import fuzz, reproduce_json

    opts = table_options(args)
    problem = check_table_args(args)  # refuse a bad table before playing
    if problem:
        print(f"error: {problem}", file=sys.stderr)
        return 2
    show = None if args.quiet else _progress(f"fuzz e{args.edition} {args.players}p")
    try:
        res = fuzz(args.games, args.players, args.seed, progress=show, options=opts,
                   allow_missing=args.allow_missing, edition=args.edition, clones=args.clones,
                   expansions=parse_sets(args.sets))
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    for f in res.failures:
        print(f"FAILURE seed={f['seed']} players={f['players']}: {f['error']}")
        print(f["traceback"].rstrip())
        print(f"  reproduce: {reproduce_json(f)}")
    reasons = ", ".join(f"{k}: {v}" for k, v in sorted(res.reasons.items()))
    print(f"{res.games} games, {len(res.failures)} failures, {res.decisions} decisions "
          f"in {res.seconds:.1f}s ({res.decisions / max(res.seconds, 1e-9):,.0f} decisions/s); "
          f"endings: {reasons or 'none'}")
    return 1 if res.failures else 0


def cmd_bench(args: argparse.Namespace) -> int:
    from .bench import clone_cost, compare, env_speed, search_speed
    from .editions import parse_sets

    for players in args.players:
        problem = check_table_args(args, players)
        if problem:
            print(f"error: {problem}", file=sys.stderr)
            return 2
    if args.net is not None:
        from .bench import net_speed

        try:
            r = net_speed(args.net or None, edition=args.edition)
        except (ImportError, ValueError) as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
        print(f"network evaluation (edition {r['edition']}, hidden {r['hidden']}), "
              f"{r['samples']} positions: median {r['total_median_us']:.0f} us "
              f"(observation {r['encode_median_us']:.0f} us + network "
              f"{r['forward_median_us']:.0f} us), p95 {r['total_p95_us']:.0f} us")
        if "linear_median_us" in r:
            print(f"linear evaluation: median {r['linear_median_us']:.0f} us a position "
                  f"(the hand-written evaluation: {r['hand_median_us']:.0f} us)")
        return 0
    if args.env:
        try:
            import pettingzoo  # noqa: F401 - only to say clearly what is missing
        except ImportError:
            print("error: --env needs the env extra: pip install -e '.[env]'", file=sys.stderr)
            return 2
        for players in args.players:
            r = env_speed(players, args.seconds, edition=args.edition,
                          expansions=parse_sets(args.sets))
            print(f"{players} players, PettingZoo environment: {r['steps_per_s']:,.0f} steps/s "
                  f"({r['steps']:,} steps, {r['games']} games in {r['seconds']:.1f} s)")
        return 0
    sets = parse_sets(args.sets)
    # with sets, the base game is timed in the same run, game by game in turn with the set's
    tables = [("base", ["base"]), ("+".join(sets[1:]), sets)] if len(sets) > 1 else [("", sets)]
    for players in args.players:
        opts = {"large_table": True} if players > 4 else {}
        played = compare(players, args.games, [chosen for _, chosen in tables],
                         allow_missing=args.allow_missing, edition=args.edition, options=opts)
        for (label, chosen), r in zip(tables, played, strict=True):
            head = f"{players} players{f' ({label})' if label else ''}"
            print(f"{head}, {r['games']} random games: {r['games_per_s']:.1f} games/s, "
                  f"{r['decisions_per_s']:,.0f} decisions/s, {r['decisions_per_game']:.0f} "
                  f"decisions/game, median game {r['median_game_ms']:.1f} ms")
            if label and label != "base":
                base = played[0]
                print(f"{head}, against the base game: "
                      f"{r['decisions_per_s'] / base['decisions_per_s']:.1%} of its decisions/s, "
                      f"{r['games_per_s'] / base['games_per_s']:.1%} of its games/s")
            c = clone_cost(players, max(1, args.games // 4), allow_missing=args.allow_missing,
                           edition=args.edition, options=opts, expansions=chosen)
            print(f"{head}, clone at a decision point: median {c['median_us']:.1f} us "
                  f"over {c['samples']} samples (early in games {c['early_median_us']:.1f} us, "
                  f"late {c['late_median_us']:.1f} us)")
    if args.search:
        s = search_speed(args.search, edition=args.edition)
        print(f"ismcts, {s['positions']} mid-game 2-player positions at {s['think']:g}s: median "
              f"{s['iterations_per_s']:,.0f} iterations/s (slowest {s['slowest_per_s']:,.0f}); "
              f"sampling a determinization: median {s['sample_median_us']:.0f} us, "
              f"p95 {s['sample_p95_us']:.0f} us")
    return 0


def cmd_arena(args: argparse.Namespace) -> int:
    import json

    from .agents.arena import run_arena
    from .editions import parse_sets
    from .workers import check_ray_args

    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    opts = table_options(args)
    save_to = args.json or args.resume
    if save_to:  # refuse an unwritable path before playing, not after the first game
        try:
            with open(f"{save_to}.tmp", "w"):
                pass
            os.remove(f"{save_to}.tmp")
        except OSError as exc:
            print(f"error: cannot write {save_to}: {exc.strerror or exc}", file=sys.stderr)
            return 2

    def save(result) -> None:
        # Rewritten after every game (atomically), so a long match interrupted by Ctrl-C, a
        # crash or a reboot keeps its finished games and can go on with --resume.
        tmp = f"{save_to}.tmp"
        with open(tmp, "w") as f:
            json.dump(result.to_json(), f, indent=1)
        os.replace(tmp, save_to)

    try:
        check_ray_args(args.ray, args.workers)
        if len(bots) < 2:
            raise ValueError("give at least two bots, e.g. --bots greedy,random")
        if len(set(bots)) != len(bots):
            raise ValueError("each bot may appear once in --bots")
        if args.games < 1:
            raise ValueError("--games must be at least 1")
        if args.max_decisions < 1:
            raise ValueError("--max-decisions must be at least 1")
        problem = check_table_args(args)
        if problem:
            raise ValueError(problem)
        resume = None
        if args.resume:
            try:
                with open(args.resume) as f:
                    resume = json.load(f)
            except (OSError, json.JSONDecodeError) as exc:
                raise ValueError(f"cannot read {args.resume}: {exc}") from exc
            if not isinstance(resume, dict) or "outcomes" not in resume:
                raise ValueError(f"{args.resume} is not a match saved by --json")
            if not args.quiet:
                print(f"resuming: {len(resume.get('outcomes', []))} games already played",
                      file=sys.stderr)
        show = None if args.quiet else _progress("arena", failures=False)
        res = run_arena(bots, args.games, args.players, args.seed, args.edition, opts,
                        workers=args.workers, progress=show, resume=resume,
                        on_outcome=save if save_to else None,
                        max_decisions=args.max_decisions, sets=parse_sets(args.sets)[1:],
                        ray_address=args.ray)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        if save_to:
            print(f"\ninterrupted: the finished games are in {save_to}; go on with the same "
                  f"command and --resume {save_to}", file=sys.stderr)
        else:
            print("\ninterrupted (use --json FILE to keep finished games)", file=sys.stderr)
        return 130
    sets = f", sets: {', '.join(res.sets)}" if res.sets else ""
    print(f"{len(res.outcomes)} games, {args.players} players, edition {args.edition}{sets}, "
          f"{res.seconds:.1f}s")
    print(f"{'bot':<16} {'games':>6} {'wins':>7} {'win rate':>9}   {'95% CI':<15} {'Elo':>6}")
    for r in res.table():
        lo, hi = r["ci95"]
        print(f"{r['bot']:<16} {r['games']:>6} {r['wins']:>7.1f} {r['win_rate']:>8.1%}   "
              f"[{lo:.1%}, {hi:.1%}]  {r['elo']:>6.0f}")
    if args.players == 2:
        print("head to head:")
        for h in res.head_to_head():
            lo, hi = h["ci95"]
            draws = f", {h['draws']} drawn at the decision limit" if h["draws"] else ""
            print(f"  {h['a']} vs {h['b']}: {h['a_wins']:.1f}/{h['games']} = {h['a_win_rate']:.1%} "
                  f"[{lo:.1%}, {hi:.1%}]{draws}")
    if save_to:
        save(res)
        print(f"results written to {save_to}")
    return 0


def cmd_cards(args: argparse.Namespace) -> int:
    """What is implemented, per edition and set: with --missing, the cards still missing."""
    from .editions import EDITION_SETS, RULES_DONE, cards_to_write, nth
    from .model.cards import card_set

    editions = [args.edition] if args.edition else [4, 3]
    for edition in editions:
        sets = [s for s in EDITION_SETS[edition] if not args.sets or s in args.sets.split(",")]
        for name in sets:
            total = len([c for c in card_set(edition).by_set(name) if c.age >= 1])
            gone = cards_to_write(edition, name)
            done = name in RULES_DONE[edition]
            if not gone and done:
                state = "complete"
            else:
                state = (f"{total - len(gone)}/{total} cards written, "
                         f"{'rules done' if done else 'rules not complete'} (not playable yet)")
            print(f"{nth(edition)} edition, {name}: {state}")
            if args.missing and gone:
                print("  missing: " + ", ".join(gone))
    return 0


def cmd_play(args: argparse.Namespace) -> int:
    from .terminal import play

    return play(args)


def cmd_serve(args: argparse.Namespace) -> int:
    from .server.serve import serve
    from .server.settings import from_args

    return serve(args.host, args.port, args.db, args.log_level, from_args(args))


def main(argv: list[str] | None = None) -> int:
    parser = Parser(prog="innovation", description="Innovation card game tools")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("scenarios", help="run scenario files (folders: every *.json below)")
    p.add_argument("paths", nargs="+")
    p.add_argument("-v", "--verbose", action="store_true", help="list passing scenarios too")
    p.set_defaults(func=cmd_scenarios)

    p = sub.add_parser("fuzz", help="play random games, checking invariants after every decision")
    p.add_argument("--games", type=whole(1), default=100)
    add_table_arguments(p)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.add_argument("--clones", action="store_true",
                   help="also clone the game at every decision and check the clone goes on alike")
    p.add_argument("--allow-missing", action="store_true", help=argparse.SUPPRESS)
    p.set_defaults(func=cmd_fuzz)

    p = sub.add_parser("cards", help="what is implemented per edition and set "
                       "(--missing: which cards are not)")
    p.add_argument("--edition", type=int, choices=[3, 4], help="one edition (default both)")
    p.add_argument("--sets", default="", help="only these sets, e.g. base,echoes")
    p.add_argument("--missing", action="store_true", help="list the cards not implemented yet")
    p.set_defaults(func=cmd_cards)

    p = sub.add_parser("bench", help="random-playout throughput and clone cost")
    p.add_argument("--games", type=whole(1), default=200, help="games per player count")
    p.add_argument("--players", type=int, nargs="+", default=[2, 4], choices=[2, 3, 4, 5, 6])
    p.add_argument("--edition", type=int, default=4, choices=[3, 4])
    p.add_argument("--search", type=whole(0), default=12, metavar="N",
                   help="also time ISMCTS (1 s each) on N mid-game positions (default 12; 0 skips)")
    p.add_argument("--env", action="store_true",
                   help="time the learning environment instead (steps/s, random legal actions)")
    p.add_argument("--seconds", type=float, default=5.0, help="how long --env runs per player count")
    p.add_argument("--net", nargs="?", const="", default=None, metavar="FILE",
                   help="time the learned evaluation instead (observation + network), with "
                        "this weights file (default: random weights of the default size)")
    add_sets_argument(p)
    p.add_argument("--allow-missing", action="store_true", help=argparse.SUPPRESS)
    p.set_defaults(func=cmd_bench)

    from .workers import RAY_HELP

    p = sub.add_parser("arena", help="bot tournament: win rates with 95%% confidence and Elo")
    p.add_argument("--bots", required=True,
                   help="comma-separated bots, e.g. ismcts:1s,greedy,random; your own as module:Class")
    p.add_argument("--games", type=whole(1), default=100)
    add_table_arguments(p)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--workers", type=whole(1), default=None,
                   help="worker processes (default: all cores)")
    p.add_argument("--ray", metavar="ADDRESS", default=None, help=RAY_HELP)
    p.add_argument("--json", help="also write the results to this file (updated after every game)")
    p.add_argument("--resume", metavar="FILE",
                   help="go on with an interrupted match saved by --json (same bots, seed, "
                        "players and edition; --games may be raised)")
    p.add_argument("--max-decisions", type=whole(1), default=1000, metavar="N",
                   help="stop a game after N decisions and count it a draw (default 1000; "
                        "typical 2-player games take 60-220)")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.set_defaults(func=cmd_arena)

    from .learn.commands import add_parsers

    add_parsers(sub, whole, add_table_arguments)  # selfplay, train

    p = sub.add_parser("play", help="play in the terminal against bots or hot-seat")
    add_table_arguments(p)
    p.add_argument("--humans", type=whole(0), default=None,
                   help="how many seats are people, the first ones (default 1; the rest are bots)")
    p.add_argument("--names", nargs="+", help="seat names, clockwise")
    p.add_argument("--bot", default=None,
                   help="bot for the other seats: random, greedy, ismcts, ismcts:2s, or your own "
                        "as module:Class (default greedy)")
    p.add_argument("--seed", type=int, default=None, help="game seed (default: random)")
    p.add_argument("--load", metavar="FILE",
                   help="go on with a saved game (autosaved, or saved with the 'save' command)")
    p.add_argument("--autosave", metavar="FILE",
                   help="the file the game is saved to after every answer (default: "
                        "innovation-game-SEED.json here, or the --load file)")
    p.add_argument("--no-autosave", action="store_true", help="do not save after every answer")
    p.set_defaults(func=cmd_play)

    p = sub.add_parser("serve", help="the web app: lobby, invite links, live games, replays")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    p.add_argument("--port", type=port_number, default=8000,
                   help="port (default 8000; 0 picks a free one)")
    p.add_argument("--db", default=None,
                   help="SQLite file or database URL (default: $DATABASE_URL, else ./innovation.db)")
    p.add_argument("--log-level", default="warning", choices=["debug", "info", "warning", "error"])
    from .server.settings import add_arguments

    add_arguments(p)  # every limit (docs/deploying.md)
    p.set_defaults(func=cmd_serve)
    args = parser.parse_args(argv)
    try:
        return args.func(args)
    except KeyboardInterrupt:
        print("\ninterrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # the output was piped to a reader that stopped (e.g. `| head`)
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())  # nothing more to write: no error at exit
        return 141


if __name__ == "__main__":
    sys.exit(main())
