"""Card facts: identity, age, colour and icons. Plain data, no rules.

Cards are identified by small ints (their index in a `CardSet`) so that zones are
lists of ints and cloning a position is cheap.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from importlib import resources

COLORS = ("red", "yellow", "green", "blue", "purple")
RED, YELLOW, GREEN, BLUE, PURPLE = range(5)

ICONS = ("crown", "leaf", "lightbulb", "castle", "factory", "clock", "person")
CROWN, LEAF, LIGHTBULB, CASTLE, FACTORY, CLOCK, PERSON = range(7)
N_ICONS = len(ICONS)
_ICON_CODES = {"c": CROWN, "l": LEAF, "b": LIGHTBULB, "k": CASTLE, "f": FACTORY, "i": CLOCK, "p": PERSON}

SPLAYS = ("none", "left", "right", "up", "aslant")
NONE, LEFT, RIGHT, UP, ASLANT = range(5)
# Icon slots (0 top-left, 1 bottom-left, 2 bottom-middle, 3 bottom-right) a covered
# card shows for each splay direction.
SPLAY_SLOTS = ((), (3,), (0, 1), (1, 2, 3), (0, 1, 2, 3))

AGE_CARD = 0
SPECIAL = 1


def a_number(n: int) -> str:
    """A number with its article, as read aloud: "a 3", "an 8", "an 11"."""
    return f"an {n}" if str(n).startswith("8") or n in (11, 18) else f"a {n}"


def hidden_card(set_name: str, age: int) -> str:
    """A face-down card in plain words: "a 3" for the base set, "an Echoes 3" otherwise."""
    if set_name == "base":
        return a_number(age)
    name = set_name.capitalize()
    return f"{'an' if name[0] in 'AEIOU' else 'a'} {name} {age}"


def plain_label(label: str) -> str:
    """An option label in plain words for display: a back label `base-3` or
    `base-3 (micah)` becomes "a 3" or "a 3 (micah)"; any other label is unchanged."""
    head, sep, rest = label.partition(" (")
    set_name, dash, age = head.rpartition("-")
    if dash and set_name.isalpha() and set_name.islower() and age.isdigit():
        return hidden_card(set_name, int(age)) + (sep + rest if sep else "")
    return label


@dataclass(slots=True, eq=False)
class Card:
    id: int
    name: str
    set: str
    age: int
    color: int
    icons: tuple[int, ...]  # 4 slots; -1 = card image / empty
    featured: int
    kind: int = AGE_CARD
    # icon-count vectors: `top` for a top card, `shown[s]` for a covered card splayed s
    top: tuple[int, ...] = field(default=(), repr=False)
    shown: tuple[tuple[int, ...], ...] = field(default=(), repr=False)
    # the same vectors packed 8 bits per icon into one int, so boards sum them fast
    ptop: int = field(default=0, repr=False)
    pshown: tuple[int, ...] = field(default=(0, 0, 0, 0, 0), repr=False)

    def has_icon(self, icon: int) -> bool:
        return icon in self.icons

    def icon_count(self, icon: int) -> int:
        return self.icons.count(icon)

    @property
    def back(self) -> str:
        """The label of the card's back: set and age, e.g. ``base-3``."""
        return f"{self.set}-{self.age}"

    @property
    def back_words(self) -> str:
        """The card's back in plain words, for display: "a 3", "an Echoes 8"."""
        return hidden_card(self.set, self.age)

    def __str__(self) -> str:
        return self.name


def pack(v: tuple[int, ...]) -> int:
    return sum(n << (8 * i) for i, n in enumerate(v))


def _vectors(icons: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]:
    def count(slots: tuple[int, ...]) -> tuple[int, ...]:
        v = [0] * N_ICONS
        for s in slots:
            if icons[s] >= 0:
                v[icons[s]] += 1
        return tuple(v)

    return count((0, 1, 2, 3)), tuple(count(slots) for slots in SPLAY_SLOTS)


class CardSet:
    """All cards of one edition: age cards first, then special achievements."""

    def __init__(self, edition: int, cards: list[Card]):
        self.edition = edition
        self.cards = cards
        self.by_name = {c.name: c for c in cards}
        self.by_lower = {c.name.lower(): c for c in cards}
        self.age_cards = [c for c in cards if c.kind == AGE_CARD]
        self.specials = [c for c in cards if c.kind == SPECIAL]
        self.max_age = max(c.age for c in self.age_cards)

    def __getitem__(self, cid: int) -> Card:
        return self.cards[cid]

    def __len__(self) -> int:
        return len(self.cards)

    def find(self, name: str) -> Card:
        card = self.by_name.get(name) or self.by_lower.get(name.lower())
        if card is None:
            raise KeyError(f"no card named {name!r} in edition {self.edition}")
        return card


def _load(edition: int, specials: tuple[str, ...]) -> CardSet:
    text = resources.files("innovation.data").joinpath(f"cards_e{edition}.txt").read_text()
    cards: list[Card] = []
    for line in text.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        set_, age, color, name, icons, featured = line.split("|")
        ic = tuple(_ICON_CODES.get(ch, -1) for ch in icons)
        top, shown = _vectors(ic)
        cards.append(Card(len(cards), name, set_, int(age), COLORS.index(color), ic,
                          _ICON_CODES[featured], AGE_CARD, top, shown,
                          pack(top), tuple(pack(v) for v in shown)))
    zero = tuple([0] * N_ICONS)
    for name in specials:
        cards.append(Card(len(cards), name, "base", 0, -1, (-1, -1, -1, -1), -1, SPECIAL,
                          zero, (zero,) * 5))
    return CardSet(edition, cards)


_CACHE: dict[int, CardSet] = {}

BASE_SPECIALS = ("Monument", "Empire", "World", "Wonder", "Universe")  # both editions


def card_set(edition: int) -> CardSet:
    if edition not in _CACHE:
        if edition not in (3, 4):
            raise ValueError(f"edition {edition} does not exist (3 or 4)")
        _CACHE[edition] = _load(edition, BASE_SPECIALS)
    return _CACHE[edition]
