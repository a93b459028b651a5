"""Write the golden game records replayed by tests/test_golden.py.

Each file holds random games of one edition and player count: the record (configuration,
seed, answers) and a hash of the final position. A change that alters how a base game goes
makes the test fail; when such a change is intended (it also raises RULES_VERSION), rewrite
the records with this script and say why in the commit:

    python scripts/golden_records.py            # all files
    python scripts/golden_records.py --games 5  # a quick look
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

from innovation.agents.random_agent import random_answer
from innovation.editions import new_game
from innovation.fuzz import position_hash

OUT = Path(__file__).resolve().parents[1] / "tests" / "golden"
TABLES = [(e, n) for e in (4, 3) for n in (2, 3, 4, 5, 6)]


def options_for(players: int) -> dict:
    return {"large_table": True} if players > 4 else {}


def play(edition: int, players: int, seed: int) -> dict:
    g = new_game(players, seed=seed, edition=edition, options=options_for(players))
    g.logging = False
    rng = random.Random(seed)
    while g.pending is not None:
        g.answer(random_answer(g.pending, rng))
    return {"record": g.to_json(), "hash": position_hash(g)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=50, help="games per edition and player count")
    args = ap.parse_args(argv)
    OUT.mkdir(exist_ok=True)
    for edition, players in TABLES:
        games = [play(edition, players, 1000 * players + k) for k in range(args.games)]
        path = OUT / f"e{edition}_{players}p.json"
        path.write_text(json.dumps(games, separators=(",", ":")) + "\n")
        print(f"{path.name}: {len(games)} games, {path.stat().st_size // 1024} KiB", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
