"""Command line: play, scenarios, fuzz, bench."""

from __future__ import annotations

import argparse
import sys


def cmd_scenarios(args: argparse.Namespace) -> int:
    from .scenarios import run_files

    try:
        _, failed = run_files(args.paths, verbose=args.verbose)
    except FileNotFoundError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    return 1 if failed else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="innovation", description="Innovation card game tools")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("scenarios", help="run scenario files (folders: every *.json below)")
    p.add_argument("paths", nargs="+")
    p.add_argument("-v", "--verbose", action="store_true", help="list passing scenarios too")
    p.set_defaults(func=cmd_scenarios)
    args = parser.parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
