"""Running many independent jobs (games): here, in worker processes, or on a Ray cluster.

Ray is an optional extra (`pip install -e '.[ray]'`): it is imported only when a job runs
there, so nothing else needs it.
"""

from __future__ import annotations

import multiprocessing as mp
import os
from collections.abc import Callable, Iterator, Sequence
from typing import Any

RAY_EXTRA = "pip install -e '.[ray]'"


class RayMissing(ValueError):
    """`--ray` was given but ray is not installed."""


def check_ray() -> None:
    """Refuse `--ray` before anything starts when ray is not installed."""
    try:
        import ray  # noqa: F401
    except ImportError as exc:
        raise RayMissing(f"--ray needs the ray extra: {RAY_EXTRA} ({exc})") from None


def each_result(fn: Callable[[Any], Any], jobs: Sequence[Any], workers: int | None = None,
                ray_address: str | None = None) -> Iterator[Any]:
    """`fn(job)` for every job, in the order they finish: on the Ray cluster at `ray_address`
    when given, else in worker processes when there are several workers and jobs, else one
    after the other here."""
    if ray_address is not None:
        yield from _on_ray(fn, jobs, ray_address)
        return
    workers = workers or mp.cpu_count()
    if workers <= 1 or len(jobs) <= 1:
        for job in jobs:
            yield fn(job)
        return
    # spawn: a clean interpreter per worker, the same on every platform
    with mp.get_context("spawn").Pool(min(workers, len(jobs))) as pool:
        yield from pool.imap_unordered(fn, jobs)


def ray_runtime_env() -> dict:
    """The workers run this process's own `innovation` package, shipped by Ray (its
    `py_modules`): the same code as here, so the same seeds give the same games, and a node
    needs only Python, ray and the dependencies (numpy), not an install of the package."""
    import innovation

    return {"py_modules": [os.path.dirname(os.path.abspath(innovation.__file__))],
            "excludes": ["__pycache__", "*.pyc"]}


def _on_ray(fn: Callable[[Any], Any], jobs: Sequence[Any], address: str) -> Iterator[Any]:
    """Every job a Ray task; results as they finish. `address` is Ray's: "local" starts an
    instance here, "auto" joins the one running on this machine, "ray://host:10001" is a
    remote cluster's client port."""
    check_ray()
    import ray
    from ray.exceptions import RayTaskError

    # A connection the caller made (a test) is used as it is, and kept.
    ours = not ray.is_initialized()
    if ours:
        extra = {"include_dashboard": False} if address == "local" else {}
        # Ray ships local code only with the job (ray.init), not task by task.
        ray.init(address=address, runtime_env=ray_runtime_env(), logging_level="warning",
                 **extra)
    pending: list = []
    try:
        task = ray.remote(fn)
        pending = [task.remote(job) for job in jobs]
        while pending:
            ready, pending = ray.wait(pending, num_returns=1)
            try:
                result = ray.get(ready[0])
            except RayTaskError as exc:
                # the job's own exception, as the process pool raises it; the remote
                # traceback is in the chained Ray error
                cause = getattr(exc, "cause", None)
                if isinstance(cause, BaseException):
                    raise cause from exc
                raise
            yield result
    finally:
        for ref in pending:  # Ctrl-C or an error: stop the games still running or queued
            try:
                ray.cancel(ref, force=True)
            except Exception:  # noqa: BLE001 (already finished or gone: nothing to stop)
                pass
        if ours:
            ray.shutdown()  # stops an instance started here; leaves a cluster's running


RAY_HELP = ("play the games on a Ray cluster (the ray extra: " + RAY_EXTRA + "): 'local' "
            "starts an instance on this machine, 'auto' joins the one running here, "
            "'ray://HOST:10001' a remote cluster; --workers is refused with it (the "
            "cluster's CPUs run the games); docs/learning.md")


def check_ray_args(ray_address: str | None, workers: int | None) -> None:
    """The command line's `--ray`: refused with `--workers`, or when ray is not installed."""
    if ray_address is None:
        return
    if not ray_address.strip():
        raise ValueError("--ray needs an address: local, auto or ray://HOST:10001")
    if workers is not None:
        raise ValueError("--workers counts local processes: leave it out with --ray (the "
                         "cluster's CPUs run the games)")
    check_ray()
