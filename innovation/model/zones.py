"""The zone table: every place a card can lie, and who may see the faces there.

This is the one list of zones. The state's lists and their cloning, the location index,
who knows a card after a move, labels, views, observations and sampling, the scenario
runner and the hidden-information tests all iterate it, so a new zone is one row here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

# Who sees the faces of the cards in a zone (a special achievement is always public).
PUBLIC = 0  # everybody (boards, display, museums, relics)
OWNER = 1  # its owner only (hand, score pile, forecast)
NOBODY = 2  # nobody, not even the owner (decks, achievements, junk, the safe)

# Location kinds: a card's location is (kind, player, sub); `sub` is a colour for a board
# pile, an age for a deck, and 0 elsewhere.
DECK, HAND, SCORE, BOARD, ACHIEVED, AVAILABLE, JUNK, FORECAST, SAFE, DISPLAY, MUSEUM, RELICS, \
    DECREES, MUSEUMS = range(14)


@dataclass(frozen=True, slots=True)
class Zone:
    kind: int
    name: str  # the scenario format's name of the zone
    attr: str  # the attribute holding it (on PlayerState if per player, else on GameState)
    per_player: bool
    sees: int  # PUBLIC, OWNER or NOBODY
    split: bool = False  # a list of lists: board piles by colour, decks by age
    view: str = ""  # its key in a player's view (views.py), if any
    sets: tuple[str, ...] = ()  # the sets that bring it (empty: always on the table)
    words: str = ""  # how the log names it ("Ada's score pile")
    editions: tuple[int, ...] = (3, 4)  # the editions that have it


ZONES: tuple[Zone, ...] = (
    Zone(DECK, "decks", "decks", False, NOBODY, split=True, words="deck"),
    Zone(HAND, "hand", "hand", True, OWNER, view="hand", words="hand"),
    Zone(SCORE, "score", "score", True, OWNER, view="score_pile", words="score pile"),
    Zone(BOARD, "board", "piles", True, PUBLIC, split=True, words="board"),
    Zone(ACHIEVED, "achievements", "achievements", True, NOBODY, view="achievements",
         words="achievements"),
    Zone(AVAILABLE, "available", "achievements", False, NOBODY, words="available achievements"),
    # X4-T9: the junk is a zone (effects naming it take cards back), not out of the game
    Zone(JUNK, "junk", "junk", False, NOBODY, words="junk"),
    # E3-T16: the forecast's faces are its owner's; the others see the backs (set and age)
    Zone(FORECAST, "forecast", "forecast", True, OWNER, view="forecast", sets=("echoes", "figures"),
         words="forecast"),
    Zone(SAFE, "safe", "safe", True, NOBODY, view="safe", sets=("unseen",), words="safe"),
    Zone(DISPLAY, "display", "display", True, PUBLIC, view="display", sets=("artifacts",),
         words="display"),
    Zone(MUSEUM, "museum", "museum", True, PUBLIC, view="museum", sets=("artifacts",),
         words="museum", editions=(4,)),
    Zone(RELICS, "relics", "relics", False, PUBLIC, sets=("artifacts",), words="relics"),
    # Figures: the decrees nobody holds (F4-T10: a taken decree goes back here, not to the
    # special achievements)
    Zone(DECREES, "decrees", "decrees", False, PUBLIC, sets=("figures",), words="decrees"),
    # Artifacts (4th edition): the museum cards nobody has achieved. A player's museums are
    # the artifacts in their MUSEUM zone, one museum each; the museums free are these cards
    # less the artifacts held (rules/sets/artifacts.py)
    Zone(MUSEUMS, "museums", "museums", False, PUBLIC, sets=("artifacts",), words="museums",
         editions=(4,)),
)
assert [z.kind for z in ZONES] == list(range(len(ZONES)))

PLAYER_ZONES = tuple(z for z in ZONES if z.per_player)
TABLE_ZONES = tuple(z for z in ZONES if not z.per_player)
# per-player zones that are one plain list (not the board)
PLAYER_LISTS = tuple(z for z in PLAYER_ZONES if not z.split)
PLAYER_LIST_ATTRS = tuple(z.attr for z in PLAYER_LISTS)
TABLE_LIST_ATTRS = tuple(z.attr for z in TABLE_ZONES if not z.split)
BY_NAME = {z.name: z for z in ZONES}
# what a player's zone is called in the scenario format, and which of them are card lists
SCENARIO_PLAYER_ZONES = tuple(z.name for z in PLAYER_LISTS)
KIND_NAMES = tuple(z.name for z in ZONES)


def in_play(zone: Zone, sets: list[str] | tuple[str, ...], edition: int | None = None) -> bool:
    """Is this zone on the table with these sets (and this edition, if given)?"""
    if edition is not None and edition not in zone.editions:
        return False
    return not zone.sets or any(s in sets for s in zone.sets)


@cache
def closed_zones(sets: tuple[str, ...]) -> tuple[Zone, ...]:
    """The zones no set in play brings."""
    return tuple(z for z in ZONES if not in_play(z, sets))


def _getter(z: Zone) -> Callable[[Any, int, int], list[int]]:
    """(state, player, sub) -> the zone's list: the mover's fast way in, written out from the
    zone's attribute name (one call, no attrgetter: it runs twice per card moved)."""
    where = f"s.players[p].{z.attr}" if z.per_player else f"s.{z.attr}"
    if z.split:
        where += "[sub]"
    scope: dict[str, Any] = {}
    exec(f"def get(s, p, sub):\n    return {where}", scope)  # noqa: S102 - our own names
    return scope["get"]


ZONE_GET = tuple(_getter(z) for z in ZONES)
# by kind: a player's zone other than the board (a move to or from it bumps PlayerState.held)
HELD = tuple(z.per_player and not z.split for z in ZONES)
ZONE_SEES = tuple(z.sees for z in ZONES)
