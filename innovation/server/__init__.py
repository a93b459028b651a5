"""The web server: lobby, live games over websockets, persistence (docs/web-api.md)."""

from .app import create_app

__all__ = ["create_app"]
