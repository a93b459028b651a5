"""How a game names the options of a decision, and reads answers given by name."""

from __future__ import annotations

from typing import Any

from ..model.cards import COLORS, FACE_UP_KINDS
from ..model.zones import OWNER, PUBLIC, ZONES
from .decision import Decision, IllegalAnswer


class Labels:
    """The labels part of `Game` (engine.py): what each option is called, as a player sees it."""

    __slots__ = ()

    def answer_labels(self, labels: list[str]) -> None:
        self.answer(self.indices_for(labels))

    def indices_for(self, labels: list[str]) -> list[int]:
        d = self.pending
        if d is None:
            raise IllegalAnswer("the game is over: there is no decision to answer")
        have = self.labels(d)
        if d.min == 0 and len(have) == 1 and [str(x).lower() for x in labels] in (["yes"], ["no"]):
            # a lone optional choice reads as a yes/no question
            return [0] if str(labels[0]).lower() == "yes" else []
        out: list[int] = []
        for lab in labels:
            want = str(lab).strip().lower()
            for i, h in enumerate(have):
                if h.lower() == want and i not in out:
                    out.append(i)
                    break
            else:
                raise IllegalAnswer(f"no option {lab!r}; the options are: {', '.join(have)}")
        return out

    def labels(self, d: Decision) -> list[str]:
        if not d.labels:
            d.labels = [self.option_label(d, o) for o in d.options]
        return d.labels

    def option_label(self, d: Decision, o: Any) -> str:
        kind = d.kind
        if kind == "cards":
            return self.card_label(o, d.player)
        if kind == "color":
            return COLORS[o]
        if kind == "player":
            return self.names[o]
        if kind == "action":
            return self.rules.action_table[o[0]].label(self, o)
        return str(o)

    def visible_to(self, cid: int, player: int) -> bool:
        """May `player` see this card's face where it lies now?"""
        kind, owner, _ = self.loc[cid]
        sees = ZONES[kind].sees
        if sees == PUBLIC or self.card(cid).kind in FACE_UP_KINDS or cid in self._revealed:
            return True
        return owner == player and sees == OWNER

    def card_label(self, cid: int, viewer: int) -> str:
        if self.visible_to(cid, viewer):
            return self.card(cid).name
        c = self.card(cid)
        kind, owner, _ = self.loc[cid]
        if owner >= 0:
            return f"{c.back} ({self.names[owner]})"
        return c.back
