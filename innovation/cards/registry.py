"""Collects card effects, in printed order, from the modules of one (edition, set)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from importlib import import_module
from typing import Any

from ..rules.hooks import AFTER, DECREE, FIRST, READS, READS_BOARD, STATIC, WOULD, YOU, Karma
from ..rules.ruleset import CardImpl, EffectFn


class Registry:
    def __init__(self) -> None:
        self.impls: dict[str, CardImpl] = {}

    def effect(self, name: str, text: str, demand: bool = False) -> Callable[[EffectFn], EffectFn]:
        """Decorator: the next dogma effect of card `name`. `text` is the project's own
        wording of the effect (shown to players)."""

        def add(fn: EffectFn) -> EffectFn:
            impl = self.impls.setdefault(name, CardImpl(name, [], [], []))
            impl.effects.append(fn)
            impl.demands.append(demand)
            impl.texts.append(text)
            return fn

        return add

    def blank(self, name: str) -> None:
        """A card whose dogma reads "No effect." (3rd-edition Echoes: Ruler, Plumbing, Puppet):
        implemented, with nothing to run but its echo effect, if any."""
        self.impls.setdefault(name, CardImpl(name, [], [], []))
    def no_effects(self, names) -> None:
        """Cards with no effect text at all (cities: their behaviour is their icons)."""
        for name in names:
            self.impls.setdefault(name, CardImpl(name, [], [], []))

    def demand(self, name: str, text: str) -> Callable[[EffectFn], EffectFn]:
        return self.effect(name, text, demand=True)

    def compel(self, name: str, text: str) -> Callable[[EffectFn], EffectFn]:
        """Decorator: an "I compel" effect (Artifacts): a demand on the opponents who are
        eligible to share (rules/sets/artifacts.py: compel_steps)."""
        add = self.effect(name, text, demand=True)

        def mark(fn: EffectFn) -> EffectFn:
            add(fn)
            impl = self.impls[name]
            impl.compels = (*impl.compels, len(impl.effects) - 1)
            return fn

        return mark

    def echo(self, name: str, text: str) -> Callable[[EffectFn], EffectFn]:
        """Decorator: the echo effect of card `name` (Echoes, 3rd-edition Figures), run
        before the dogma effects while it shows (rules/dogma.py: echo_steps)."""

        def add(fn: EffectFn) -> EffectFn:
            impl = self.impls.setdefault(name, CardImpl(name, [], [], []))
            impl.echo = fn
            impl.echo_text = text
            return fn

        return add

    def inspire(self, name: str, text: str) -> Callable[[EffectFn], EffectFn]:
        """Decorator: the inspire effect of card `name` (3rd-edition Figures), run by an
        Inspire action on its colour while it shows (rules/sets/figures3.py)."""

        def add(fn: EffectFn) -> EffectFn:
            impl = self.impls.setdefault(name, CardImpl(name, [], [], []))
            impl.inspire = fn
            impl.inspire_text = text
            return fn

        return add

    # ------------------------------------------------------------ karmas (Figures)
    def _karma(self, k: Karma) -> None:
        impl = self.impls.setdefault(k.card, CardImpl(k.card, [], [], []))
        if not k.label:  # the card's name, numbered if another of its karmas watches a verb too
            same = [o for o in impl.karmas if o.kind == WOULD and o.verbs & k.verbs]
            k.label = k.card if not same else f"{k.card} ({len(same) + 1})"
        impl.karmas.append(k)

    def karma(self, name: str, text: str, on: Iterable[str], mode: str = FIRST, by: str = YOU,
              when: Callable[[Any, Any], bool] | None = None) -> Callable:
        """Decorator: a "would" karma of card `name`, active while it is a top card. It
        watches the verbs `on` (rules/verbs.py event names) made by `by` (YOU, OPPONENT,
        OTHER, ANY), when `when(x, ev)` holds; `async run(x, ev)` does what the text says
        FIRST (the change then happens) or INSTEAD (the change is replaced). x is the
        owner's effect context (x.card: the figure)."""

        def add(fn: Callable) -> Callable:
            self._karma(Karma(name, text, WOULD, fn, frozenset(on), mode, by, when))
            return fn

        return add

    def when_melded(self, name: str, text: str) -> Callable:
        """Decorator: a "When you meld this card" karma: `async run(x, ev)`."""

        def add(fn: Callable) -> Callable:
            self._karma(Karma(name, text, AFTER, fn, frozenset({"meld"})))
            return fn

        return add

    def static(self, name: str, text: str, query: str, by: str = YOU, board: bool = False,
               reads: Iterable[str] = ()) -> Callable:
        """Decorator: an "Each ..." karma changing a query while the card is a top card:
        `run(x, who, value) -> value` (who: the player, or card, the query is about). `by`:
        whose value about a player it changes: its owner's (YOU, the usual "your board"),
        or ANY (an opponent's score: Gilgamesh). `board`: what it adds hangs on its owner's
        board alone (its cards, splays and icons; not a hand, a score pile, another board),
        so the value changes only when that board does (fuzz.check_board_only). `reads`:
        all its answer hangs on (hooks.READS), for a query answered by a number: the answer
        is kept while those stay (rules/sets/kept.py); none said, it is worked out each time."""
        said = frozenset(reads) | ({READS_BOARD} if board else frozenset())
        if said - READS:
            raise ValueError(f"{name}: unknown reads {sorted(said - READS)}")

        def add(fn: Callable) -> Callable:
            self._karma(Karma(name, text, STATIC, fn, by=by, query=query, board=board, reads=said))
            return fn

        return add

    def decree(self, name: str, text: str, decree: str = "", figures: int = 2) -> None:
        """A decree karma: "You may issue a <decree> Decree with any two figures" (decree
        "" for any decree, with `figures` figures)."""
        self._karma(Karma(name, text, DECREE, decree=decree, figures=figures))


def load_ages(package: str, ages: range) -> None:
    """Import a set's age modules (`<package>.ageNN`), which add their cards to the set's
    registry. An age not written yet is skipped: its cards stay missing (`cards --missing`)."""
    for age in ages:
        name = f"{package}.age{age:02d}"
        try:
            import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                raise
