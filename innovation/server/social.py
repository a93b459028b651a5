"""Playing together: table settings, chat, rematch and the move timer.

Table settings ride in the game's stored configuration under `table` (the engine reads
only players, edition, expansions and options): `bot_delay` (seconds a bot waits before
answering; 0 through the API, 1.5 in the lobby's form; a human may take back their last answer meanwhile) and
`move_timer` (hours a seat has for each decision, default off). They are given at
creation among the options (`{"options": {"bot_delay": 0}}`).

Chat is stored with the game (table `chat`), two streams: `players` (read by everyone)
and `spectators` (written and read by spectators only). Texts are plain (the client
escapes them), at most 300 characters, and a token may send 5 messages per 10 seconds.
"""

from __future__ import annotations

import asyncio
import secrets
import time
from collections import deque
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, Literal

from fastapi import FastAPI, Request
from pydantic import BaseModel, Field
from sqlalchemy import DateTime, ForeignKey, Integer, String, insert, select, update
from sqlalchemy.orm import Mapped, Session, mapped_column

from ..editions import restore
from .db import Base, GameRow, SeatRow, finish, now

if TYPE_CHECKING:
    from .hub import Hub, Room

TABLE_SETTINGS = {"bot_delay": 0.0, "move_timer": None}  # the lobby offers a 1.5 s pause
MAX_DELAY = 10.0
CHAT_MAX = 300
CHAT_KEEP = 200  # messages sent to clients, newest
RATE = (5, 10.0)  # messages per seconds, per token


class ChatRow(Base):
    __tablename__ = "chat"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    game_id: Mapped[str] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"), index=True)
    seat: Mapped[int | None] = mapped_column(Integer, nullable=True)
    name: Mapped[str] = mapped_column(String(64))
    stream: Mapped[str] = mapped_column(String(16))
    text: Mapped[str] = mapped_column(String(CHAT_MAX))
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True))


def split_settings(options: dict[str, Any]) -> dict[str, Any]:
    """Take the table settings out of the options; checked, with their defaults."""
    from .hub import ApiError

    out = dict(TABLE_SETTINGS)
    if "bot_delay" in options:
        v = options.pop("bot_delay")
        if not isinstance(v, int | float) or isinstance(v, bool) or not 0 <= v <= MAX_DELAY:
            raise ApiError(400, f"bot_delay: seconds from 0 to {MAX_DELAY:g}")
        out["bot_delay"] = float(v)
    if "move_timer" in options:
        v = options.pop("move_timer")
        if v is not None and (not isinstance(v, int | float) or isinstance(v, bool) or not 0 < v <= 24 * 30):
            raise ApiError(400, "move_timer: hours per decision, above 0 and at most 720, or null")
        out["move_timer"] = v
    return out


def settings(room: Room) -> dict[str, Any]:
    return {**TABLE_SETTINGS, **room.stored.config.get("table", {})}


def check_names(names: list[str]) -> None:
    from .hub import ApiError

    seen = set()
    for n in names:
        if n.casefold() in seen:
            raise ApiError(400, f"player names must be different: two seats are called {n!r}")
        seen.add(n.casefold())


def load_chat(s: Session, game_id: str) -> list[dict[str, Any]]:
    rows = s.scalars(select(ChatRow).where(ChatRow.game_id == game_id).order_by(ChatRow.id.desc())
                     .limit(CHAT_KEEP * 2))
    return [_msg(r.seat, r.name, r.stream, r.text, r.created) for r in reversed(list(rows))]


def last_move(s: Session, game_id: str) -> float | None:
    """When the game's last answer was stored (the move timer of a resumed game runs from it)."""
    from sqlalchemy import func

    from .db import MoveRow

    t = s.scalar(select(func.max(MoveRow.created)).where(MoveRow.game_id == game_id))
    if t is None:
        t = s.scalar(select(GameRow.created).where(GameRow.id == game_id))
    if t is None:
        return None
    return (t if t.tzinfo else t.replace(tzinfo=UTC)).timestamp()


def _msg(seat: int | None, name: str, stream: str, text: str, t: datetime) -> dict[str, Any]:
    return {"seat": seat, "name": name, "stream": stream, "text": text,
            "at": (t if t.tzinfo else t.replace(tzinfo=UTC)).isoformat()}


def chat_for(room: Room, seat: int | None) -> list[dict[str, Any]]:
    log = getattr(room, "chat", [])
    return [m for m in log if m["stream"] == "players" or seat is None][-CHAT_KEEP:]


def clock(room: Room) -> dict[str, Any] | None:
    """The move timer: who must answer, since when, and the limit (seconds)."""
    hours = settings(room).get("move_timer")
    d = room.game.pending
    if not hours or d is None:
        return None
    since = getattr(room, "since", None) or time.time()
    return {"seat": d.player, "since": since, "limit": hours * 3600,
            "expired": time.time() - since > hours * 3600}


class ChatBody(BaseModel):
    token: str = Field(max_length=100)
    text: str = Field(min_length=1, max_length=CHAT_MAX)


class TokenBody(BaseModel):
    token: str = Field(max_length=100)


class NameBody(BaseModel):
    token: str = Field(max_length=100)
    name: str = Field(min_length=1, max_length=40)


class TimeoutBody(BaseModel):
    token: str = Field(max_length=100)
    action: Literal["bot", "win"] = "bot"
    bot: str = Field("greedy", max_length=40)


_sent: dict[str, deque[float]] = {}


def _rate_ok(token: str) -> bool:
    q = _sent.setdefault(token, deque())
    t = time.monotonic()
    while q and t - q[0] > RATE[1]:
        q.popleft()
    if len(q) >= RATE[0]:
        return False
    q.append(t)
    if len(_sent) > 10000:
        _sent.clear()
    return True


def add_routes(app: FastAPI) -> None:
    from .hub import ApiError, check_bot, token_hash

    def hub_of(request: Request) -> Hub:
        return request.app.state.hub

    @app.post("/api/games/{game_id}/chat")
    async def chat(game_id: str, body: ChatBody, request: Request) -> dict[str, Any]:
        hub = hub_of(request)
        room = await hub.get(game_id)
        seat = room.seat_of(body.token)
        text = "".join(ch for ch in body.text if ch.isprintable() or ch == " ").strip()
        if not text:
            raise ApiError(400, "an empty message")
        if not _rate_ok(token_hash(body.token)):
            raise ApiError(429, f"slow down: at most {RATE[0]} messages per {RATE[1]:g} seconds")
        name = "spectator" if seat is None else room.stored.seats[seat].name
        stream = "spectators" if seat is None else "players"
        t = now()

        def op(s: Session) -> None:
            s.execute(insert(ChatRow).values(game_id=room.id, seat=seat, name=name, stream=stream, text=text,
                                             created=t))
        await hub.write(op)
        room.chat = [*getattr(room, "chat", []), _msg(seat, name, stream, text, t)][-CHAT_KEEP * 2:]
        room.changed()
        return {"ok": True}

    @app.post("/api/games/{game_id}/name")
    async def rename(game_id: str, body: NameBody, request: Request) -> dict[str, Any]:
        """A seat chooses its name (an invited player names themselves): the game is
        rebuilt from its answers with the new name, so the log reads it everywhere."""
        hub = hub_of(request)
        room = await hub.get(game_id)
        seat = room.player_of(body.token)
        name = " ".join(body.name.split())
        if not name or not name.isprintable():
            raise ApiError(400, "a name needs letters")
        async with room.lock:
            if room.over:
                raise ApiError(409, "the game is over")
            names = list(room.stored.config["players"])
            names[seat] = name
            check_names(names)
            cfg = {**room.stored.config, "players": names}
            try:
                game = await asyncio.to_thread(restore, {"config": cfg, "seed": room.stored.seed,
                                                                  "answers": list(room.game.answers)}, True)
            except ValueError as exc:
                raise ApiError(400, str(exc)) from None

            def op(s: Session) -> None:
                s.execute(update(GameRow).where(GameRow.id == room.id).values(config=cfg))
                s.execute(update(SeatRow).where(SeatRow.game_id == room.id, SeatRow.seat == seat)
                          .values(name=name))
            await hub.write(op)
            room.stored.config = cfg
            room.stored.seats[seat].name = name
            room.game = game
            room.changed()
        hub.kick(room)
        return {"seat": seat, "name": name}

    @app.post("/api/games/{game_id}/rematch")
    async def rematch(game_id: str, body: TokenBody, request: Request) -> dict[str, Any]:
        """Same seats, a new game: the first call creates it; every seat's call (the
        creator's included) hands that seat a fresh token of the new game."""
        hub = hub_of(request)
        room = await hub.get(game_id)
        seat = room.player_of(body.token)
        async with room.lock:
            new_id = room.stored.config.get("table", {}).get("rematch")
            if new_id is None:
                cfg = room.stored.config
                opts = {**cfg.get("options", {}), **{k: v for k, v in settings(room).items()
                                                     if k in TABLE_SETTINGS}}
                seats = [{"name": s.name, "kind": s.kind, "bot": s.bot} for s in room.stored.seats]
                new, _, _ = await hub.create(int(cfg.get("edition", 4)), seats, opts, None)
                new_id = new.id
                room.stored.config = {**cfg, "table": {**cfg.get("table", {}), "rematch": new_id}}
                stored_cfg = room.stored.config

                def link(s: Session) -> None:
                    s.execute(update(GameRow).where(GameRow.id == room.id).values(config=stored_cfg))
                await hub.write(link)
                room.changed()
        new = await hub.get(new_id)
        token = secrets.token_urlsafe(16)
        h = token_hash(token)
        old = new.stored.seats[seat].token_hash

        def claim(s: Session) -> None:
            s.execute(update(SeatRow).where(SeatRow.game_id == new.id, SeatRow.seat == seat)
                      .values(token_hash=h))
        await hub.write(claim)
        if old:
            new.tokens.pop(old, None)
        new.stored.seats[seat].token_hash = h
        new.tokens[h] = seat
        base = str(request.base_url).rstrip("/")
        return {"game": new.id, "seat": seat, "token": token, "url": f"{base}/play/{new.id}?token={token}"}

    @app.post("/api/games/{game_id}/timeout")
    async def timeout(game_id: str, body: TimeoutBody, request: Request) -> dict[str, Any]:
        """The move timer ran out: another seat lets a bot take the late seat, or claims
        the win (the game ends; every seat but the late one wins)."""
        hub = hub_of(request)
        room = await hub.get(game_id)
        seat = room.player_of(body.token)
        c = clock(room)
        if c is None or not c["expired"]:
            raise ApiError(409, "no move timer has run out")
        late = c["seat"]
        if late == seat or late in room.bots:
            raise ApiError(409, "only another player may hand a late seat to a bot")
        if body.action == "win":
            g = room.game
            late_name = g.names[late]
            if g.config.options.get("teams"):
                teams = g.config.options["teams"]
                team = teams[late] if isinstance(teams, list) else None
                winners = [n for i, n in enumerate(g.names) if team is None or teams[i] != team]
            else:
                winners = [n for i, n in enumerate(g.names) if i != late]
            reason = f"{late_name} ran out of time"
            async with room.lock:
                if room.over:
                    raise ApiError(409, "the game is over")
                await hub.write(finish(room.id, g.state.turn + 1, winners, reason))
                room.ended = (winners, reason)
                room.stored.status = "over"
                room.changed()
            return {"seat": late, "winners": winners}
        try:
            spec = check_bot(body.bot)
        except ValueError as exc:
            raise ApiError(400, str(exc)) from None

        def op(s: Session) -> None:
            s.execute(update(SeatRow).where(SeatRow.game_id == room.id, SeatRow.seat == late)
                      .values(kind="bot", bot=spec))
        await hub.write(op)
        from ..agents.base import make_agent

        room.stored.seats[late].kind, room.stored.seats[late].bot = "bot", spec
        room.bots[late] = make_agent(spec, (room.stored.seed + late) % 2**32)
        room.changed()
        hub.kick(room)
        return {"seat": late, "bot": spec}

