"""A game as the server holds it: its seats, connections and cached state messages."""

from __future__ import annotations

import asyncio
import hashlib
import json
import time
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from ..agents.base import NET_KIND, make_agent, net_options, parse_time
from ..rules.engine import Game
from .db import StoredGame
from .messages import catalogue, state_message
from .social import chat_for, clock, settings

MAX_THINK_SECONDS = 10.0  # a bot seat may not hold a game (and a worker thread) longer per decision
MAX_ITERATIONS = 20000
MAX_ROLLOUT = 16
KEEP_FINISHED = 256  # finished games kept in memory once loaded
PRESENCE_DELAY = 0.5  # seconds: seats coming and going are pushed together


class ApiError(Exception):
    def __init__(self, status: int, message: str):
        super().__init__(message)
        self.status = status
        self.message = message


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


@cache
def catalogue_text(edition: int) -> str:
    return json.dumps(catalogue(edition), separators=(",", ":"))


def check_bot(spec: str) -> str:
    """A bot spec `make_agent` accepts, with a bounded thinking budget."""
    spec = spec.strip().lower()
    kind, _, arg = spec.partition(":")
    if kind == NET_KIND:
        arg, _, rest = arg.partition(":")
        weights, options = net_options(spec, rest)
        if weights is not None:  # it must not open a file a visitor names
            raise ValueError(f"bot {spec!r}: the server plays only the shipped network")
        if options.get("rollout", 0) > MAX_ROLLOUT:  # (an iteration budget's cost grows with it)
            raise ValueError(f"bot {spec!r}: rollouts of at most {MAX_ROLLOUT} decisions")
    if kind in ("ismcts", NET_KIND) and arg:
        if arg.endswith("it"):
            if not arg[:-2].isdigit() or not 1 <= int(arg[:-2]) <= MAX_ITERATIONS:
                raise ValueError(f"bot {spec!r}: iterations must be 1 to {MAX_ITERATIONS}")
        elif not 0 < parse_time(arg) <= MAX_THINK_SECONDS:
            raise ValueError(f"bot {spec!r}: thinking time must be above 0, at most {MAX_THINK_SECONDS:g}s")
    make_agent(spec)  # raises ValueError for an unknown kind
    return spec


@dataclass(eq=False)
class Conn:
    """One websocket: pushes the newest state whenever `dirty` is set (a slow client skips
    intermediate states rather than queueing them)."""

    seat: int | None
    dirty: asyncio.Event = field(default_factory=asyncio.Event)
    first: bool = True


class Room:
    def __init__(self, stored: StoredGame, game: Game):
        self.id = stored.id
        self.stored = stored
        self.game = game
        self.lock = asyncio.Lock()
        self.version = 0
        self.conns: set[Conn] = set()
        # bot seat -> its spec; a bot is made with a fresh seed of its own for each decision
        # (never the game's seed: its answers must not reveal the deal)
        self.bots: dict[int, str] = {s.index: s.bot or "random" for s in stored.seats if s.kind == "bot"}
        self.bots_only = all(s.kind == "bot" for s in stored.seats)
        self.bot_seconds = 0.0  # thinking time spent on this game (capped per game)
        self.bot_task: asyncio.Task | None = None
        self.tokens: dict[str, int | None] = {s.token_hash: s.index for s in stored.seats if s.token_hash}
        self.tokens[stored.spectator_hash] = None
        # seat -> ((version, presence), state message, the same with the card texts or "")
        self.owned = True  # False: a read-only replica of a game another server runs (cluster.py)
        self._cache: dict[int | None, tuple[tuple[int, int], str, str]] = {}
        self.online: dict[int, int] = {}  # seat -> its open connections
        self.presence = 0  # bumped when a seat comes online or goes offline
        self._presence_push: asyncio.TimerHandle | None = None
        self.chat: list[dict[str, Any]] = []
        self._since_seq = self.seq
        self.since = time.time()  # when the pending decision was asked (the move timer)
        self.ended: tuple[list[str], str] | None = None  # (winners, reason): ended by its move timer
        self.pausing = False  # a bot waits before answering: the last human answer may be taken back

    @property
    def seq(self) -> int:
        return len(self.game.answers)

    @property
    def over(self) -> bool:
        return self.game.pending is None or self.ended is not None

    def seat_of(self, token: str) -> int | None:
        """The seat a token plays (None: a spectator). 403 for anything else."""
        seat = self.tokens.get(token_hash(token), -1) if token else -1
        if seat == -1:
            raise ApiError(403, "this token does not belong to this game")
        return seat

    def player_of(self, token: str) -> int:
        seat = self.seat_of(token)
        if seat is None:
            raise ApiError(403, "a spectator token cannot play")
        return seat

    def seats_json(self) -> list[dict[str, Any]]:
        online = self.online
        return [{"index": s.index, "name": s.name, "kind": s.kind, "bot": s.bot,
                 "connected": s.kind == "bot" or s.index in online} for s in self.stored.seats]

    def message_json(self, seat: int | None, cards: bool = False) -> str:
        """The state message for a seat (None: spectators), encoded once per change and
        audience however many connections it goes to."""
        key = (self.version, self.presence)
        hit = self._cache.get(seat)
        if hit is None or hit[0] != key:
            msg = state_message(self.id, self.game, seat, self.seats_json(),
                                fixed_seed=self.stored.fixed_seed)
            if self.pausing and seat is not None and not msg["undo"] and self.game.history:
                msg["undo"] = self.game.undoable(seat)  # during a bot's pause (table setting)
            msg.update(chat=chat_for(self, seat), clock=clock(self), table=settings(self))
            if self.ended is not None:  # ended by its move timer
                msg.update(status="over", decision=None, undo=0, clock=None)
                msg["view"].update(phase="over", winners=self.ended[0], end_reason=self.ended[1],
                                   decision=None)
            hit = (key, json.dumps(msg, separators=(",", ":")), "")
            self._cache[seat] = hit
        if not cards:
            return hit[1]
        if not hit[2]:
            hit = (key, hit[1], f'{hit[1][:-1]},"cards":{catalogue_text(self.game.config.edition)}}}')
            self._cache[seat] = hit
        return hit[2]

    def message_text(self, conn: Conn) -> str:
        first, conn.first = conn.first, False  # card texts for hover, once per connection
        return self.message_json(conn.seat, cards=first)

    def changed(self) -> None:
        self.version += 1
        if self.seq != self._since_seq:
            self.since, self._since_seq = time.time(), self.seq
        self._push_all()

    def _push_all(self) -> None:
        if self._presence_push is not None:
            self._presence_push.cancel()
            self._presence_push = None
        for c in self.conns:
            c.dirty.set()

    def join(self, conn: Conn) -> None:
        """A websocket opens: it gets the state at once; the others hear that its seat is
        online within PRESENCE_DELAY (reconnection storms cost one push, not one each)."""
        self.conns.add(conn)
        conn.dirty.set()
        if conn.seat is not None:
            n = self.online.get(conn.seat, 0)
            self.online[conn.seat] = n + 1
            if n == 0:
                self._presence_changed()

    def leave(self, conn: Conn) -> None:
        self.conns.discard(conn)
        if conn.seat is not None:
            n = self.online.get(conn.seat, 0) - 1
            if n > 0:
                self.online[conn.seat] = n
            else:
                self.online.pop(conn.seat, None)
                self._presence_changed()

    def _presence_changed(self) -> None:
        self.presence += 1
        if self._presence_push is None:
            self._presence_push = asyncio.get_running_loop().call_later(PRESENCE_DELAY, self._push_all)

    def record(self, answers: list[list[int]] | None = None) -> dict[str, Any]:
        return {"config": self.stored.config, "seed": self.stored.seed,
                "answers": list(self.game.answers) if answers is None else answers}

    def published(self) -> dict[str, Any]:
        """The record as anybody holding a token may read it: the seeds only once the game
        is over (the seed deals every hidden card)."""
        data = {"game": self.id, "status": "over" if self.over else "playing", **self.record(),
                "fixed_seed": self.stored.fixed_seed}
        if self.over:
            data["requested_seed"] = self.stored.requested_seed
        else:
            del data["seed"]
        return data
