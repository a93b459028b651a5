"""Self-play: search bots play each other and every searched decision becomes a training row.

Budgets are iteration counts (`ismcts:200it`), so a game is a function of its seed: the
same run settings give the same files. Games run in worker processes or on a Ray cluster
and each is written here when it ends (`data.py`); a run started again in the same
directory skips the games already there.
"""

from __future__ import annotations

import random
import re
import time
from dataclasses import dataclass

from ..agents.base import load_agent
from ..editions import new_game
from ..env.encoding import Layout
from ..observation import observe
from ..workers import check_ray, each_result
from . import data


@dataclass
class Job:
    index: int
    lineup: tuple[str, ...]
    seed: int
    edition: int
    options: dict
    directory: str
    explore: int  # the first `explore` searched decisions pick in proportion to the visits
    max_decisions: int


@dataclass
class Done:
    index: int
    rows: int
    winners: list[int]
    seconds: float
    arrays: dict | None = None  # the game's data, written by the process that runs the games


def check_bot(spec: str) -> None:
    """Self-play needs a search with a budget in iterations (time budgets do not repeat)."""
    bot = load_agent(spec)
    if not hasattr(bot, "last_visits"):
        raise ValueError(f"bot {spec!r} is not a search bot (self-play records the search's "
                         "visits): use ismcts:200it or ismcts+net:200it")
    if not re.search(r":\d+it(:|$)", spec):
        raise ValueError(f"bot {spec!r}: give the budget in iterations (e.g. ismcts:200it) so "
                         "a seed reproduces the games")


def play_job(job: Job) -> Done:
    """Play the game and write it in `job.directory`."""
    done = play_game(job)
    data.write_game(job.directory, done.arrays)
    done.arrays = None
    return done


def play_game(job: Job) -> Done:
    """Play the game; its data comes back in `Done.arrays` (a cluster's worker may not see
    the run's directory, so the games are written where the run was started)."""
    t0 = time.perf_counter()
    bots = [load_agent(spec, seed=job.seed * 31 + i) for i, spec in enumerate(job.lineup)]
    g = new_game(len(job.lineup), seed=job.seed, edition=job.edition, options=job.options)
    g.logging = False
    layout = Layout(job.edition)
    options = data.table_options(g)
    record = data.GameRecord(job.index, job.seed, job.edition, list(job.lineup), layout)
    rng = random.Random(job.seed)
    n = 0
    while g.pending is not None and n < job.max_decisions:
        p = g.pending.player
        obs = observe(g, p)
        answer = bots[p].choose(obs, obs.decision)
        visits = bots[p].last_visits
        if visits:
            record.add(data.features(g, p, layout, options), p, n, visits,
                       getattr(bots[p], "last_value", None))
            if len(record.seats) <= job.explore:
                total = sum(v for _, v in visits)
                pick = rng.random() * total
                for a, v in visits:
                    pick -= v
                    if pick < 0:
                        answer = a
                        break
        g.answer(answer)
        n += 1
    winners = list(g.state.winners or [])
    result = [0.0] * g.n
    for w in winners:
        result[w] = 1.0 / len(winners)
    return Done(job.index, len(record.seats), winners, time.perf_counter() - t0,
                record.arrays(result, g.pending is None))


def schedule(bots: list[str], games: int, players: int, seed: int, edition: int, options: dict,
             directory: str, explore: int, max_decisions: int) -> list[Job]:
    """Game k seats the bots rotated by k (bots repeat when fewer than seats)."""
    jobs = []
    for k in range(games):
        lineup = tuple(bots[(k + i) % len(bots)] for i in range(players))
        jobs.append(Job(k, lineup, seed + k, edition, options, directory, explore, max_decisions))
    return jobs


def run_selfplay(bots: list[str], games: int, directory: str, players: int = 2, seed: int = 0,
                 edition: int = 4, options: dict | None = None, workers: int | None = None,
                 explore: int = 0, max_decisions: int = 1000, progress=None,
                 ray_address: str | None = None) -> list[Done]:
    """Play the games not yet in `directory` (on the Ray cluster at `ray_address` when
    given); returns the ones played now."""
    if ray_address is not None:
        check_ray()
    for spec in bots:
        check_bot(spec)
    new_game(players, edition=edition, options=options)  # refuse a bad table before starting
    data.write_meta(directory, {"version": data.VERSION, "bots": bots, "players": players,
                                "seed": seed, "edition": edition, "options": options or {},
                                "explore": explore, "max_decisions": max_decisions,
                                "games": games})
    have = data.done_games(directory)
    jobs = [j for j in schedule(bots, games, players, seed, edition, options or {}, directory,
                                explore, max_decisions) if j.index not in have]
    done: list[Done] = []
    finished = games - len(jobs)

    def record(d: Done) -> None:
        data.write_game(directory, d.arrays)
        d.arrays = None
        done.append(d)
        if progress:
            progress(finished + len(done), games, 0)

    for d in each_result(play_game, jobs, workers, ray_address):
        record(d)
    return done
