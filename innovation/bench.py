"""Benchmarks: random-playout throughput and the cost of cloning a position."""

from __future__ import annotations

import random
import statistics
import time

from .agents.random_agent import random_answer
from .editions import new_game


def compare(players: int, games: int, tables: list[list[str] | None], seed: int = 0,
            allow_missing: bool = False, edition: int = 4, options: dict | None = None,
            warmup: int = 30) -> list[dict]:
    """Random games of several tables (each a list of sets) in one run, played as a search
    plays its playouts (`Game.playout`: no action starts kept for clones), their games taken in
    turn (game k of each table, then game k + 1 ...): a machine that slows down or speeds
    up during the run (another process, the clock) weighs on every table alike, so their
    figures compare."""
    for k in range(warmup):
        for sets in tables:
            _game(players, seed + 1_000_000 + k, allow_missing, edition, options, sets)
    times: list[list[float]] = [[] for _ in tables]
    decisions = [0] * len(tables)
    for k in range(games):
        for i, sets in enumerate(tables):
            t, n = _game(players, seed + k, allow_missing, edition, options, sets)
            times[i].append(t)
            decisions[i] += n
    out = []
    for spent, n in zip(times, decisions, strict=True):
        total = sum(spent)
        out.append({"players": players, "games": games, "seconds": total,
                    "games_per_s": games / total, "decisions_per_s": n / total,
                    "decisions_per_game": n / games,
                    "median_game_ms": statistics.median(spent) * 1000})
    return out


def _game(players: int, seed: int, allow_missing: bool, edition: int, options: dict | None,
          sets: list[str] | None) -> tuple[float, int]:
    """One random game from its setup to its end: (seconds, decisions)."""
    rng = random.Random(seed)
    t0 = time.perf_counter()
    g = new_game(players, seed=seed, allow_missing=allow_missing, edition=edition,
                 options=options, expansions=sets)
    g.logging, g.playout = False, True
    n = 0
    while g.pending is not None:
        g.answer(random_answer(g.pending, rng))
        n += 1
    return time.perf_counter() - t0, n


def clone_cost(players: int, games: int, seed: int = 1000, allow_missing: bool = False,
               edition: int = 4, options: dict | None = None,
               expansions: list[str] | None = None) -> dict:
    """Median time to clone at decision points sampled along random games, and whether the
    cost grows with game length (first vs last third of the decisions)."""
    samples: list[tuple[int, float]] = []
    for k in range(games):
        rng = random.Random(seed + k)
        g = new_game(players, seed=seed + k, allow_missing=allow_missing, edition=edition,
                     options=options, expansions=expansions)
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


def search_speed(positions: int = 12, think: float = 1.0, seed: int = 2000,
                 edition: int = 4, samples: int = 200) -> dict:
    """ISMCTS on mid-game 2-player positions (decision 40-90 of random games, where the
    seat to move has a real choice): iterations per second with the search's early stop
    turned off, and the time to sample one determinization of the seat's observation."""
    from .agents.common import candidates
    from .agents.ismcts import IsmctsAgent
    from .observation import observe

    rates: list[float] = []
    sample_us: list[float] = []
    k = 0
    while len(rates) < positions:
        rng = random.Random(seed + k)
        g = new_game(2, seed=seed + k, edition=edition)
        g.logging = False
        stop = rng.randrange(40, 90)
        k += 1
        for _ in range(stop):
            if g.pending is None:
                break
            g.answer(random_answer(g.pending, rng))
        d = g.pending
        if d is None or len(candidates(d, rng, limit=12)) < 2:
            continue
        obs = observe(g, d.player)
        for _ in range(samples):
            t0 = time.perf_counter()
            obs.sample(rng)
            sample_us.append((time.perf_counter() - t0) * 1e6)
        bot = IsmctsAgent(seed + k, think=think, settle=2.0, indifference=-1.0)
        t0 = time.perf_counter()
        bot.choose(obs, obs.decision)
        rates.append(bot.last_iterations / (time.perf_counter() - t0))
    return {"positions": positions, "think": think,
            "iterations_per_s": statistics.median(rates), "slowest_per_s": min(rates),
            "sample_median_us": statistics.median(sample_us),
            "sample_p95_us": sorted(sample_us)[int(len(sample_us) * 0.95)]}


def env_speed(players: int = 2, seconds: float = 5.0, edition: int = 4, seed: int = 0,
              warmup: float = 0.5, expansions: list[str] | None = None) -> dict:
    """Steps per second of the PettingZoo environment (`innovation.env.env()`, wrappers
    included), each step observing the deciding agent (`last()`) and acting at random
    among the allowed actions, as a learning loop does; games restart until the time is up."""
    from .env import env as make_env

    e = make_env(players=players, edition=edition, sets=expansions)
    rng = random.Random(seed)

    def run(limit: float, game: int) -> tuple[int, int]:
        steps, games = 0, 0
        end = time.perf_counter() + limit
        while time.perf_counter() < end:
            e.reset(seed=seed + game + games)
            games += 1
            for _ in e.agent_iter():
                obs, _, term, trunc, _ = e.last()
                if term or trunc:
                    e.step(None)
                    continue
                e.step(rng.choice(obs["action_mask"].nonzero()[0].tolist()))
                steps += 1
        return steps, games

    run(warmup, 10_000)
    t0 = time.perf_counter()
    steps, games = run(seconds, 0)
    elapsed = time.perf_counter() - t0
    return {"players": players, "steps": steps, "games": games, "seconds": elapsed,
            "steps_per_s": steps / elapsed}


def net_speed(weights: str | None = None, edition: int = 4, games: int = 20, seed: int = 3000,
              hidden: int = 256, embed: int = 32) -> dict:
    """The learned evaluation's cost at decision points of random 2-player games: building
    the observation (`learn.data.features`) and the network's forward pass (numpy), each
    timed apart; and, when the file holds one, the linear evaluation beside the
    hand-written one it stands in for. Without a network, random weights of the default
    size stand in (the cost does not depend on the values)."""
    from .agents.evaluate import rewards
    from .env.encoding import Layout
    from .learn import net as netmod
    from .learn.data import features, table_options

    linear = None
    if weights:
        meta, n, linear = netmod.load_parts(weights)
        edition = int(meta["edition"])
    if not weights or n is None:  # (a file with the linear evaluation alone: time a network too)
        meta = netmod.make_meta(edition, hidden, embed, True)
        n = netmod.Net(meta, netmod.random_weights(meta))
    layout = Layout(edition, n.max_options)
    encode_us: list[float] = []
    forward_us: list[float] = []
    linear_us: list[float] = []
    hand_us: list[float] = []
    for k in range(games):
        rng = random.Random(seed + k)
        g = new_game(2, seed=seed + k, edition=edition)
        g.logging = False
        opts = table_options(g)
        while g.pending is not None:
            d = g.pending
            t0 = time.perf_counter()
            x = features(g, d.player, layout, opts)
            t1 = time.perf_counter()
            n.evaluate(x, min(len(d.options), n.max_options))
            t2 = time.perf_counter()
            encode_us.append((t1 - t0) * 1e6)
            forward_us.append((t2 - t1) * 1e6)
            if linear is not None:
                t0 = time.perf_counter()
                linear(g)
                t1 = time.perf_counter()
                rewards(g)
                linear_us.append((t1 - t0) * 1e6)
                hand_us.append((time.perf_counter() - t1) * 1e6)
            g.answer(random_answer(d, rng))
    total = sorted(a + b for a, b in zip(encode_us, forward_us, strict=True))
    return {"samples": len(total), "edition": edition, "hidden": n.W2.shape[0],
            "encode_median_us": statistics.median(encode_us),
            "forward_median_us": statistics.median(forward_us),
            "total_median_us": statistics.median(total),
            "total_p95_us": total[int(len(total) * 0.95)],
            **({"linear_median_us": statistics.median(linear_us),
                "hand_median_us": statistics.median(hand_us)} if linear_us else {})}
