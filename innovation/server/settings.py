"""The server's settings: every limit is one field here, set by a command-line flag of
`innovation serve` (`--max-body-bytes 16384`) or an environment variable
(`INNOVATION_MAX_BODY_BYTES=16384`); the flag wins. docs/deploying.md lists them."""

from __future__ import annotations

import argparse
import dataclasses
import os
from dataclasses import dataclass, field
from typing import Any


def _s(default: Any, help: str) -> Any:
    return field(default=default, metadata={"help": help})


@dataclass
class Settings:
    base_url: str = _s("", "public address of the site (e.g. https://innovation.example.org) for the "
                           "invite links; empty: links are paths, never built from the Host header")
    trusted_proxy: bool = _s(False, "behind a reverse proxy: the client is the first address of "
                                    "X-Forwarded-For (and connections are not capped per peer address)")
    advertise_url: str = _s("", "this server's own address as the other servers reach it (several servers "
                                "on one PostgreSQL); empty: http://HOST:PORT it listens on")
    secret: str = _s("", "secret mixed into requested seeds of games with several humans (empty: a "
                         "random one per start; the effective seed is stored with each game)")
    # requests and connections
    max_body_bytes: int = _s(16_384, "largest request body accepted (413 above)")
    max_ws_message_bytes: int = _s(4_096, "largest websocket message a client may send (closes 1009)")
    ws_messages_per_minute: int = _s(60, "websocket messages a client may send per minute (closes 1008)")
    idle_timeout: float = _s(60.0, "seconds a connection may stay silent before or between requests")
    request_timeout: float = _s(10.0, "seconds a client has to send a whole request once it starts")
    max_connections_per_client: int = _s(128, "open connections per client address (0: no cap)")
    ws_compress: bool = _s(False, "compress websocket messages (permessage-deflate): less bandwidth, but "
                                  "each message is compressed once per connection")
    max_spectators: int = _s(500, "websockets per game (players and spectators together)")
    # games
    create_per_hour: int = _s(60, "games a client may create per hour, after a burst of create_burst")
    create_burst: int = _s(100, "games a client may create at once before the hourly rate applies")
    expire_days: float = _s(7.0, "a game with no move this many days after its creation is deleted")
    # bots
    bot_workers: int = _s(2, "worker processes that think for bots")
    bot_seconds_per_game: float = _s(900.0, "bot thinking time per game; past it the game's bots "
                                            "answer at random")
    max_bot_tables_per_client: int = _s(4, "unfinished games without a human seat per client")

    @classmethod
    def from_env(cls, env: dict[str, str] | None = None, **given: Any) -> Settings:
        """Defaults, overridden by INNOVATION_* variables, overridden by `given` (not None)."""
        env = os.environ if env is None else env
        values: dict[str, Any] = {}
        for f in dataclasses.fields(cls):
            raw = env.get(f"INNOVATION_{f.name.upper()}")
            if raw is not None and raw != "":
                values[f.name] = _parse(f.type, raw, f.name)
            if given.get(f.name) is not None:
                values[f.name] = given[f.name]
        return cls(**values)

    @property
    def links_base(self) -> str:
        return self.base_url.rstrip("/")


def _parse(kind: Any, raw: str, name: str) -> Any:
    kind = str(kind)
    try:
        if kind == "bool":
            if raw.lower() not in ("1", "0", "true", "false", "yes", "no", "on", "off"):
                raise ValueError(raw)
            return raw.lower() in ("1", "true", "yes", "on")
        if kind == "int":
            return int(raw)
        if kind == "float":
            return float(raw)
    except ValueError:
        raise SystemExit(f"error: INNOVATION_{name.upper()}={raw!r} is not a {kind}") from None
    return raw


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """A flag per setting (defaults None: the environment or the built-in default applies)."""
    for f in dataclasses.fields(Settings):
        flag = "--" + f.name.replace("_", "-")
        help_text = f"{f.metadata['help']} (default {f.default!r}; env INNOVATION_{f.name.upper()})"
        help_text = help_text.replace("%", "%%")
        if str(f.type) == "bool":
            parser.add_argument(flag, action="store_const", const=True, default=None, help=help_text)
        else:
            conv = {"int": int, "float": float}.get(str(f.type), str)
            parser.add_argument(flag, type=conv, default=None, help=help_text)


def from_args(args: argparse.Namespace) -> Settings:
    return Settings.from_env(**{f.name: getattr(args, f.name, None) for f in dataclasses.fields(Settings)})
