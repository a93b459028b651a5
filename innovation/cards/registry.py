"""Collects card effects, in printed order, from the modules of one (edition, set)."""

from __future__ import annotations

from collections.abc import Callable

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

    def no_effects(self, names) -> None:
        """Cards with no effect text at all (cities: their behaviour is their icons)."""
        for name in names:
            self.impls.setdefault(name, CardImpl(name, [], [], []))

    def demand(self, name: str, text: str) -> Callable[[EffectFn], EffectFn]:
        return self.effect(name, text, demand=True)

    def echo(self, name: str, text: str) -> Callable[[EffectFn], EffectFn]:
        """Decorator: the echo effect of card `name` (Echoes, 3rd-edition Figures), run
        before the dogma effects while it shows (rules/dogma.py: echo_steps)."""

        def add(fn: EffectFn) -> EffectFn:
            impl = self.impls.setdefault(name, CardImpl(name, [], [], []))
            impl.echo = fn
            impl.echo_text = text
            return fn

        return add
