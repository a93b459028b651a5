"""The context card effects are written against.

An effect is `async def effect(x: Ctx)`; `x.me` is the player executing it ("you"),
`x.owner` the player whose Dogma it is ("I" / "my" in a demand). Every verb and query
defaults to `x.me`. The context is three parts: what effects read (`queries.py`), the
verbs they use (`moves.py`, every one awaited) and what they ask (`choices.py`).
"""

from __future__ import annotations

from ..model.zones import ACHIEVED, AVAILABLE, BOARD, DECK, HAND, JUNK, SCORE
from ..rules.decision import Source
from ..rules.dogma import DogmaRun
from ..rules.engine import Game
from .artifacts import ArtifactVerbs
from .choices import Choices
from .echoes import Echoes
from .figures import FigureVerbs
from .moves import Moves
from .queries import Queries
from .unseen import UnseenVerbs
from .words import count_of


class Ctx(Queries, Moves, Choices, Echoes, FigureVerbs, ArtifactVerbs, UnseenVerbs):
    __slots__ = ("g", "me", "owner", "card", "run", "effect_index", "_source", "bump")

    def __init__(self, g: Game, me: int, owner: int, card: int, run: DogmaRun, effect_index: int):
        self.g = g
        self.me = me
        self.owner = owner
        self.card = card
        self.run = run
        self.effect_index = effect_index
        self._source: Source | None = None
        # how much the effect's printed values go up (Archimedes, Johannes Kepler): `v`
        self.bump = run.bump if run is not None else 0


def make_ctx(g: Game, me: int, owner: int, card: int, run: DogmaRun, i: int) -> Ctx:
    return Ctx(g, me, owner, card, run, i)


__all__ = ["Ctx", "make_ctx", "count_of", "DECK", "HAND", "SCORE", "BOARD", "JUNK", "AVAILABLE",
           "ACHIEVED"]
