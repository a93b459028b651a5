"""One game seen as a sequence of single picks: the machinery both environments share.

A decision asking for `min..max` options (possibly ordered) is answered one pick per
step: action `i < max_options` picks option `i`, action `max_options` ("stop") submits
the picks made so far. The answer is submitted by itself once `max` picks are made.
The mask only offers moves that keep a legal answer reachable where that is cheap to
know: a pick or stop that would submit is validated first (`Decision.validate`, which
runs the decision's `check`). A `check` can still lead into a dead end (no legal move
left); the picks then restart from none. Options past `max_options` are never offered.
"""

from __future__ import annotations

import random

import numpy as np

from ..agents.random_agent import random_answer
from ..editions import new_game, normalize_options, sets_in_play
from ..rules.decision import Decision, IllegalAnswer
from ..rules.engine import Game
from .encoding import Layout, encode_game


class Table:
    def __init__(self, players: int = 2, edition: int = 4, options: dict | None = None,
                 max_options: int = 128, skip_forced: bool = True, sets: list[str] | None = None):
        self.players = players
        self.edition = edition
        self.options = dict(options or {})
        self.sets = list(sets or [])  # expansions besides the base set (refused until implemented)
        self.table_options = normalize_options(self.options, edition, players, len(self.sets))
        new_game(players, seed=0, edition=edition, options=self.options,
                 expansions=self.sets)  # refuse a bad table now
        self.layout = Layout(edition, max_options, sets_in_play(self.sets))
        self.max_options = max_options
        self.stop = max_options
        self.n_actions = max_options + 1
        self.skip_forced = skip_forced
        self.game: Game | None = None
        self.picks: list[int] = []
        self.restarts = 0  # dead ends met (picks restarted)
        self._mask = np.zeros(self.n_actions, dtype=np.int8)
        self._rng = random.Random(0)

    # ------------------------------------------------------------------ game flow
    def reset(self, seed: int) -> None:
        self.game = new_game(self.players, seed=seed, edition=self.edition, options=self.options,
                             expansions=self.sets)
        self.game.logging = False  # the log is not part of the observation, and grows
        self.picks = []
        self.restarts = 0
        self._rng = random.Random(seed)
        self._settle()

    @property
    def decider(self) -> int | None:
        d = self.game.pending if self.game is not None else None
        return None if d is None else d.player

    @property
    def over(self) -> bool:
        return self.game is not None and self.game.pending is None

    def mask(self) -> np.ndarray:
        return self._mask.copy()

    def act(self, action: int) -> None:
        """One pick (or stop) by the deciding seat. Raises ValueError if the mask forbids it."""
        a = int(action)
        if not 0 <= a < self.n_actions or not self._mask[a]:
            raise ValueError(f"action {a} is not allowed now (see the action mask)")
        self._apply(a)
        self._settle()

    def answer(self, picks: list[int]) -> None:
        """A whole answer at once (a bot's), replacing any picks made so far."""
        self.picks = []
        self.game.answer(picks)
        self._settle()

    def _apply(self, a: int) -> None:
        if a == self.stop:
            self._submit()
            return
        self.picks.append(a)
        d = self.game.pending
        if len(self.picks) >= min(d.max, len(d.options)):
            self._submit()

    def _submit(self) -> None:
        picks, self.picks = self.picks, []
        self.game.answer(picks)  # validated by the mask already

    def _settle(self) -> None:
        """Compute the mask; restart dead ends and play forced moves."""
        g = self.game
        while g.pending is not None:
            m, allowed = self._compute_mask(g.pending)
            if not allowed:
                if self.picks:
                    self.picks = []
                    self.restarts += 1
                    continue
                # no legal answer within the first max_options options: let chance answer
                g.answer(random_answer(g.pending, self._rng))
                continue
            if self.skip_forced and len(allowed) == 1:
                self._apply(allowed[0])
                continue
            self._mask = m
            return
        self._mask = np.zeros(self.n_actions, dtype=np.int8)

    def _compute_mask(self, d: Decision) -> tuple[np.ndarray, list[int]]:
        """The mask, and the allowed actions in order."""
        m = np.zeros(self.n_actions, dtype=np.int8)
        picks = self.picks
        n = len(d.options)
        hi = min(d.max, n)
        k = len(picks)
        allowed: list[int] = []
        if k < hi:
            allowed = [i for i in range(min(n, self.max_options)) if i not in picks] if picks \
                else list(range(min(n, self.max_options)))
            if k + 1 == hi:  # the next pick submits: offer only legal answers
                if d.check is None:  # then only the size of the answer matters
                    if not d.min <= hi:
                        allowed = []
                else:
                    allowed = [i for i in allowed if self._legal(d, picks + [i])]
        if k >= d.min and self._legal(d, picks):
            allowed.append(self.stop)
        if allowed:
            m[allowed] = 1
        return m, allowed

    @staticmethod
    def _legal(d: Decision, picks: list[int]) -> bool:
        if d.check is None:
            return d.min <= len(picks) <= min(d.max, len(d.options))
        try:
            d.validate(picks)
        except IllegalAnswer:
            return False
        return True

    # ------------------------------------------------------------------ outputs
    def observe(self, seat: int) -> np.ndarray:
        deciding = seat == self.decider
        return encode_game(self.game, seat, self.layout, self.table_options,
                           self.picks if deciding else None, self._mask if deciding else None)

    def outcome(self) -> list[float]:
        """+1 for the winners and -1 for the others when one player or one team wins alone;
        0 for the winners (and -1 for the others) of a shared win; 0 for all if nobody wins."""
        winners = self.game.state.winners or []
        n = self.game.n
        if not winners:
            return [0.0] * n
        teams = self.table_options.get("teams") or list(range(n))
        win = 1.0 if len({teams[p] for p in winners}) == 1 else 0.0
        return [win if p in winners else -1.0 for p in range(n)]

    def action_labels(self) -> list[str]:
        """What each currently allowed action means (for people and debugging)."""
        d = self.game.pending
        if d is None:
            return []
        labels = self.game.labels(d)
        return [("stop" if a == self.stop else labels[a]) for a in np.flatnonzero(self._mask)]
