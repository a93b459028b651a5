"""The command line's learning commands: `innovation selfplay` and `innovation train`."""

from __future__ import annotations

import argparse
import sys


def cmd_selfplay(args: argparse.Namespace) -> int:
    from ..cli import _progress, check_table_args, table_options
    from ..workers import check_ray_args

    try:
        from .selfplay import run_selfplay
    except ImportError as exc:  # numpy
        print(f"error: self-play needs numpy: pip install -e '.[env]' ({exc})", file=sys.stderr)
        return 2
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    try:
        check_ray_args(args.ray, args.workers)
        if not bots:
            raise ValueError("give the bots, e.g. --bots ismcts:200it")
        if args.sets:
            raise ValueError("self-play takes the base game for now (--sets is not supported)")
        problem = check_table_args(args)
        if problem:
            raise ValueError(problem)
        show = None if args.quiet else _progress("selfplay", failures=False)
        done = run_selfplay(bots, args.games, args.out, args.players, args.seed, args.edition,
                            table_options(args), workers=args.workers, explore=args.explore,
                            max_decisions=args.max_decisions, progress=show,
                            ray_address=args.ray)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"\ninterrupted: the finished games are in {args.out}; the same command goes on "
              "with the others", file=sys.stderr)
        return 130
    rows = sum(d.rows for d in done)
    print(f"{len(done)} games played now ({rows:,} decisions recorded); "
          f"{args.games - len(done)} were already in {args.out}")
    return 0


def cmd_train(args: argparse.Namespace) -> int:
    from .train import train

    try:
        report = train(args.data, args.out, epochs=args.epochs, batch=args.batch, lr=args.lr,
                       hidden=args.hidden, embed=args.embed, policy=not args.no_policy,
                       seed=args.seed, threads=args.threads, dropout=args.dropout,
                       weight_decay=args.weight_decay, root_weight=args.root_weight,
                       network=not args.no_network, l2=args.l2)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.no_network:
        print(f"linear evaluation written to {args.out}")
        return 0
    print(f"weights written to {args.out} (those of epoch {report.get('epoch', 0)}, the lowest "
          "validation loss)" if "val_value_loss" in report else
          f"weights written to {args.out} (after epoch {report.get('epoch', 0)})")
    return 0


def add_parsers(sub, whole, add_table_arguments) -> None:
    from ..workers import RAY_HELP

    p = sub.add_parser("selfplay", help="search bots play each other; record training data "
                       "(docs/learning.md)")
    p.add_argument("--bots", default="ismcts:200it",
                   help="comma-separated search bots with iteration budgets, seated in turn "
                        "(default ismcts:200it; ismcts+net:200it:FILE uses a network)")
    p.add_argument("--games", type=whole(1), default=100)
    p.add_argument("--out", required=True, metavar="DIR",
                   help="directory of the games (a run goes on where it stopped)")
    add_table_arguments(p)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--explore", type=whole(0), default=0, metavar="N",
                   help="the first N searched decisions of each game pick an answer in "
                        "proportion to its visits, for variety (default 0: the most visited)")
    p.add_argument("--workers", type=whole(1), default=None,
                   help="worker processes (default: all cores)")
    p.add_argument("--ray", metavar="ADDRESS", default=None, help=RAY_HELP)
    p.add_argument("--max-decisions", type=whole(1), default=1000, metavar="N",
                   help="stop a game after N decisions (its rows get no value target)")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.set_defaults(func=cmd_selfplay)

    p = sub.add_parser("train", help="fit the linear evaluation and the network to self-play "
                       "data (the network needs the train extra: PyTorch)")
    p.add_argument("data", nargs="+", metavar="DIR", help="self-play directories (one edition)")
    p.add_argument("--out", required=True, metavar="FILE", help="weights file to write (.npz)")
    p.add_argument("--epochs", type=whole(1), default=15,
                   help="passes over the data (default 15); the epoch with the lowest "
                        "validation loss is kept")
    p.add_argument("--batch", type=whole(1), default=256)
    p.add_argument("--lr", type=float, default=1e-3, help="learning rate (default 0.001)")
    p.add_argument("--hidden", type=whole(1), default=32, help="hidden width (default 32)")
    p.add_argument("--embed", type=whole(1), default=32, help="option embedding width (default 32)")
    p.add_argument("--dropout", type=float, default=0.5,
                   help="dropout after each hidden layer while training (default 0.5)")
    p.add_argument("--weight-decay", type=float, default=0.01,
                   help="Adam weight decay (default 0.01)")
    p.add_argument("--no-policy", action="store_true", help="train the value head only")
    p.add_argument("--root-weight", type=float, default=0.0, metavar="W",
                   help="mix the search's root values into the value target with weight W "
                        "(0 to 1; default 0: the game results alone; needs data version 2)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--threads", type=whole(1), default=1, help="PyTorch threads (default 1)")
    p.add_argument("--no-network", action="store_true",
                   help="fit the linear evaluation only (seconds; no PyTorch needed)")
    p.add_argument("--l2", type=float, default=1.0,
                   help="the linear evaluation's L2 penalty on its standardized weights "
                        "(default 1)")
    p.set_defaults(func=cmd_train)
