"""Bots think in worker processes, off the event loop and apart from each other.

Jobs are queued in the server and handed to the workers only when one is free, so the
queue decides who goes next: games with a human seat first, tables of bots alone after
them, oldest request first within each; and tables of bots alone never hold more than
`workers - 1` workers at once (with two or more workers), so a game with a human never
waits behind them. Each game's total bot thinking time is capped by the hub (answers
past the cap are random, made in the server at once).

A worker rebuilds the position from the game's record (kept per game and advanced by the
new answers, so a decision costs the answers since the last one, not a full replay),
takes the bot seat's observation and asks a bot made with a fresh random seed.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import multiprocessing
import os
import threading
import time
from collections import OrderedDict
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

_games: OrderedDict[str, Any] = OrderedDict()  # in a worker: game id -> Game


def _position(game_id: str, record: dict[str, Any]) -> Any:
    from ..editions import restore

    answers = record["answers"]
    g = _games.get(game_id)
    if g is not None:
        done = len(g.answers)
        if done <= len(answers) and g.answers == answers[:done] and g.pending is not None:
            for a in answers[done:]:
                g.answer(a)
            _games.move_to_end(game_id)
            return g
    g = restore(record)
    g.logging = False
    _games[game_id] = g
    while len(_games) > 32:
        _games.popitem(last=False)
    return g


def think(game_id: str, record: dict[str, Any], seat: int, spec: str, seed: int) -> tuple[list[int], float]:
    """In a worker: the bot's answer for `seat` at the end of `record`, and the seconds it took."""
    from ..agents.base import make_agent
    from ..observation import observe

    start = time.perf_counter()
    g = _position(game_id, record)
    if g.pending is None or g.pending.player != seat:
        raise RuntimeError(f"game {game_id}: seat {seat} is not deciding in the record given")
    obs = observe(g, seat)
    assert obs.decision is not None
    picks = make_agent(spec, seed).choose(obs, obs.decision)
    return list(picks), time.perf_counter() - start


def _warm(server: int) -> None:
    """Import the engine and the bots once per worker, before the first job; and leave
    when the server is gone (even killed with -9: nothing else would stop a worker)."""
    from ..agents import greedy, ismcts, random_agent  # noqa: F401
    from ..editions import restore  # noqa: F401

    def watch() -> None:
        while True:
            time.sleep(1.0)
            try:
                os.kill(server, 0)
            except ProcessLookupError:
                os._exit(0)
            except PermissionError:
                pass

    threading.Thread(target=watch, name="innovation-bot-watch", daemon=True).start()


@dataclass(order=True)
class _Job:
    rank: tuple[int, int]  # (0 with a human at the table, else 1; arrival order)
    bots_only: bool = field(compare=False)
    args: tuple = field(compare=False)
    future: asyncio.Future = field(compare=False)


class BotPool:
    def __init__(self, workers: int):
        self.workers = max(1, workers)
        self.bots_only_cap = self.workers - 1 if self.workers > 1 else 1
        self._pool: ProcessPoolExecutor | None = None
        self._queue: list[_Job] = []
        self._busy = 0
        self._busy_bots_only = 0
        self._order = itertools.count()
        self._running: set[asyncio.Task] = set()
        self._lock = threading.Lock()
        self._closed = False

    def _executor(self) -> ProcessPoolExecutor:
        with self._lock:
            if self._closed:
                raise RuntimeError("the bot pool is closed")
            if self._pool is not None:
                return self._pool
            methods = multiprocessing.get_all_start_methods()
            ctx = multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")
            self._pool = ProcessPoolExecutor(self.workers, mp_context=ctx, initializer=_warm,
                                             initargs=(os.getpid(),))
            return self._pool

    async def think(self, game_id: str, record: dict[str, Any], seat: int, spec: str, seed: int,
                    bots_only: bool) -> tuple[list[int], float]:
        fut: asyncio.Future = asyncio.get_running_loop().create_future()
        job = _Job((1 if bots_only else 0, next(self._order)), bots_only,
                   (game_id, record, seat, spec, seed), fut)
        self._queue.append(job)
        self._dispatch()
        try:
            return await fut
        finally:
            if not fut.done():  # cancelled while queued: drop it
                with contextlib.suppress(ValueError):
                    self._queue.remove(job)

    def _dispatch(self) -> None:
        while self._busy < self.workers and self._queue:
            ready = [j for j in self._queue if not j.future.done()
                     and (not j.bots_only or self._busy_bots_only < self.bots_only_cap)]
            self._queue = [j for j in self._queue if not j.future.done()]
            if not ready:
                return
            job = min(ready)
            self._queue.remove(job)
            self._busy += 1
            self._busy_bots_only += job.bots_only
            task = asyncio.ensure_future(self._run(job))
            self._running.add(task)
            task.add_done_callback(self._running.discard)

    async def _run(self, job: _Job) -> None:
        try:
            # starting worker processes blocks: never on the event loop
            pool = self._pool or await asyncio.to_thread(self._executor)
            work = await asyncio.to_thread(pool.submit, think, *job.args)
            result = await asyncio.wrap_future(work)
            if not job.future.done():
                job.future.set_result(result)
        except BaseException as exc:
            if not job.future.done():
                if isinstance(exc, asyncio.CancelledError):
                    job.future.cancel()
                else:
                    job.future.set_exception(exc)
            if not isinstance(exc, Exception):
                raise
        finally:
            self._busy -= 1
            self._busy_bots_only -= job.bots_only
            self._dispatch()

    def close(self) -> None:
        with self._lock:
            self._closed = True
            pool, self._pool = self._pool, None
        for task in self._running:
            task.cancel()
        for job in self._queue:
            job.future.cancel()
        self._queue = []
        if pool is not None:
            processes = list(getattr(pool, "_processes", {}).values())
            pool.shutdown(wait=False, cancel_futures=True)
            for p in processes:  # a bot may think for seconds more: do not wait for it
                with contextlib.suppress(Exception):
                    p.terminate()
