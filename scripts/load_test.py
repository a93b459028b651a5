#!/usr/bin/env python3
"""Load test of `innovation serve`, on loopback only.

Starts a server (or targets one on this machine with --url and --db), creates N games
whose seats are all played by this script as random-answer clients over HTTP and
websockets, so the server does all the validation, storage and broadcasting. Reports
decisions per second and answer round-trip latency percentiles, then checks that every
game is intact in the database: replaying its stored answers gives exactly the state the
server reports to each seat. Bounded by --seconds; exits 1 if a check fails.

    python scripts/load_test.py --games 50 --players 2 --seconds 120
    python scripts/load_test.py --games 50 --pace 2          # a human pace: an answer per game every 2 s
    python scripts/load_test.py --games 50 --spectators 1000 # 1,000 idle spectators on the first game

The server it starts gets per-client limits high enough for one address to open all
these connections (docs/deploying.md).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import ipaddress
import itertools
import json
import os
import random
import re
import select
import socket
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlparse

import httpx
import websockets

try:
    import sniffio  # noqa: F401
except ImportError:  # httpcore tries this import on every request: make the miss instant
    sys.modules["sniffio"] = None  # type: ignore[assignment]

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from innovation.editions import restore  # noqa: E402
from innovation.server.db import Store  # noqa: E402
from innovation.server.messages import state_message  # noqa: E402


@dataclass
class Stats:
    latencies: list[float] = field(default_factory=list)  # seconds per accepted answer round trip
    answered: int = 0
    refused: int = 0  # 422: a random pick broke a rule the options do not show; retried
    stale: int = 0  # 409
    resent: int = 0  # answers sent again after a connection error
    errors: list[str] = field(default_factory=list)
    messages: int = 0
    finished: set[str] = field(default_factory=set)
    first: float = 0.0
    last: float = 0.0


def loopback_only(url: str) -> None:
    host = urlparse(url).hostname or ""
    for info in socket.getaddrinfo(host, None):
        if not ipaddress.ip_address(info[4][0]).is_loopback:
            sys.exit(f"refusing {url}: the load test only targets this machine (loopback)")


def start_server(db: str) -> tuple[subprocess.Popen, str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen([sys.executable, "-m", "innovation.cli", "serve", "--host", "127.0.0.1",
                             "--port", "0", "--db", db, "--max-connections-per-client", "0",
                             "--create-burst", "10000", "--max-spectators", "100000"],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    assert proc.stdout is not None
    end = time.monotonic() + 60
    line = ""
    while "http://" not in line:
        ready, _, _ = select.select([proc.stdout], [], [], max(0.0, end - time.monotonic()))
        if not ready or proc.poll() is not None:
            proc.kill()
            sys.exit(f"the server did not start: {line}")
        line = proc.stdout.readline()
    m = re.search(r"http://[\d.:]+", line)
    assert m is not None
    # echo what the server says later (errors) without ever letting its pipe fill up
    threading.Thread(target=lambda: [print(f"server: {x}", end="") for x in proc.stdout or ()],
                     daemon=True).start()
    return proc, m.group(0)


def candidates(d: dict, rng: random.Random):
    n, lo, hi = len(d["options"]), d["min"], d["max"]
    for _ in range(30):
        yield rng.sample(range(n), rng.randint(lo, hi))
    for k in range(lo, hi + 1):
        for combo in itertools.combinations(range(n), k):
            yield list(combo)


async def seat_client(http: httpx.AsyncClient, ws_base: str, gid: str, token: str, rng: random.Random,
                      stats: Stats, deadline: float, pace: float = 0.0) -> None:
    """One player: wait for a state with a decision for this seat, answer it at random."""
    async with websockets.connect(f"{ws_base}/ws/games/{gid}?token={token}", max_size=None) as ws:
        done = -1
        while (left := deadline - time.monotonic()) > 0:
            try:
                msg = json.loads(await asyncio.wait_for(ws.recv(), timeout=left))
            except TimeoutError:
                return
            stats.messages += 1
            if msg["status"] == "over":
                stats.finished.add(gid)
                return
            d = msg["decision"]
            if d is None or d["seq"] <= done:
                continue
            if pace:  # a human thinks: one answer per game every `pace` seconds on average
                await asyncio.sleep(rng.uniform(0.5, 1.5) * pace)  # (not all games in step)
            for picks in candidates(d, rng):
                t0 = time.perf_counter()
                body = {"token": token, "seq": d["seq"], "answer": picks}
                for attempt in range(3):
                    try:
                        r = await http.post(f"/api/games/{gid}/answer", json=body)
                        break
                    except httpx.TransportError as exc:
                        # a kept-alive connection closed under us: resending is safe, as the
                        # seq makes a second copy of an answer that did land a 409
                        stats.resent += 1
                        if attempt == 2:
                            stats.errors.append(f"{gid} seq {d['seq']}: {exc!r}")
                            return
                t1 = time.perf_counter()
                if r.status_code == 200:
                    stats.latencies.append(t1 - t0)
                    stats.answered += 1
                    stats.first = stats.first or t0
                    stats.last = t1
                    break
                if r.status_code == 422:
                    stats.refused += 1
                    continue
                if r.status_code == 409:
                    stats.stale += 1
                else:
                    stats.errors.append(f"{gid} seq {d['seq']}: {r.status_code} {r.text[:200]}")
                break
            done = d["seq"]


async def _drain(ws) -> None:
    """An idle spectator: reads what it is sent, says nothing."""
    with contextlib.suppress(Exception):
        async for _ in ws:
            pass


def cpu_seconds(pid: int) -> float | None:
    """User + system CPU time of a process (Linux), to report the server's cost per decision
    apart from this client's and anything else running on the machine."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


def percentile(values: list[float], p: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(round(p / 100 * (len(s) - 1))))] if s else float("nan")


async def run(args: argparse.Namespace, base: str) -> tuple[Stats, dict[str, list[str]]]:
    stats = Stats()
    rng = random.Random(args.seed)
    async with contextlib.AsyncExitStack() as stack:
        http = await stack.enter_async_context(httpx.AsyncClient(base_url=base, timeout=60))
        games: dict[str, list[str]] = {}
        spectators: dict[str, str] = {}
        for i in range(args.games):
            body = {"edition": args.edition, "seed": args.seed + i,
                    "seats": [{"name": f"p{k}"} for k in range(args.players)]}
            r = await http.post("/api/games", json=body)
            r.raise_for_status()
            g = r.json()
            games[g["game"]] = [s["token"] for s in g["seats"]]
            spectators[g["game"]] = g["spectator_token"]
        deadline = time.monotonic() + args.seconds
        ws_base = base.replace("http://", "ws://")
        # a connection pool per game: httpcore scans a whole pool for each request
        pools = {gid: await stack.enter_async_context(httpx.AsyncClient(base_url=base, timeout=60))
                 for gid in games}
        watchers = []
        if args.spectators:
            first = next(iter(games))
            watchers = [await stack.enter_async_context(
                websockets.connect(f"{ws_base}/ws/games/{first}?token={spectators[first]}", max_size=None))
                for _ in range(args.spectators)]
            drains = [asyncio.create_task(_drain(w)) for w in watchers]
        await asyncio.gather(*(seat_client(pools[gid], ws_base, gid, t, random.Random(rng.random()), stats,
                                           deadline, args.pace) for gid, toks in games.items() for t in toks))
        if watchers:
            for task in drains:
                task.cancel()
        reported = {}
        for gid, toks in games.items():
            reported[gid] = [(await http.get(f"/api/games/{gid}/state", params={"token": t})).json()
                             for t in toks]
    return stats, {gid: reported[gid] for gid in games}


def verify(db_url: str, reported: dict) -> list[str]:
    """Replay each game from the database and compare with what the server reported."""
    store = Store(db_url)
    problems = []
    try:
        for gid, msgs in reported.items():
            stored = store.load(gid)
            if stored is None:
                problems.append(f"{gid}: not in the database")
                continue
            g = restore(stored.record(), track_history=True)
            for seat, msg in enumerate(msgs):
                want = state_message(gid, g, seat, msg["seats"])
                if json.loads(json.dumps(want)) != msg:
                    problems.append(f"{gid} seat {seat}: the server reports seq {msg['seq']}, "
                                    f"the database replays to seq {want['seq']} with a different state")
            if (stored.status == "over") != (g.pending is None):
                problems.append(f"{gid}: stored status {stored.status!r} disagrees with the replay")
    finally:
        store.close()
    return problems


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--games", type=int, default=50)
    p.add_argument("--players", type=int, default=2, choices=[2, 3, 4])
    p.add_argument("--edition", type=int, default=4, choices=[3, 4])
    p.add_argument("--seconds", type=float, default=120, help="stop the clients after this long")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--pace", type=float, default=0.0, help="seconds each seat waits before answering")
    p.add_argument("--spectators", type=int, default=0, help="idle spectator websockets on the first game")
    p.add_argument("--url", help="target a running server on this machine instead of starting one")
    p.add_argument("--db", help="its database (path or URL), to verify the stored games")
    args = p.parse_args()
    from innovation.server.serve import raise_file_limit

    raise_file_limit()  # a thousand spectators are a thousand sockets here too
    if not 1 <= args.games <= 500 or not 0 < args.seconds <= 1800:
        sys.exit("--games 1..500 and --seconds up to 1800")
    proc = None
    tmp = tempfile.TemporaryDirectory(prefix="innovation-load-")
    if args.url:
        base = args.url.rstrip("/")
        db_url = args.db and (args.db if "://" in args.db else f"sqlite:///{Path(args.db).resolve()}")
    else:
        db = str(Path(tmp.name) / "load.db")
        proc, base = start_server(db)
        db_url = f"sqlite:///{db}"
    loopback_only(base)
    try:
        t0 = time.monotonic()
        cpu0 = cpu_seconds(proc.pid) if proc else None
        stats, reported = asyncio.run(run(args, base))
        wall = time.monotonic() - t0
        cpu1 = cpu_seconds(proc.pid) if proc else None
        mine = cpu_seconds(os.getpid())
        problems = verify(db_url, reported) if db_url else None
    finally:
        if proc is not None:
            proc.terminate()
            proc.wait(30)
        tmp.cleanup()
    busy = max(stats.last - stats.first, 1e-9)
    ms = [x * 1000 for x in stats.latencies]
    print(f"{args.games} games x {args.players} seats (edition {args.edition}), {wall:.1f}s wall, "
          f"{len(stats.finished)} finished")
    print(f"decisions answered: {stats.answered} in {busy:.1f}s = {stats.answered / busy:,.0f} decisions/s "
          f"(also refused at random 422: {stats.refused}, stale 409: {stats.stale}, resent: {stats.resent}, "
          f"websocket states received: {stats.messages})")
    if cpu0 is not None and cpu1 is not None and stats.answered:
        print(f"server CPU: {cpu1 - cpu0:.1f}s = {(cpu1 - cpu0) / stats.answered * 1000:.2f} ms per decision "
              f"(validation, storage, {stats.messages / stats.answered:.1f} state pushes); "
              f"this client's CPU: {mine or 0:.1f}s")
    print(f"answer round trip: p50 {percentile(ms, 50):.1f} ms, p95 {percentile(ms, 95):.1f} ms, "
          f"p99 {percentile(ms, 99):.1f} ms, max {max(ms, default=float('nan')):.1f} ms")
    for e in stats.errors[:10]:
        print(f"error: {e}")
    if problems is None:
        print("database not checked (give --db)")
    else:
        for x in problems[:10]:
            print(f"MISMATCH {x}")
        print(f"database check: {len(reported) - len({x.split()[0] for x in problems})}/{len(reported)} "
              f"games replay to the state the server reports")
    return 1 if stats.errors or problems else 0


if __name__ == "__main__":
    sys.exit(main())
