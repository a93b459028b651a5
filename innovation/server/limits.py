"""Limits that keep one client from taking the server down: request body sizes, rates per
client, and (at the socket level) idle and slow connections and connections per client.

A "client" is the remote address, or the first address of X-Forwarded-For when the
server runs behind a trusted reverse proxy (`--trusted-proxy`)."""

from __future__ import annotations

import asyncio
import json
import time
from typing import Any

from starlette.exceptions import HTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send


def client_of(scope: Scope, trusted_proxy: bool) -> str:
    """The client a request or websocket comes from."""
    if trusted_proxy:
        for name, value in scope.get("headers", ()):
            if name == b"x-forwarded-for":
                first = value.decode("latin-1").split(",")[0].strip()
                if first:
                    return first[:64]
    peer = scope.get("client")
    return peer[0] if peer else "unknown"


OPTION_KINDS = {"teams": (bool, list), "longer": (bool,), "large_table": (bool,), "parley": (bool,),
                "far_players": (bool,), "relics": (bool,)}


def check_options(options: Any) -> dict[str, Any]:
    """Table options of the right kinds and sizes (the engine then checks they fit the
    table): every flag a boolean, `teams` true/false or one short team name per seat."""
    if not isinstance(options, dict) or len(options) > len(OPTION_KINDS):
        raise ValueError(f"options: an object of at most {len(OPTION_KINDS)} options")
    for key, value in options.items():
        kinds = OPTION_KINDS.get(key)
        if kinds is None:
            raise ValueError(f"unknown option {key!r}; options are: {', '.join(OPTION_KINDS)}")
        if not isinstance(value, kinds) or (isinstance(value, int) and not isinstance(value, bool)):
            raise ValueError(f"option {key}: {'true/false or a list' if list in kinds else 'true or false'}")
        if isinstance(value, list) and (len(value) > 6 or not all(
                (isinstance(t, int) and not isinstance(t, bool) and 0 <= t < 6)
                or (isinstance(t, str) and 0 < len(t) <= 20) for t in value)):
            raise ValueError("option teams: a team per seat (at most 6), each a number 0-5 or a short name")
    return dict(options)


class TooLarge(HTTPException):
    def __init__(self, limit: int):
        super().__init__(413, f"the request body is larger than {limit} bytes")


class BodyLimit:
    """Refuses a request body over `limit` bytes with 413: at once from Content-Length, or
    as soon as a streamed body passes the limit (never reading the rest)."""

    def __init__(self, app: ASGIApp, limit: int):
        self.app = app
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        for name, value in scope["headers"]:
            if name == b"content-length":
                try:
                    size = int(value)
                except ValueError:
                    size = self.limit + 1
                if size > self.limit:
                    return await _refuse(send, 413, str(TooLarge(self.limit).detail))
        seen = 0

        async def limited() -> Message:
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.limit:
                    raise TooLarge(self.limit)
            return message

        await self.app(scope, limited, send)


async def _refuse(send: Send, status: int, message: str) -> None:
    body = json.dumps({"error": message}).encode()
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"application/json"), (b"content-length", b"%d" % len(body)),
                            (b"connection", b"close")]})
    await send({"type": "http.response.body", "body": body})


class RateLimiter:
    """A token bucket per client: `burst` at once, then `per_hour` spread over the hour."""

    def __init__(self, per_hour: float, burst: int, clock=time.monotonic):
        self.rate = per_hour / 3600.0
        self.burst = max(1, burst)
        self.clock = clock
        self.buckets: dict[str, tuple[float, float]] = {}  # client -> (tokens, when)

    def take(self, client: str) -> float:
        """0 when allowed (a token is used), else the seconds until the next token."""
        now = self.clock()
        tokens, when = self.buckets.get(client, (float(self.burst), now))
        tokens = min(float(self.burst), tokens + (now - when) * self.rate)
        if tokens >= 1:
            self.buckets[client] = (tokens - 1, now)
            if len(self.buckets) > 100_000:  # forget full buckets: they are the default
                self.buckets = {k: v for k, v in self.buckets.items() if v[0] < self.burst - 1}
            return 0.0
        self.buckets[client] = (tokens, now)
        return (1 - tokens) / self.rate if self.rate > 0 else 3600.0


class Counter:
    """Live things per key (websockets per client, bot-only tables per client)."""

    def __init__(self) -> None:
        self.counts: dict[str, int] = {}

    def add(self, key: str, cap: int) -> bool:
        n = self.counts.get(key, 0)
        if cap and n >= cap:
            return False
        self.counts[key] = n + 1
        return True

    def remove(self, key: str) -> None:
        n = self.counts.get(key, 0) - 1
        if n > 0:
            self.counts[key] = n
        else:
            self.counts.pop(key, None)


# ---------------------------------------------------------------------- sockets
class ConnectionGuard:
    """Shared by the connections of one server: who is connected, and the limits."""

    def __init__(self, idle_timeout: float, request_timeout: float, per_client: int, trusted_proxy: bool):
        self.idle_timeout = idle_timeout
        self.request_timeout = request_timeout
        # behind a proxy every connection comes from it: the app caps clients instead
        self.per_client = 0 if trusted_proxy else per_client
        self.open: dict[str, set[asyncio.Transport]] = {}
        self.admitted = 0

    def admit(self, peer: str, transport: asyncio.Transport) -> bool:
        self.admitted += 1
        if self.admitted % 1024 == 0:  # forget websockets that ended (their HTTP protocol never hears)
            self.sweep()
        mine = self.open.setdefault(peer, set())
        if self.per_client and len(mine) >= self.per_client:
            mine.difference_update([t for t in mine if t.is_closing()])  # upgraded sockets that ended
            if len(mine) >= self.per_client:
                return False
        mine.add(transport)
        return True

    def release(self, peer: str, transport: asyncio.Transport) -> None:
        mine = self.open.get(peer)
        if mine is not None:
            mine.discard(transport)
            if not mine:
                del self.open[peer]

    def sweep(self) -> None:
        for peer in list(self.open):
            for t in [t for t in self.open[peer] if t.is_closing()]:
                self.release(peer, t)


def guarded_protocol(guard: ConnectionGuard) -> type:
    """uvicorn's HTTP protocol (httptools) with deadlines: a connection must start a request
    within `idle_timeout` of opening or of its last response, and send the whole request
    within `request_timeout` of starting it; and at most `per_client` connections per peer."""
    from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

    class GuardedHttp(HttpToolsProtocol):
        _deadline: asyncio.TimerHandle | None = None
        _peer = ""

        def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
            super().connection_made(transport)
            peer = transport.get_extra_info("peername")
            self._peer = str(peer[0]) if peer else "unknown"
            if not guard.admit(self._peer, transport):
                self._peer = ""
                transport.write(b"HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/json\r\n"
                                b"connection: close\r\ncontent-length: 42\r\n\r\n"
                                b'{"error": "too many connections from you"}')
                transport.close()
                return
            self._arm(guard.idle_timeout)

        def connection_lost(self, exc: Exception | None) -> None:
            self._disarm()
            if self._peer:
                guard.release(self._peer, self.transport)
            super().connection_lost(exc)

        def _arm(self, seconds: float) -> None:
            self._disarm()
            if seconds > 0:
                self._deadline = self.loop.call_later(seconds, self._expired)

        def _disarm(self) -> None:
            if self._deadline is not None:
                self._deadline.cancel()
                self._deadline = None

        def _expired(self) -> None:
            self._deadline = None
            if self.transport.get_protocol() is self and not self.transport.is_closing():
                self.transport.close()

        def on_message_begin(self) -> None:
            super().on_message_begin()
            self._arm(guard.request_timeout)

        def on_message_complete(self) -> None:
            super().on_message_complete()
            self._disarm()  # the app has the request: its time is its own

        def on_response_complete(self) -> None:
            super().on_response_complete()
            if not self.transport.is_closing():
                self._arm(guard.idle_timeout)

        def handle_websocket_upgrade(self) -> None:
            self._disarm()  # websockets are kept alive by pings; still counted until closed
            super().handle_websocket_upgrade()

    return GuardedHttp

