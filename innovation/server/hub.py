"""Live games: one `Room` per game in memory, the database as the source of truth.

Every change to a game goes through its room's lock: validate against the pending
decision and the expected seq, commit the answer to the database, apply it, then tell
the connections. A server restarted at any moment rebuilds each unfinished game by
replaying its stored answers, so what was acknowledged is never lost.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import secrets
from collections.abc import Callable, Coroutine
from datetime import timedelta
from typing import Any, TypeVar

from ..agents.random_agent import random_answer
from ..editions import new_game, restore
from ..preview import preview
from ..rules.decision import IllegalAnswer
from ..rules.engine import Game, RecordVersionError
from . import db
from .botpool import BotPool
from .cluster import Cluster, is_postgres, notify_op
from .db import SeatInfo, StaleWrite, Store, StoredGame, Writer, now
from .dblock import ServerLock
from .limits import RateLimiter, check_options
from .messages import state_message, undo_count
from .replays import ReplayCache
from .room import (  # noqa: F401 - the names the app and tests import from here
    KEEP_FINISHED,
    MAX_ITERATIONS,
    MAX_THINK_SECONDS,
    PRESENCE_DELAY,
    ApiError,
    Conn,
    Room,
    catalogue_text,
    check_bot,
    token_hash,
)
from .security import bot_seed, choose_seed, clean_name
from .settings import Settings
from .social import check_names, last_move, load_chat, settings, split_settings

log = logging.getLogger("innovation.server")
T = TypeVar("T")


def _with_notify(op: db.Op, game_id: str) -> db.Op:
    def both(s: Any) -> None:
        op(s)
        notify_op(game_id)(s)
    return both


def _result(g: Game) -> tuple[int, list[str], str]:
    s = g.state
    return s.turn + 1, [g.names[p] for p in s.winners or []], s.end_reason or ""


class Hub:
    def __init__(self, store: Store, settings: Settings | None = None):
        self.settings = settings = settings or Settings()
        self.secret = settings.secret.encode() or secrets.token_bytes(32)
        self.store = store
        self.lock = ServerLock(store.url)
        self.rooms: dict[str, Room] = {}
        self._loading: dict[str, asyncio.Future[Room | None]] = {}
        self._writes: set[asyncio.Task] = set()  # answers and undos under way (finished before stopping)
        self._closing = False
        self.writer = Writer(store.engine)
        self.replays = ReplayCache()
        self.creations = RateLimiter(settings.create_per_hour, settings.create_burst)
        self.bot_tables: dict[str, set[str]] = {}  # client -> its games without a human seat
        self.botpool = BotPool(settings.bot_workers)
        self.cluster: Cluster | None = None
        if is_postgres(store.url):
            self.cluster = Cluster(self, store.url, settings.advertise_url or "http://127.0.0.1")

    async def read(self, fn: Callable[..., T], *args: Any) -> T:
        return await asyncio.to_thread(fn, *args)

    async def write(self, op: db.Op) -> None:
        """Returns once the write is committed (grouped with others waiting: see Writer)."""
        await asyncio.wrap_future(self.writer.submit(op))

    async def check_database(self) -> str | None:
        """None when the database answers a query, else what went wrong."""
        try:
            await asyncio.wait_for(self.read(self.store.ping), 5)
        except Exception as exc:  # any failure is the answer
            return f"{type(exc).__name__}: {str(exc).splitlines()[0][:200] if str(exc) else ''}"
        return None

    async def _store(self, op: db.Op, what: str, game_id: str = "") -> None:
        """Commit a write, or refuse the request: nothing is acknowledged before it is stored.
        With other servers on the database, they hear of it in the same transaction."""
        if self.cluster and game_id:
            op = _with_notify(op, game_id)
        try:
            await self.write(op)
        except StaleWrite as exc:
            raise ApiError(409, str(exc)) from None
        except Exception:
            log.exception("the database did not store the %s", what)
            raise ApiError(503, f"the database did not store the {what}; nothing changed, "
                                "try again") from None

    async def expire(self) -> int:
        """Delete the games nobody moved in within `expire_days` of their creation."""
        cutoff = now() - timedelta(days=self.settings.expire_days)
        gone = await self.read(self.store.expire_unplayed, cutoff)
        for gid in gone:
            room = self.rooms.pop(gid, None)
            if room is not None:
                room.changed()
        if gone:
            log.info("expired %d games with no move since their creation", len(gone))
        return len(gone)

    async def expire_forever(self, every: float = 3600.0) -> None:
        while True:
            await asyncio.sleep(every)
            try:
                await self.expire()
            except Exception:
                log.exception("expiring unplayed games failed")

    # ------------------------------------------------------------------ lifecycle
    async def start(self) -> int:
        """Migrate the schema and resume every unfinished game. Returns how many."""
        self.lock.acquire()  # DatabaseInUse: another server runs on this SQLite file
        await self.read(self.store.migrate)
        if self.cluster:
            await self.cluster.start()
        await self.expire()
        stored = await self.read(self.store.unfinished)
        for sg in stored:
            if self.cluster and not await self.cluster.claim(sg.id):
                continue  # another server runs it
            try:
                room = await self._open(sg)
            except RecordVersionError as exc:  # played under older rules: listed, not replayed
                log.warning("game %s is not resumed: %s", sg.id, exc)
                continue
            except Exception:  # one unreadable game must not keep the others down
                log.exception("game %s cannot be replayed; left as it is in the database", sg.id)
                continue
            self.rooms[sg.id] = room
            self.kick(room)
        return len(stored)

    async def stop(self) -> None:
        self._closing = True  # no new bot runs: a write finishing below would start one
        bots = [r.bot_task for r in self.rooms.values() if r.bot_task is not None]
        for task in bots:
            task.cancel()
        await asyncio.gather(*bots, *self._writes, return_exceptions=True)
        self.botpool.close()
        if self.cluster:
            await self.cluster.stop()
        await asyncio.to_thread(self.writer.close)
        self.store.close()
        self.lock.release()

    async def _open(self, sg: StoredGame) -> Room:
        game = await asyncio.to_thread(restore, sg.record(), True)
        room = Room(sg, game)
        room.chat, since = await self.read(self._chat, sg.id)
        room.since = since or room.since
        if sg.status == "over" and game.pending is not None:  # ended by its move timer
            room.ended = (sg.winners or [], sg.end_reason or "")
        if room.over and sg.status != "over":  # killed between the last answer and marking the end
            await self.write(db.finish(sg.id, *_result(game)))
            sg.status = "over"
        return room

    def _chat(self, game_id: str) -> tuple[list[dict[str, Any]], float | None]:
        from sqlalchemy.orm import Session

        with Session(self.store.engine) as s:
            return load_chat(s, game_id), last_move(s, game_id)

    async def get(self, game_id: str) -> Room:
        room = self.rooms.get(game_id)
        if room is not None:
            return room
        fut = self._loading.get(game_id)
        if fut is None:  # the first request loads it; others wait for the same load
            fut = asyncio.get_running_loop().create_future()
            self._loading[game_id] = fut
            try:
                sg = await self.read(self.store.load, game_id)
                try:
                    loaded = None if sg is None else await self._open(sg)
                except RecordVersionError as exc:
                    raise ApiError(410, str(exc)) from None
                if loaded is not None and self.cluster and sg is not None and sg.status != "over":
                    loaded.owned = await self.cluster.claim(game_id)
                    if loaded.owned:
                        self.kick(loaded)
                if loaded is not None:
                    self.rooms[game_id] = loaded
                    self._forget_finished()
                fut.set_result(loaded)
            except Exception as exc:
                fut.set_exception(exc)
            finally:
                del self._loading[game_id]
        found = await fut
        if found is None:
            raise ApiError(404, f"no game {game_id!r}")
        return found

    def _forget_finished(self) -> None:
        idle = [r for r in self.rooms.values() if r.over and not r.conns]
        for r in idle[:max(0, len(idle) - KEEP_FINISHED)]:
            del self.rooms[r.id]

    # ------------------------------------------------------------------ lobby
    def admit(self, client: str, seats: list[dict[str, Any]]) -> None:
        """Creation limits per client: a rate, and unfinished tables of bots alone."""
        wait = self.creations.take(client)
        if wait:
            raise ApiError(429, f"too many games created from your address; try again in {wait:.0f}s")
        if all(s["kind"] == "bot" for s in seats):
            mine = self.bot_tables.setdefault(client, set())
            mine.intersection_update(gid for gid in mine if gid in self.rooms and not self.rooms[gid].over)
            if len(mine) >= self.settings.max_bot_tables_per_client:
                raise ApiError(429, f"you already have {len(mine)} unfinished games of bots alone")

    async def create(self, edition: int, seats: list[dict[str, Any]], options: dict[str, Any],
                     seed: int | None, client: str = "", sets: list[str] | None = None
                     ) -> tuple[Room, list[str | None], str]:
        opts = dict(options) if isinstance(options, dict) else options
        table = split_settings(opts) if isinstance(opts, dict) else {}
        try:
            opts = check_options(opts)
        except ValueError as exc:
            raise ApiError(400, str(exc)) from None
        if client:
            self.admit(client, seats)
        names = [clean_name(s.get("name") or "") or f"Player {i + 1}" for i, s in enumerate(seats)]
        check_names(names)
        if len(seats) > 4:  # the only way to seat 5 or 6 with the base set
            opts.setdefault("large_table", True)
        infos, tokens = [], []
        for i, (s, name) in enumerate(zip(seats, names, strict=True)):
            token = secrets.token_urlsafe(16) if s["kind"] == "human" else None
            bot = None
            if s["kind"] == "bot":
                try:
                    bot = check_bot(s.get("bot") or "greedy")
                except ValueError as exc:
                    raise ApiError(400, f"seat {i}: {exc}") from None
            tokens.append(token)
            infos.append(SeatInfo(i, name, s["kind"], bot, token and token_hash(token)))
        seeding = choose_seed(seed, sum(s["kind"] == "human" for s in seats), self.secret)
        try:
            game = new_game(names, seed=seeding.seed, edition=edition, options=opts, expansions=sets)
        except ValueError as exc:  # a set not implemented yet is refused here, by name
            raise ApiError(400, str(exc)) from None
        game.track_history()
        spectator = secrets.token_urlsafe(16)
        config = {**game.config.to_json(), "table": table}
        sg = StoredGame(secrets.token_urlsafe(9), config, seeding.seed, token_hash(spectator),
                        infos, now(), requested_seed=seeding.requested, fixed_seed=seeding.fixed)
        await self._store(db.create_game(sg), "game")
        if self.cluster:
            await self.cluster.claim(sg.id)
        room = Room(sg, game)
        self.rooms[sg.id] = room
        if client and all(s["kind"] == "bot" for s in seats):
            self.bot_tables.setdefault(client, set()).add(sg.id)
        self.kick(room)
        return room, tokens, spectator

    async def games_for(self, tokens: list[str]) -> list[dict[str, Any]]:
        found = await self.read(self.store.find_tokens, [token_hash(t) for t in tokens if t])
        rows = await self.read(self.store.summaries, sorted({g for g, _ in found}))
        out = []
        for game_id, seat in found:
            row = rows.get(game_id)
            if row is None:
                continue
            room = self.rooms.get(game_id)
            turn: int | None
            if room is not None:
                g = room.game
                status, turn = ("over" if room.over else "playing"), g.state.turn + 1
                to_move = None if g.pending is None else g.names[g.pending.player]
                mover = None if g.pending is None else g.pending.player
            else:
                status, turn, to_move, mover = row.status, row.turn, None, None
            out.append({"game": game_id, "seat": seat,
                        "name": None if seat is None else row.config["players"][seat],
                        "players": row.config["players"], "edition": row.config.get("edition", 4),
                        "status": status, "turn": turn, "to_move": to_move, "to_move_seat": mover,
                        "your_move": seat is not None and mover == seat,
                        "created": row.created.isoformat() if row.created.tzinfo
                        else row.created.isoformat() + "Z"})
        out.sort(key=lambda x: x["created"], reverse=True)
        return out

    # ------------------------------------------------------------------ play
    async def answer(self, room: Room, seat: int, seq: int, picks: Any, game: Game | None = None) -> int:
        # shielded: a client hanging up mid-request must not cancel between the commit
        # and applying the answer, which would leave memory behind the database
        return await self._shielded(self._answer(room, seat, seq, picks, game))

    async def _shielded(self, work: Coroutine[Any, Any, int]) -> int:
        task = asyncio.ensure_future(work)
        self._writes.add(task)
        task.add_done_callback(self._writes.discard)
        return await asyncio.shield(task)

    async def _answer(self, room: Room, seat: int, seq: int, picks: Any, game: Game | None) -> int:
        async with room.lock:
            g = room.game
            d = g.pending
            if d is None or room.ended is not None:
                raise ApiError(409, "the game is over")
            if seq != len(g.answers) or (game is not None and game is not g):
                raise ApiError(409, f"stale: the game is at seq {len(g.answers)}, not {seq}")
            if d.player != seat:
                raise ApiError(409, f"no decision of yours is pending: {g.names[d.player]} is deciding")
            try:
                idx = d.validate(picks)
            except IllegalAnswer as exc:
                raise ApiError(422, str(exc)) from None
            await self._store(db.add_move(room.id, seq, seat, idx), "answer", room.id)
            try:
                g.answer(idx)
            except Exception:
                log.exception("game %s: the engine failed on answer %s at seq %d", room.id, idx, seq)
                await self.write(db.remove_move(room.id, seq))
                room.game = await asyncio.to_thread(restore, room.record(g.answers[:seq]), True)
                room.changed()
                raise ApiError(500, "the engine failed on this answer; it was not kept") from None
            if g.pending is None:
                await self.write(db.finish(room.id, *_result(g)))
                room.stored.status = "over"
                self._forget_finished()
            room.changed()
        self.kick(room)
        return seq + 1

    async def undo(self, room: Room, seat: int, seq: int) -> int:
        return await self._shielded(self._undo(room, seat, seq))

    async def _undo(self, room: Room, seat: int, seq: int) -> int:
        async with room.lock:
            g = room.game
            if room.over:
                raise ApiError(409, "the game is over")
            if seq != len(g.answers):
                raise ApiError(409, f"stale: the game is at seq {len(g.answers)}, not {seq}")
            if undo_count(g, seat) == 0 and not (room.pausing and g.undoable(seat)):
                raise ApiError(409, "nothing to take back: only your own last answers, while you are "
                               "deciding and before anything hidden was shown to you")
            await self._store(db.remove_move(room.id, seq - 1), "undo", room.id)
            room.game = await asyncio.to_thread(restore, room.record(g.answers[:-1]), True)
            room.changed()
        self.kick(room)
        return seq - 1

    def kick(self, room: Room) -> None:
        """Start the room's bot runner if a bot is to decide and none is running."""
        d = room.game.pending
        if self._closing or d is None or room.over or d.player not in room.bots or not room.owned:
            return
        if room.bot_task is None or room.bot_task.done():
            room.bot_task = asyncio.create_task(self._run_bots(room))

    async def _run_bots(self, room: Room) -> None:
        """Answer for bot seats until a human decides or the game ends; thinking runs in a
        worker process (botpool.py) so the event loop keeps serving everyone else."""
        rng = random.Random(bot_seed())
        failures = 0
        while failures < 3:
            g = room.game
            d = g.pending
            if d is None or room.over or d.player not in room.bots:
                return
            seat, seq = d.player, len(g.answers)
            delay = settings(room).get("bot_delay") or 0
            if delay and len(room.bots) < len(room.stored.seats) and not self._closing:
                room.pausing = True  # the human who answered last may take it back meanwhile
                room.changed()
                try:
                    await asyncio.sleep(delay)
                finally:
                    room.pausing = False
                if room.game is not g or len(g.answers) != seq:
                    continue  # taken back (or moved on) meanwhile
                room.changed()
            if room.bot_seconds >= self.settings.bot_seconds_per_game:
                picks = random_answer(d, rng)  # this game has had its share of thinking
            else:
                try:
                    picks, spent = await self.botpool.think(room.id, room.record(), seat, room.bots[seat],
                                                            bot_seed(), room.bots_only)
                    room.bot_seconds += spent
                except asyncio.CancelledError:
                    raise
                except Exception:
                    log.exception("game %s: bot %s failed; answering at random", room.id, g.names[seat])
                    picks = random_answer(d, rng)
            try:
                await self.answer(room, seat, seq, picks, game=g)
                failures = 0
            except ApiError as exc:  # 409: the game moved on meanwhile, look again
                if exc.status == 422:
                    log.error("game %s: bot %s gave an illegal answer (%s); answering at random",
                              room.id, g.names[seat], exc.message)
                    with contextlib.suppress(ApiError):
                        await self.answer(room, seat, seq, random_answer(d, rng), game=g)
                failures += exc.status != 409
        log.error("game %s: bots stopped after repeated failures", room.id)

    # ------------------------------------------------------------------ reading
    async def preview(self, room: Room, seat: int, card: str) -> dict[str, Any]:
        async with room.lock:  # the game neither moves nor is replaced while the thread reads it
            d = room.game.pending
            if d is None or d.player != seat or d.kind != "action":
                raise ApiError(409, "a preview is for the player about to choose an action")
            try:
                return await asyncio.to_thread(preview, room.game, seat, card)
            except ValueError as exc:
                raise ApiError(422, str(exc)) from None

    async def replay(self, room: Room, seat: int | None, step: int) -> str:
        """The replay message as JSON text (positions cached: see replays.py)."""
        answers = room.game.answers
        steps = len(answers)
        if not 0 <= step <= steps:
            raise ApiError(400, f"step must be 0 to {steps}")
        prefix = answers[:step]
        pos = self.replays.get(room.id, prefix)
        if pos is None:
            pos = self.replays.put(room.id, prefix, await asyncio.to_thread(restore, room.record(prefix)))

        def make(g: Game) -> dict[str, Any]:
            msg = state_message(room.id, g, seat, room.seats_json(), decision=False,
                                fixed_seed=room.stored.fixed_seed)
            msg["steps"] = steps
            return msg

        return pos.message((seat, steps, room.version), make)

    def record(self, room: Room) -> dict[str, Any]:
        return room.published()
