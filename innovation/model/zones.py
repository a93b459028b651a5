"""The zone table: every place a card can lie, and who may see the faces there.

This is the one list of zones. The state's lists and their cloning, the location index,
who knows a card after a move, labels, views, observations and sampling, the scenario
runner and the hidden-information tests all iterate it, so a new zone is one row here.
"""

from __future__ import annotations

from dataclasses import dataclass

# Who sees the faces of the cards in a zone (a special achievement is always public).
PUBLIC = 0  # everybody (boards, display, museums, relics)
OWNER = 1  # its owner only (hand, score pile, forecast)
NOBODY = 2  # nobody, not even the owner (decks, achievements, junk, the safe)

# Location kinds: a card's location is (kind, player, sub); `sub` is a colour for a board
# pile, an age for a deck, and 0 elsewhere.
DECK, HAND, SCORE, BOARD, ACHIEVED, AVAILABLE, JUNK, FORECAST, SAFE, DISPLAY, MUSEUM, RELICS = range(12)


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


ZONES: tuple[Zone, ...] = (
    Zone(DECK, "decks", "decks", False, NOBODY, split=True),
    Zone(HAND, "hand", "hand", True, OWNER, view="hand"),
    Zone(SCORE, "score", "score", True, OWNER, view="score_pile"),
    Zone(BOARD, "board", "piles", True, PUBLIC, split=True),
    Zone(ACHIEVED, "achievements", "achievements", True, NOBODY, view="achievements"),
    Zone(AVAILABLE, "available", "achievements", False, NOBODY),
    Zone(JUNK, "junk", "junk", False, NOBODY),
    Zone(FORECAST, "forecast", "forecast", True, OWNER, view="forecast", sets=("echoes",)),
    Zone(SAFE, "safe", "safe", True, NOBODY, view="safe", sets=("unseen",)),
    Zone(DISPLAY, "display", "display", True, PUBLIC, view="display", sets=("artifacts",)),
    Zone(MUSEUM, "museum", "museum", True, PUBLIC, view="museum", sets=("artifacts",)),
    Zone(RELICS, "relics", "relics", False, PUBLIC, sets=("artifacts",)),
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


def in_play(zone: Zone, sets: list[str] | tuple[str, ...]) -> bool:
    """Is this zone on the table with these sets?"""
    return not zone.sets or any(s in sets for s in zone.sets)
