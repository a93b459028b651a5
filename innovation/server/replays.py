"""Replays without rebuilding the game per request: the positions asked for are kept in a
small LRU cache, keyed by game and step and checked against the answers that led there
(an undo can change them), and each seat's message is made once per position."""

from __future__ import annotations

import json
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

from ..rules.engine import Game


class ReplayCache:
    def __init__(self, size: int = 256):
        self.size = size
        self.games: OrderedDict[tuple[str, int], Position] = OrderedDict()

    def get(self, game_id: str, answers: list[list[int]]) -> Position | None:
        """The cached position after `answers`, if any."""
        key = (game_id, len(answers))
        hit = self.games.get(key)
        if hit is None or hit.answers != answers:
            return None
        self.games.move_to_end(key)
        return hit

    def put(self, game_id: str, answers: list[list[int]], game: Game) -> Position:
        pos = self.games[(game_id, len(answers))] = Position(list(answers), game)
        while len(self.games) > self.size:
            self.games.popitem(last=False)
        return pos


class Position:
    """A replayed position and its messages, one per (seat, steps, room version)."""

    __slots__ = ("answers", "game", "texts")

    def __init__(self, answers: list[list[int]], game: Game):
        self.answers = answers
        self.game = game
        self.texts: dict[tuple[int | None, int, int], str] = {}

    def message(self, key: tuple[int | None, int, int], make: Callable[[Game], dict[str, Any]]) -> str:
        text = self.texts.get(key)
        if text is None:
            if len(self.texts) > 64:
                self.texts.clear()
            text = self.texts[key] = json.dumps(make(self.game), separators=(",", ":"))
        return text
