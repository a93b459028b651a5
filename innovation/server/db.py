"""Persistence: a game is its configuration, its seed and its answers, one row per answer.

SQLAlchemy 2.x over any database URL (SQLite by default, PostgreSQL through
DATABASE_URL); the schema is created and upgraded by the Alembic migrations shipped in
`migrations/`, run at startup. Writes are operations on a session, run by one `Writer`
thread with group commit; reads are short synchronous calls made off the event loop.
"""

from __future__ import annotations

import os
import queue
import threading
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    DateTime,
    ForeignKey,
    Integer,
    String,
    create_engine,
    delete,
    event,
    insert,
    select,
    update,
)
from sqlalchemy import false as sa_false
from sqlalchemy.engine import Engine, make_url
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column

MIGRATIONS = Path(__file__).resolve().parent / "migrations"


def now() -> datetime:
    return datetime.now(UTC)


class Base(DeclarativeBase):
    pass


class GameRow(Base):
    __tablename__ = "games"
    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    updated: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    config: Mapped[dict[str, Any]] = mapped_column(JSON)  # Config.to_json(): names, edition, options
    seed: Mapped[int] = mapped_column(BigInteger)  # the effective seed the game runs on
    requested_seed: Mapped[int | None] = mapped_column(BigInteger, nullable=True)
    fixed_seed: Mapped[bool] = mapped_column(Boolean, default=False, server_default=sa_false())
    spectator_hash: Mapped[str] = mapped_column(String(64), unique=True)
    status: Mapped[str] = mapped_column(String(16), index=True)  # playing | over
    moves: Mapped[int] = mapped_column(Integer, default=0)  # answers stored (= the next seq)
    turn: Mapped[int | None] = mapped_column(Integer, nullable=True)  # set when the game ends
    winners: Mapped[list[str] | None] = mapped_column(JSON, nullable=True)
    end_reason: Mapped[str | None] = mapped_column(String(64), nullable=True)
    owner: Mapped[str | None] = mapped_column(String(200), nullable=True)  # server running it (cluster.py)


class SeatRow(Base):
    __tablename__ = "seats"
    game_id: Mapped[str] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"), primary_key=True)
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(64))
    kind: Mapped[str] = mapped_column(String(8))  # human | bot
    bot: Mapped[str | None] = mapped_column(String(64), nullable=True)
    # only a hash is kept: whoever reads the database cannot take a seat
    token_hash: Mapped[str | None] = mapped_column(String(64), unique=True, nullable=True)


class MoveRow(Base):
    __tablename__ = "moves"
    game_id: Mapped[str] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"), primary_key=True)
    seq: Mapped[int] = mapped_column(Integer, primary_key=True)  # answers given before this one
    seat: Mapped[int] = mapped_column(Integer)
    answer: Mapped[list[int]] = mapped_column(JSON)  # option indices
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True))


@dataclass
class SeatInfo:
    index: int
    name: str
    kind: str
    bot: str | None = None
    token_hash: str | None = None


@dataclass
class StoredGame:
    id: str
    config: dict[str, Any]
    seed: int
    spectator_hash: str
    seats: list[SeatInfo]
    created: datetime
    status: str = "playing"
    answers: list[list[int]] = field(default_factory=list)
    turn: int | None = None
    winners: list[str] | None = None
    end_reason: str | None = None
    requested_seed: int | None = None
    fixed_seed: bool = False

    def record(self) -> dict[str, Any]:
        return {"config": self.config, "seed": self.seed, "answers": self.answers}


class StaleWrite(Exception):
    """The database does not hold the answers this write expects (another writer?)."""


def database_url(db: str | None) -> str:
    """`--db` (a path or a URL), else DATABASE_URL, else ./innovation.db."""
    value = db or os.environ.get("DATABASE_URL") or "innovation.db"
    if "://" not in value:
        path = Path(value).expanduser().resolve()
        path.parent.mkdir(parents=True, exist_ok=True)
        return f"sqlite:///{path}"
    if value.startswith("postgres://"):  # the scheme some hosts hand out; SQLAlchemy wants postgresql
        value = "postgresql://" + value[len("postgres://"):]
    return value


def _sqlite_pragmas(dbapi_conn: Any, _record: Any) -> None:
    cur = dbapi_conn.cursor()
    # WAL lets readers run beside the writer; FULL makes every commit survive a power cut
    cur.execute("PRAGMA journal_mode=WAL")
    cur.execute("PRAGMA synchronous=FULL")
    cur.execute("PRAGMA foreign_keys=ON")
    cur.close()


def make_engine(url: str) -> Engine:
    u = make_url(url)
    if u.get_backend_name() == "sqlite":
        engine = create_engine(url, connect_args={"timeout": 30})
        event.listen(engine, "connect", _sqlite_pragmas)
        return engine
    return create_engine(url, pool_pre_ping=True)


def migrate(engine: Engine) -> None:
    """Bring the schema to the newest migration (creates it on an empty database)."""
    from alembic import command
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as conn:
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "head")


Op = Callable[[Session], None]


def create_game(g: StoredGame) -> Op:
    def op(s: Session) -> None:
        s.execute(insert(GameRow).values(id=g.id, created=g.created, updated=g.created, config=g.config,
                                         seed=g.seed, spectator_hash=g.spectator_hash, status=g.status,
                                         moves=0, requested_seed=g.requested_seed,
                                         fixed_seed=g.fixed_seed))
        s.execute(insert(SeatRow), [{"game_id": g.id, "seat": x.index, "name": x.name, "kind": x.kind,
                                     "bot": x.bot, "token_hash": x.token_hash} for x in g.seats])
    return op


def add_move(game_id: str, seq: int, seat: int, answer: list[int]) -> Op:
    """Store answer number `seq` (refused unless the game holds exactly `seq` answers)."""
    def op(s: Session) -> None:
        t = now()
        done = s.execute(update(GameRow).where(GameRow.id == game_id, GameRow.moves == seq)
                         .values(moves=seq + 1, updated=t))
        if done.rowcount != 1:  # type: ignore[attr-defined]
            raise StaleWrite(f"game {game_id} does not hold {seq} answers")
        s.execute(insert(MoveRow).values(game_id=game_id, seq=seq, seat=seat, answer=answer, created=t))
    return op


def remove_move(game_id: str, seq: int) -> Op:
    """Delete answer number `seq`, the last one (undo)."""
    def op(s: Session) -> None:
        done = s.execute(update(GameRow).where(GameRow.id == game_id, GameRow.moves == seq + 1)
                         .values(moves=seq, updated=now()))
        if done.rowcount != 1:  # type: ignore[attr-defined]
            raise StaleWrite(f"answer {seq} is not the last of game {game_id}")
        s.execute(delete(MoveRow).where(MoveRow.game_id == game_id, MoveRow.seq == seq))
    return op


def finish(game_id: str, turn: int, winners: list[str], reason: str) -> Op:
    def op(s: Session) -> None:
        s.execute(update(GameRow).where(GameRow.id == game_id)
                  .values(status="over", turn=turn, winners=winners, end_reason=reason, updated=now()))
    return op


class Writer:
    """Group commit: one thread writes, and the writes that queue up while it commits go
    into the next transaction together, so one disk flush serves many games at once. Each
    write's future resolves only once its transaction is committed."""

    MAX_BATCH = 256

    def __init__(self, engine: Engine):
        self.engine = engine
        self.queue: queue.SimpleQueue[tuple[Op, Future[None]] | None] = queue.SimpleQueue()
        self.thread = threading.Thread(target=self._run, name="innovation-db-writer", daemon=True)
        self.thread.start()

    def submit(self, op: Op) -> Future[None]:
        fut: Future[None] = Future()
        self.queue.put((op, fut))
        return fut

    def close(self) -> None:
        """Write what is queued, then stop."""
        self.queue.put(None)
        self.thread.join()

    def _run(self) -> None:
        while (item := self.queue.get()) is not None:
            batch = [item]
            while len(batch) < self.MAX_BATCH:
                try:
                    more = self.queue.get_nowait()
                except queue.Empty:
                    break
                if more is None:
                    self.queue.put(None)  # stop after this batch
                    break
                batch.append(more)
            self._commit(batch)

    def _commit(self, batch: list[tuple[Op, Future[None]]]) -> None:
        try:
            with Session(self.engine) as s, s.begin():
                for op, _ in batch:
                    op(s)
        except Exception as exc:
            if len(batch) == 1:
                batch[0][1].set_exception(exc)
            else:  # one write failed and took the transaction with it: retry them one by one
                for item in batch:
                    self._commit([item])
            return
        for _, fut in batch:
            fut.set_result(None)


class Store:
    def __init__(self, url: str):
        self.url = url
        self.engine = make_engine(url)

    def migrate(self) -> None:
        migrate(self.engine)

    def close(self) -> None:
        self.engine.dispose()

    def ping(self) -> None:
        with self.engine.connect() as conn:
            conn.execute(select(1))

    def _stored(self, s: Session, row: GameRow) -> StoredGame:
        seats = [SeatInfo(r.seat, r.name, r.kind, r.bot, r.token_hash)
                 for r in s.scalars(select(SeatRow).where(SeatRow.game_id == row.id).order_by(SeatRow.seat))]
        answers = [list(m) for m in s.scalars(select(MoveRow.answer).where(MoveRow.game_id == row.id)
                                               .order_by(MoveRow.seq))]
        return StoredGame(row.id, row.config, row.seed, row.spectator_hash, seats, row.created, row.status,
                          answers, row.turn, row.winners, row.end_reason, row.requested_seed,
                          bool(row.fixed_seed))

    def load(self, game_id: str) -> StoredGame | None:
        with Session(self.engine) as s:
            row = s.get(GameRow, game_id)
            return None if row is None else self._stored(s, row)

    def expire_unplayed(self, created_before: datetime) -> list[str]:
        """Delete the unfinished games with no move that were created before the cutoff."""
        with Session(self.engine) as s, s.begin():
            ids = list(s.scalars(select(GameRow.id).where(GameRow.status != "over", GameRow.moves == 0,
                                                          GameRow.created < created_before).limit(10_000)))
            if ids:
                s.execute(delete(SeatRow).where(SeatRow.game_id.in_(ids)))
                s.execute(delete(GameRow).where(GameRow.id.in_(ids), GameRow.moves == 0))
            return ids

    def unfinished(self) -> list[StoredGame]:
        with Session(self.engine) as s:
            rows = s.scalars(select(GameRow).where(GameRow.status != "over").order_by(GameRow.created))
            return [self._stored(s, r) for r in rows]

    def find_tokens(self, hashes: list[str]) -> list[tuple[str, int | None]]:
        """(game id, seat) for each known seat token hash; seat None for spectator tokens."""
        if not hashes:
            return []
        with Session(self.engine) as s:
            out: list[tuple[str, int | None]] = [
                (g, i) for g, i in s.execute(select(SeatRow.game_id, SeatRow.seat)
                                             .where(SeatRow.token_hash.in_(hashes)))]
            watched = s.scalars(select(GameRow.id).where(GameRow.spectator_hash.in_(hashes)))
            out += [(g, None) for g in watched]
            return out

    def summaries(self, ids: list[str]) -> dict[str, GameRow]:
        with Session(self.engine, expire_on_commit=False) as s:
            rows = list(s.scalars(select(GameRow).where(GameRow.id.in_(ids))))
            s.expunge_all()
            return {r.id: r for r in rows}
