"""Where a set's random games do more work than the base game's, function by function.

Plays the same random games as `innovation bench` (playouts, seeds 0..N-1) for two tables
and counts the Python bytecodes each function executes (sys.settrace with opcode events),
per decision. Unlike a sampling profiler the counts are exact and do not move with the
machine's load, so two versions of the code compare on a busy machine too; unlike
instruction counts (valgrind) they say which function the work is in. They do not weigh
what a bytecode costs (a call, a set union, a dict built): check a change with the bench.

    python scripts/opcount.py --edition 4 --players 2 --games 20 --sets figures
    python scripts/opcount.py --edition 3 --players 4 --games 12 --sets figures --top 60
    python scripts/opcount.py --edition 4 --games 20 --sets figures --cards

`--cards` also splits the set's bytecodes in two: those run while one of the set's card
functions is on the stack (the cards' own effects and karmas, with all they call: the
game's content) and the rest (the rules and their machinery).

The tracer slows a game down about 50 times.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter

from innovation.agents.random_agent import random_answer
from innovation.editions import new_game

CARDS = "(in the set's cards)"  # count() with `cards`: the bytecodes run under a card function


def count(edition: int, players: int, games: int, sets: list[str] | None,
          cards: bool = False) -> tuple[int, Counter]:
    """(decisions, bytecodes executed per (file, function)) over `games` random games; with
    `cards`, also their total while a function of the sets' card modules is on the stack."""
    counts: Counter = Counter()
    mine = tuple(f"/cards/e{edition}/{name}/" for name in sets or ())
    is_card: dict = {}  # code object -> is it one of the sets' card functions?
    depth = 0  # how many of those are on the stack (a coroutine's resumption is a call)

    def tracer(frame, event, arg):
        nonlocal depth
        code = frame.f_code
        if event == "opcode":
            counts[(code.co_filename.rsplit("innovation/", 1)[-1], code.co_name)] += 1
            if depth:
                counts[("", CARDS)] += 1
            return tracer
        if cards:
            card = is_card.get(code)
            if card is None:
                card = is_card[code] = any(m in code.co_filename for m in mine)
            if card:
                depth += 1 if event == "call" else -1 if event == "return" else 0
        frame.f_trace_opcodes = True
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


def split(counts: Counter) -> tuple[int, int]:
    """(bytecodes in the sets' cards, all bytecodes)."""
    inside = counts.get(("", CARDS), 0)
    return inside, sum(counts.values()) - inside


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--edition", type=int, default=4, choices=(3, 4))
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--sets", default="figures",
                    help="the set(s) to compare with the base game, comma-separated")
    ap.add_argument("--top", type=int, default=40, help="how many functions to show")
    ap.add_argument("--cards", action="store_true",
                    help="also tell how many of the set's bytecodes its cards' functions run")
    a = ap.parse_args()
    sets = a.sets.split(",")
    nb, base = count(a.edition, a.players, a.games, None)
    ns, other = count(a.edition, a.players, a.games, sets, a.cards)
    inside, total = split(other)
    print(f"bytecodes per decision: base {split(base)[1] / nb:.0f}, "
          f"with {a.sets} {total / ns:.0f} ({nb} and {ns} decisions)")
    if a.cards:
        print(f"  of which under the set's card functions (their effects and karmas, and all "
              f"they call): {inside / ns:.0f}")
    other.pop(("", CARDS), None)
    rows = sorted(((other[k] / ns - base[k] / nb, base[k] / nb, other[k] / ns, k)
                   for k in set(base) | set(other)), key=lambda r: -abs(r[0]))
    for diff, b, s, (path, name) in rows[:a.top]:
        print(f"{diff:+8.1f}  {b:7.1f} -> {s:7.1f}  {name}  ({path})")


if __name__ == "__main__":
    main()
