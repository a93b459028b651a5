"""Running many independent jobs (games) in worker processes."""

from __future__ import annotations

import multiprocessing as mp
from collections.abc import Callable, Iterator, Sequence
from typing import Any


def each_result(fn: Callable[[Any], Any], jobs: Sequence[Any], workers: int | None = None) -> Iterator[Any]:
    """`fn(job)` for every job, in worker processes when there are several workers and jobs
    (results then come in the order they finish), else one after the other here."""
    workers = workers or mp.cpu_count()
    if workers <= 1 or len(jobs) <= 1:
        for job in jobs:
            yield fn(job)
        return
    # spawn: a clean interpreter per worker, the same on every platform
    with mp.get_context("spawn").Pool(min(workers, len(jobs))) as pool:
        yield from pool.imap_unordered(fn, jobs)
