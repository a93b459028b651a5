"""Several servers on one PostgreSQL database, behind a load balancer.

- Each game is run by one server at a time: the one holding the game's PostgreSQL
  advisory lock (taken on a connection kept open for the server's life, so a server that
  dies, even by `kill -9`, lets go of its games). The owner writes its address in
  `games.owner`.
- Another server that gets a request for the game keeps a read-only replica of it (state,
  replays, records and previews are served from it) and forwards answers and undos to the
  owner over HTTP, as they came.
- Every committed answer or undo sends `NOTIFY innovation_moves, '<game id>'` in its own
  transaction; each server LISTENs and brings its replicas up to date from the database,
  then pushes them to its websockets. No component besides PostgreSQL.
- When an owner is gone, the next answer forwarded to it fails: the server takes the lock
  and runs the game itself (from the database); a sweep every few seconds also takes over
  unfinished games nobody holds (tables of bots alone that nobody watches).
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import logging
import threading
from typing import TYPE_CHECKING, Any

from sqlalchemy import select, text, update
from sqlalchemy.engine import make_url
from sqlalchemy.orm import Session

from .db import GameRow, SeatRow

if TYPE_CHECKING:
    from .hub import Hub, Room

log = logging.getLogger("innovation.server")
CHANNEL = "innovation_moves"


def is_postgres(url: str) -> bool:
    return make_url(url).get_backend_name() == "postgresql"


def lock_key(game_id: str) -> int:
    return int.from_bytes(hashlib.sha256(game_id.encode()).digest()[:8], "big", signed=True)


def notify_op(game_id: str) -> Any:
    def op(s: Session) -> None:
        s.execute(text("SELECT pg_notify(:c, :g)"), {"c": CHANNEL, "g": game_id})
    return op


def _conninfo(url: str) -> str:
    u = make_url(url).set(drivername="postgresql")
    return u.render_as_string(hide_password=False)


class Cluster:
    def __init__(self, hub: Hub, url: str, advertise: str):
        self.hub = hub
        self.url = url
        self.advertise = advertise.rstrip("/")
        self._locks: Any = None  # psycopg connection holding this server's advisory locks
        self._guard = threading.Lock()
        self._listener: threading.Thread | None = None
        self._listen_conn: Any = None
        self._tasks: list[asyncio.Task] = []
        self._closing = False

    # ------------------------------------------------------------------ lifecycle
    async def start(self) -> None:
        import psycopg

        self._locks = await asyncio.to_thread(psycopg.connect, _conninfo(self.url), autocommit=True)
        self._listen_conn = await asyncio.to_thread(psycopg.connect, _conninfo(self.url), autocommit=True)
        await asyncio.to_thread(self._listen_conn.execute, f"LISTEN {CHANNEL}")
        loop = asyncio.get_running_loop()
        self._listener = threading.Thread(target=self._listen, args=(loop,), name="innovation-listen",
                                          daemon=True)
        self._listener.start()
        self._tasks.append(asyncio.create_task(self._sweep()))

    async def stop(self) -> None:
        self._closing = True
        for t in self._tasks:
            t.cancel()
        for conn in (self._listen_conn, self._locks):
            if conn is not None:
                with contextlib.suppress(Exception):
                    await asyncio.to_thread(conn.close)  # closing lets go of every game lock

    def _listen(self, loop: asyncio.AbstractEventLoop) -> None:
        try:
            for n in self._listen_conn.notifies():
                loop.call_soon_threadsafe(self._changed, n.payload)
        except Exception:
            if not self._closing:
                log.exception("listening for moves on other servers stopped")

    # ------------------------------------------------------------------ ownership
    def _try_lock(self, game_id: str) -> bool:
        with self._guard:
            row = self._locks.execute("SELECT pg_try_advisory_lock(%s)", (lock_key(game_id),)).fetchone()
            return bool(row and row[0])

    def _release(self, game_id: str) -> None:
        with self._guard:
            self._locks.execute("SELECT pg_advisory_unlock(%s)", (lock_key(game_id),))

    async def claim(self, game_id: str) -> bool:
        """Take the game if nobody runs it (True: this server runs it now)."""
        if not await asyncio.to_thread(self._try_lock, game_id):
            return False
        await self.hub.write(lambda s: s.execute(update(GameRow).where(GameRow.id == game_id)
                                                 .values(owner=self.advertise)))
        return True

    async def owner(self, game_id: str) -> str | None:
        def read() -> str | None:
            with Session(self.hub.store.engine) as s:
                return s.scalar(select(GameRow.owner).where(GameRow.id == game_id))
        return await asyncio.to_thread(read)

    # ------------------------------------------------------------------ replicas
    def _changed(self, game_id: str) -> None:
        room = self.hub.rooms.get(game_id)
        if room is not None and not room.owned:
            asyncio.ensure_future(self.refresh(room))

    async def refresh(self, room: Room) -> None:
        """Bring a replica up to the database's answers and push it to the websockets."""
        async with room.lock:
            sg = await self.hub.read(self.hub.store.load, room.id)
            if sg is None:
                return
            g = room.game
            answers = sg.answers
            done = len(g.answers)
            if answers[:done] == g.answers and len(answers) >= done:
                for a in answers[done:]:
                    g.answer(a)
            else:
                from ..editions import restore

                room.game = await asyncio.to_thread(restore, sg.record(), True)
            room.stored.status = sg.status
            room.changed()

    async def take_over(self, room: Room) -> bool:
        """Run a replica's game here if its owner is gone."""
        if room.owned:
            return True
        if not await self.claim(room.id):
            return False
        await self.refresh(room)
        room.owned = True
        log.warning("game %s: taken over (its server is gone)", room.id)
        self.hub.kick(room)
        return True

    async def _sweep(self, every: float = 3.0) -> None:
        while True:
            await asyncio.sleep(every)
            try:
                for room in [r for r in self.hub.rooms.values() if not r.owned and not r.over]:
                    await self.take_over(room)
                await self._adopt_orphans()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("taking over games failed")

    async def _adopt_orphans(self) -> None:
        """Unfinished games with a bot seat that nobody runs (their server died, and no
        player asked since): their bots need a server. Games with humans only are taken
        over when a player next asks."""
        def orphans() -> list[str]:
            with Session(self.hub.store.engine) as s:
                with_bots = (select(GameRow.id).distinct().join(SeatRow, SeatRow.game_id == GameRow.id)
                             .where(GameRow.status != "over", SeatRow.kind == "bot").limit(10_000))
                ids = list(s.scalars(with_bots))
            with self._guard:
                held = {(hi << 32 | lo) for hi, lo in self._locks.execute(
                    "SELECT classid::bigint, objid::bigint FROM pg_locks "
                    "WHERE locktype = 'advisory' AND objsubid = 1 AND granted").fetchall()}
            return [g for g in ids if lock_key(g) & 0xFFFFFFFFFFFFFFFF not in held]
        for gid in await asyncio.to_thread(orphans):
            if gid not in self.hub.rooms:
                with contextlib.suppress(Exception):
                    await self.hub.get(gid)  # claims it if still free, else keeps a replica

    # ------------------------------------------------------------------ forwarding
    async def forward(self, room: Room, path: str, body: dict[str, Any]) -> tuple[int, Any]:
        """Send a write to the game's owner; take the game over if the owner is gone."""
        import httpx

        for attempt in range(20):
            if room.owned or await self.take_over(room):
                return 0, None  # run it here
            where = await self.owner(room.id)
            if where and where != self.advertise:
                try:
                    async with httpx.AsyncClient(timeout=30) as client:
                        r = await client.post(where + path, content=json.dumps(body),
                                              headers={"content-type": "application/json"})
                    return r.status_code, r.json()
                except (httpx.TransportError, ValueError):
                    pass  # the owner is gone or going: its lock is released when it dies
            await asyncio.sleep(0.1 + 0.05 * attempt)
        return 503, {"error": "the server running this game does not answer; try again"}
