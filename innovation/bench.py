"""Benchmarks: random-playout throughput and the cost of cloning a position."""

from __future__ import annotations

import random
import statistics
import time

from .agents.random_agent import random_answer
from .editions import new_game


def playouts(players: int, games: int, seed: int = 0, allow_missing: bool = False,
             edition: int = 4, options: dict | None = None, warmup: int = 30) -> dict:
    """Random games; the first `warmup` games are not timed (Python's adaptive
    interpreter and the CPU caches need a moment)."""
    if warmup:
        playouts(players, warmup, seed + 1_000_000, allow_missing, edition, options, warmup=0)
    times: list[float] = []
    decisions = 0
    for k in range(games):
        rng = random.Random(seed + k)
        t0 = time.perf_counter()
        g = new_game(players, seed=seed + k, allow_missing=allow_missing, edition=edition,
                     options=options)
        g.logging = False
        n = 0
        while g.pending is not None:
            g.answer(random_answer(g.pending, rng))
            n += 1
        times.append(time.perf_counter() - t0)
        decisions += n
    total = sum(times)
    return {"players": players, "games": games, "seconds": total,
            "games_per_s": games / total, "decisions_per_s": decisions / total,
            "decisions_per_game": decisions / games,
            "median_game_ms": statistics.median(times) * 1000}


def clone_cost(players: int, games: int, seed: int = 1000, allow_missing: bool = False,
               edition: int = 4, options: dict | None = None) -> dict:
    """Median time to clone at decision points sampled along random games, and whether the
    cost grows with game length (first vs last third of the decisions)."""
    samples: list[tuple[int, float]] = []
    for k in range(games):
        rng = random.Random(seed + k)
        g = new_game(players, seed=seed + k, allow_missing=allow_missing, edition=edition,
                     options=options)
        g.logging = False
        n = 0
        while g.pending is not None:
            if n % 3 == 0:
                t0 = time.perf_counter()
                g.clone()
                samples.append((n, time.perf_counter() - t0))
            g.answer(random_answer(g.pending, rng))
            n += 1
    samples.sort()
    third = max(1, len(samples) // 3)
    early = statistics.median(t for _, t in samples[:third]) * 1e6
    late = statistics.median(t for _, t in samples[-third:]) * 1e6
    return {"players": players, "samples": len(samples),
            "median_us": statistics.median(t for _, t in samples) * 1e6,
            "early_median_us": early, "late_median_us": late}
