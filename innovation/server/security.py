"""Hidden information and hygiene: the seed a game really runs on, names without control
characters, seat tokens kept out of logs, and the security headers of every response."""

from __future__ import annotations

import hashlib
import hmac
import logging
import re
import secrets
import unicodedata
from dataclasses import dataclass

from starlette.types import ASGIApp, Message, Receive, Scope, Send


@dataclass
class Seeding:
    seed: int  # what the game runs on (stored; published once the game is over)
    requested: int | None
    fixed: bool  # the requested seed is used as it is: every player is told


def choose_seed(requested: int | None, humans: int, secret: bytes) -> Seeding:
    """A requested seed deals every hidden card to whoever chose it, so it is used as it is
    only at a table with at most one human (who can only spoil their own game, and every
    seat sees "fixed seed"). With more humans the game runs on a seed derived from the
    request and the server's secret: the creator cannot know the deal."""
    if requested is None:
        return Seeding(secrets.randbits(63), None, False)
    if humans <= 1:
        return Seeding(requested, requested, True)
    digest = hmac.new(secret, b"innovation-seed:%d" % requested, hashlib.sha256).digest()
    return Seeding(int.from_bytes(digest[:8], "big") >> 1, requested, False)


def bot_seed() -> int:
    """Bots draw their random numbers from a seed of their own, not from the game's: a bot's
    answers (public in the record) must not let anyone recover the deal."""
    return secrets.randbits(32)


_HIDDEN = {"Cc", "Cf", "Co", "Cs", "Cn", "Zl", "Zp"}


def clean_name(name: str) -> str:
    """A display name without control characters, direction overrides, zero-width or
    unassigned code points; runs of spaces collapsed."""
    kept = "".join(ch for ch in unicodedata.normalize("NFC", name) if unicodedata.category(ch) not in _HIDDEN)
    return " ".join(kept.split())


# ---------------------------------------------------------------------- logs
_TOKEN = re.compile(r"(token[s]?=)[^&\s\"']+", re.IGNORECASE)


def redact(text: str) -> str:
    return _TOKEN.sub(r"\1<redacted>", text)


class RedactTokens(logging.Filter):
    """Rewrites `token=...` in a record's message and arguments (uvicorn logs websocket
    paths with their query string)."""

    def filter(self, record: logging.LogRecord) -> bool:
        if isinstance(record.msg, str) and "token" in record.msg.lower():
            record.msg = redact(record.msg)
        if record.args:
            args = record.args if isinstance(record.args, tuple) else (record.args,)
            if any(isinstance(a, str) and "token" in a.lower() for a in args):
                new = tuple(redact(a) if isinstance(a, str) else a for a in args)
                record.args = new if isinstance(record.args, tuple) else new[0]
        return True


LOGGERS = ("uvicorn", "uvicorn.error", "uvicorn.access", "uvicorn.asgi", "innovation", "innovation.server",
           "fastapi", "starlette")
_FILTER = RedactTokens()


def redact_logs() -> None:
    """Install the filter on every logger the server writes through (idempotent). Filters
    run for records made at their logger, so each named logger gets one."""
    for name in LOGGERS:
        logger = logging.getLogger(name)
        if _FILTER not in logger.filters:
            logger.addFilter(_FILTER)


# ---------------------------------------------------------------------- headers
CSP = ("default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
       "connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; "
       "frame-ancestors 'none'")
# the interactive API page (/docs) loads its scripts from a CDN
DOCS_CSP = ("default-src 'self'; script-src 'self' 'unsafe-inline' https://cdn.jsdelivr.net; "
            "style-src 'self' 'unsafe-inline' https://cdn.jsdelivr.net; img-src 'self' data: https:; "
            "frame-ancestors 'none'")
HEADERS = [(b"referrer-policy", b"no-referrer"), (b"x-frame-options", b"DENY"),
           (b"x-content-type-options", b"nosniff"), (b"cross-origin-opener-policy", b"same-origin")]


class SecurityHeaders:
    """Adds CSP, no-referrer (invite links carry tokens), frame denial and nosniff."""

    def __init__(self, app: ASGIApp):
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        csp = (DOCS_CSP if scope["path"] in ("/docs", "/docs/oauth2-redirect") else CSP).encode()

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                kept = [h for h in message.get("headers", []) if h[0].lower() != b"content-security-policy"]
                message["headers"] = [*kept, *HEADERS, (b"content-security-policy", csp)]
            await send(message)

        await self.app(scope, receive, send_with_headers)
