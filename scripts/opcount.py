"""Where a set's random games do more work than the base game's, function by function.

Plays the same random games as `innovation bench` (playouts, seeds 0..N-1) for two tables
and counts the Python bytecodes each function executes (sys.settrace with opcode events),
per decision. Unlike a sampling profiler the counts are exact and do not move with the
machine's load, so two versions of the code compare on a busy machine too; unlike
instruction counts (valgrind) they say which function the work is in. They do not weigh
what a bytecode costs (a call, a set union, a dict built): check a change with the bench.

    python scripts/opcount.py --edition 4 --players 2 --games 20 --sets figures
    python scripts/opcount.py --edition 3 --players 4 --games 12 --sets figures --top 60

The tracer slows a game down about 50 times.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter

from innovation.agents.random_agent import random_answer
from innovation.editions import new_game


def count(edition: int, players: int, games: int, sets: list[str] | None) -> tuple[int, Counter]:
    """(decisions, bytecodes executed per (file, function)) over `games` random games."""
    counts: Counter = Counter()

    def tracer(frame, event, arg):
        frame.f_trace_opcodes = True
        if event == "opcode":
            code = frame.f_code
            counts[(code.co_filename.rsplit("innovation/", 1)[-1], code.co_name)] += 1
        return tracer

    def play(seed: int) -> int:
        rng = random.Random(seed)
        g = new_game(players, seed=seed, edition=edition, expansions=sets)
        g.logging, g.playout = False, True
        n = 0
        while g.pending is not None:
            g.answer(random_answer(g.pending, rng))
            n += 1
        return n

    play(1_000_000)  # (imports and whatever a first game sets up: not counted)
    decisions = 0
    sys.settrace(tracer)
    try:
        for seed in range(games):
            decisions += play(seed)
    finally:
        sys.settrace(None)
    for key in [k for k in counts if k[0].endswith("opcount.py")]:
        del counts[key]  # (this script's own loop)
    return decisions, counts


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--edition", type=int, default=4, choices=(3, 4))
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--sets", default="figures",
                    help="the set(s) to compare with the base game, comma-separated")
    ap.add_argument("--top", type=int, default=40, help="how many functions to show")
    a = ap.parse_args()
    sets = a.sets.split(",")
    nb, base = count(a.edition, a.players, a.games, None)
    ns, other = count(a.edition, a.players, a.games, sets)
    print(f"bytecodes per decision: base {sum(base.values()) / nb:.0f}, "
          f"with {a.sets} {sum(other.values()) / ns:.0f} ({nb} and {ns} decisions)")
    rows = sorted(((other[k] / ns - base[k] / nb, base[k] / nb, other[k] / ns, k)
                   for k in set(base) | set(other)), key=lambda r: -abs(r[0]))
    for diff, b, s, (path, name) in rows[:a.top]:
        print(f"{diff:+8.1f}  {b:7.1f} -> {s:7.1f}  {name}  ({path})")


if __name__ == "__main__":
    main()
