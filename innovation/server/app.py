"""The HTTP and websocket API (docs/web-api.md) and the browser client's pages."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, Literal

from fastapi import FastAPI, Query, Request, WebSocket, WebSocketDisconnect
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, HTMLResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, ConfigDict, Field, StrictInt
from starlette.exceptions import HTTPException as StarletteHTTPException

from ..agents.base import BOT_KINDS
from ..editions import OPTION_NAMES, set_offer
from .db import Store
from .hub import ApiError, Conn, Hub, Room, catalogue_text
from .limits import BodyLimit, Counter, client_of
from .security import SecurityHeaders, redact_logs
from .settings import Settings
from .social import add_routes

WEB = Path(__file__).resolve().parent.parent / "web"
PAGES = ("play", "watch", "replay")
log = logging.getLogger("innovation.server")


class SeatSpec(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str | None = Field(None, max_length=40)
    kind: Literal["human", "bot"] = "human"
    bot: str | None = Field(None, max_length=40)


class CreateGame(BaseModel):
    model_config = ConfigDict(extra="forbid")
    edition: Literal[3, 4] = 4
    seats: list[SeatSpec] = Field(min_length=2, max_length=6)
    options: dict[str, Any] = Field(default_factory=dict)
    seed: StrictInt | None = Field(None, ge=0, lt=2**63)
    sets: list[str] = Field(default_factory=list, max_length=6)  # expansions besides base


class AnswerBody(BaseModel):
    token: str = Field(max_length=100)
    seq: StrictInt = Field(ge=0)
    answer: list[StrictInt] = Field(max_length=200)


class UndoBody(BaseModel):
    token: str = Field(max_length=100)
    seq: StrictInt = Field(ge=0)


def _validation_message(exc: RequestValidationError) -> str:
    parts = []
    for err in exc.errors()[:3]:
        if err.get("type") == "json_invalid":
            return f"malformed JSON: {err.get('ctx', {}).get('error', err.get('msg'))}"
        loc = ".".join(str(x) for x in err.get("loc", ()) if x != "body")
        parts.append(f"{loc}: {err.get('msg')}" if loc else str(err.get("msg")))
    return "; ".join(parts) or "malformed request"


PLACEHOLDER = """<!doctype html><html><head><meta charset="utf-8"><title>Innovation</title></head>
<body style="font-family:sans-serif;max-width:40em;margin:3em auto">
<h1>Innovation</h1><p>The server is running, but the browser client (innovation/web/) is not
installed. The API is described in docs/web-api.md; try <a href="/docs">/docs</a>.</p></body></html>"""


def _page(name: str) -> Response:
    for path in (WEB / f"{name}.html", WEB / "index.html"):
        if path.is_file():
            return FileResponse(path, headers={"Cache-Control": "no-cache"})
    return HTMLResponse(PLACEHOLDER)


def create_app(url: str, on_ready: Callable[[int], None] | None = None,
               settings: Settings | None = None) -> FastAPI:
    """The app for a database URL. `on_ready(resumed_games)` runs once startup is done."""
    settings = settings or Settings()
    redact_logs()
    sockets_per_client = Counter()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        hub = Hub(Store(url), settings)
        resumed = await hub.start()
        app.state.hub = hub
        upkeep = asyncio.create_task(hub.expire_forever())
        if on_ready:
            on_ready(resumed)
        try:
            yield
        finally:
            upkeep.cancel()
            await hub.stop()

    app = FastAPI(title="Innovation", lifespan=lifespan, redoc_url=None)
    app.add_middleware(BodyLimit, limit=settings.max_body_bytes)
    app.add_middleware(SecurityHeaders)

    def hub_of(request: Request | WebSocket) -> Hub:
        return request.app.state.hub

    @app.exception_handler(ApiError)
    async def api_error(_: Request, exc: ApiError) -> JSONResponse:
        return JSONResponse({"error": exc.message}, status_code=exc.status)

    @app.exception_handler(RequestValidationError)
    async def bad_request(_: Request, exc: RequestValidationError) -> JSONResponse:
        return JSONResponse({"error": _validation_message(exc)}, status_code=400)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(_: Request, exc: StarletteHTTPException) -> JSONResponse:
        return JSONResponse({"error": str(exc.detail)}, status_code=exc.status_code, headers=exc.headers)

    @app.exception_handler(Exception)
    async def server_error(request: Request, exc: Exception) -> JSONResponse:
        log.error("%s %s failed", request.method, request.url.path, exc_info=exc)
        return JSONResponse({"error": "internal server error"}, status_code=500)

    # ------------------------------------------------------------------ API
    @app.get("/api/health")
    async def health(request: Request) -> JSONResponse:
        """200 when the database answers, else 503 with the reason."""
        problem = await hub_of(request).check_database()
        if problem:
            return JSONResponse({"ok": False, "error": f"database: {problem}"}, status_code=503)
        return JSONResponse({"ok": True})

    @app.get("/api/meta")
    async def meta() -> dict[str, Any]:
        """What the lobby offers: editions, their expansions, bot specs and table options."""
        return {"editions": [3, 4], "bots": [*BOT_KINDS[:2], "ismcts:1s", "ismcts:3s"],
                "bot_kinds": list(BOT_KINDS), "options": OPTION_NAMES,
                "sets": {str(e): set_offer(e) for e in (3, 4)}}

    @app.get("/api/cards/{edition}")
    async def cards(edition: int) -> Response:
        if edition not in (3, 4):
            raise ApiError(404, "editions are 3 and 4")
        return Response(catalogue_text(edition), media_type="application/json")

    @app.post("/api/games", status_code=201)
    async def create(body: CreateGame, request: Request) -> dict[str, Any]:
        room, tokens, spectator = await hub_of(request).create(
            body.edition, [s.model_dump() for s in body.seats], body.options, body.seed,
            client=client_of(request.scope, settings.trusted_proxy), sets=body.sets)
        base = settings.links_base  # never the Host header: anyone can send one
        seats = [{"index": s.index, "name": s.name, "kind": s.kind, "bot": s.bot, "token": tok,
                  "url": tok and f"{base}/play/{room.id}?token={tok}"}
                 for s, tok in zip(room.stored.seats, tokens, strict=True)]
        return {"game": room.id, "seats": seats, "spectator_token": spectator,
                "spectator_url": f"{base}/watch/{room.id}?token={spectator}"}

    @app.get("/api/games")
    async def list_games(request: Request, tokens: str = "") -> dict[str, Any]:
        wanted = [t for t in tokens.split(",") if t][:200]
        return {"games": await hub_of(request).games_for(wanted)}

    async def room_for(request: Request, game_id: str) -> Room:
        return await hub_of(request).get(game_id)

    @app.get("/api/games/{game_id}/state")
    async def state(game_id: str, request: Request, token: str = "", cards: bool = False) -> Response:
        room = await room_for(request, game_id)
        # the text already made for the websockets: FastAPI's own encoding of a large dict is slow
        return Response(room.message_json(room.seat_of(token), cards=cards), media_type="application/json")

    @app.post("/api/games/{game_id}/answer", response_model=None)
    async def answer(game_id: str, body: AnswerBody, request: Request) -> dict[str, Any] | JSONResponse:
        room = await room_for(request, game_id)
        forwarded = await _elsewhere(request, room, body.model_dump())
        if forwarded is not None:
            return forwarded
        seq = await hub_of(request).answer(room, room.player_of(body.token), body.seq, body.answer)
        return {"seq": seq}

    @app.post("/api/games/{game_id}/undo", response_model=None)
    async def undo(game_id: str, body: UndoBody, request: Request) -> dict[str, Any] | JSONResponse:
        room = await room_for(request, game_id)
        forwarded = await _elsewhere(request, room, body.model_dump())
        if forwarded is not None:
            return forwarded
        return {"seq": await hub_of(request).undo(room, room.player_of(body.token), body.seq)}

    @app.get("/api/games/{game_id}/preview")
    async def dogma_preview(game_id: str, request: Request, token: str = "",
                            card: str = Query("", max_length=60)) -> dict[str, Any]:
        room = await room_for(request, game_id)
        return await hub_of(request).preview(room, room.player_of(token), card)

    @app.get("/api/games/{game_id}/record")
    async def record(game_id: str, request: Request, token: str = "") -> JSONResponse:
        room = await room_for(request, game_id)
        room.seat_of(token)
        return JSONResponse(hub_of(request).record(room))

    @app.get("/api/games/{game_id}/replay")
    async def replay(game_id: str, request: Request, token: str = "", step: int = 0) -> Response:
        room = await room_for(request, game_id)
        return Response(await hub_of(request).replay(room, room.seat_of(token), step),
                        media_type="application/json")

    @app.websocket("/ws/games/{game_id}")
    async def live(ws: WebSocket, game_id: str, token: str = "") -> None:
        await ws.accept()
        client = client_of(ws.scope, settings.trusted_proxy)
        try:
            room = await hub_of(ws).get(game_id)
            seat = room.seat_of(token)
            if len(room.conns) >= settings.max_spectators:
                raise ApiError(429, f"this game already has {settings.max_spectators} connections")
            if not sockets_per_client.add(client, settings.max_connections_per_client):
                raise ApiError(429, "too many connections from you")
        except ApiError as exc:  # told in a message too: browsers do not show close reasons well
            await ws.send_json({"error": exc.message})
            await ws.close(code=4000 + exc.status, reason=exc.message[:120])
            return
        conn = Conn(seat)
        room.join(conn)
        sender = asyncio.create_task(_push(ws, room, conn))
        try:  # clients have nothing to say; reading notices the hang-up
            await _listen(ws, settings)
        finally:
            sender.cancel()
            room.leave(conn)
            sockets_per_client.remove(client)

    add_routes(app)  # chat, rematch, move timer

    # ------------------------------------------------------------------ pages
    @app.get("/", include_in_schema=False)
    async def index() -> Response:
        return _page("index")

    for name in PAGES:
        # spectators get the game page; it reads from the path that it is read-only
        page = "play" if name == "watch" else name
        app.add_api_route(f"/{name}/{{game_id}}", _page_route(page), include_in_schema=False)
    if WEB.is_dir():
        app.mount("/static", StaticFiles(directory=WEB), name="static")
    return app


def _page_route(name: str) -> Callable[[], Any]:
    async def page() -> Response:
        return _page(name)

    return page


async def _elsewhere(request: Request, room: Room, body: dict[str, Any]) -> JSONResponse | None:
    """A write to a game another server runs: its answer, forwarded (None: run it here)."""
    hub: Hub = request.app.state.hub
    if room.owned or hub.cluster is None:
        return None
    room.seat_of(body["token"])  # a bad token stops here
    status, data = await hub.cluster.forward(room, request.url.path, body)
    return None if status == 0 else JSONResponse(data, status_code=status)


async def _listen(ws: WebSocket, settings: Settings) -> None:
    """Read until the hang-up. Clients have nothing to say: a message over the size limit
    or more than the allowed rate closes the connection without being parsed."""
    window, count = 0.0, 0
    loop = asyncio.get_running_loop()
    while True:
        msg = await ws.receive()
        if msg["type"] == "websocket.disconnect":
            return
        size = len(msg.get("text") or "") + len(msg.get("bytes") or b"")
        if size > settings.max_ws_message_bytes:
            await ws.close(code=1009, reason="message too large")
            return
        now = loop.time()
        if now - window > 60:
            window, count = now, 0
        count += 1
        if count > settings.ws_messages_per_minute:
            await ws.close(code=1008, reason="too many messages")
            return


async def _push(ws: WebSocket, room: Room, conn: Conn) -> None:
    with contextlib.suppress(WebSocketDisconnect, RuntimeError, ConnectionError):
        while True:
            await conn.dirty.wait()
            conn.dirty.clear()
            await ws.send_text(room.message_text(conn))
