"""What differs between rule editions, gathered in one object.

The engine reads these fields instead of testing the edition number. A ruleset is
assembled in `innovation.editions`, which is the only place that knows every layer.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from .hooks import ICONS_QUERY, NOBODIES, Hooks, icon_whose, rise_plan, watch_plan

EffectFn = Callable[[Any], Awaitable[None]]


@dataclass(slots=True)
class CardImpl:
    """A card's dogma effects in printed order; demands flagged."""

    name: str
    effects: list[EffectFn]
    demands: list[bool]
    texts: list[str] = field(default_factory=list)  # the project's own wording
    echo: EffectFn | None = None  # the echo effect, if the card has one
    echo_text: str = ""
    inspire: EffectFn | None = None  # the inspire effect (3rd-edition Figures), if any
    inspire_text: str = ""
    karmas: list[Any] = field(default_factory=list)  # Figures: rules/hooks.py Karma
    compels: tuple[int, ...] = ()  # Artifacts: which demands are "I compel" effects

    @property
    def has_demand(self) -> bool:
        return any(self.demands)


@dataclass(slots=True)
class SpecialAchievement:
    name: str
    condition: Callable[[Any, int], bool]  # (game, player) -> eligible
    text: str
    # the condition reads the player's board alone (piles, splays, icons): it need not be
    # checked again while that board has not changed (rules/victory.py: specials_earned)
    board_only: bool = False
    # earned by an event that marks it due (the SPECIALS_DUE turn counter, e.g. the Cities'):
    # not checked for a player with nothing due
    due_only: bool = False
    # a board condition that reads the icon counts (a karma's icon modifier may change them
    # without a board change: then it is checked for everyone)
    reads_icons: bool = False
    # a test the board's packed counts pass whenever the condition holds, while nothing
    # modifies the icon counts or lowers the requirements (model/cards.py: screen): failed,
    # the condition is not called
    screen: tuple[int, int, bool] | None = None


@dataclass(slots=True)
class Ruleset:
    edition: int
    max_age: int  # drawing above this ends the game
    achievement_ages: range  # standard achievements set up at the start
    specials: dict[str, SpecialAchievement]
    impls: dict[str, CardImpl]
    ctx_factory: Callable[..., Any]  # builds the effect context card code runs against
    demand_ids: frozenset[int] = frozenset()  # cards with a demand effect (Monument)
    # 4th edition: special achievements are checked at the end of each action, ties going
    # clockwise from the current player's left. 3rd: claimed the moment a condition is met
    # (its `after_change`, victory.immediate_checks), the current player winning ties;
    # achievement victory is immediate too.
    special_ties_current_first: bool = False
    achievement_win_immediate: bool = False
    reveal_counts_for_sharing: bool = False  # 3rd edition: a reveal earns the sharing bonus
    chain_rule: bool = True  # 4th edition: self-executing while self-executing costs an 11
    min_achievements: int = 3
    n_sets: int = 1  # the base set and each expansion in play
    splays: tuple[int, ...] = (1, 2, 3, 4)  # directions that exist (3rd edition has no aslant)
    # the sets of the 1s each player is dealt (3rd-edition Echoes: a base and an Echoes card)
    starting_hand: tuple[str, ...] = ("base", "base")
    # The game's coroutine (rules/turn.py: run_game), passed in by editions.py so the engine
    # imports no rules above it.
    entry: Callable[[Any], Any] | None = None
    # Contributors to a Dogma plan (rules/dogma.py: plan): (game, player, card, mode, steps)
    # -> steps; echo effects, compels and endorse join here.
    plan_steps: list[Callable[..., Any]] = field(default_factory=list)
    # The action table (rules/actions.py), in the order its options are offered, and the
    # steps after a Meld or Achieve action, in each edition's order (an after_meld step may be
    # a plain function returning what to await, or None when it has nothing to do).
    actions: tuple[Any, ...] = ()
    after_meld: list[Callable[..., Any]] = field(default_factory=list)
    after_achieve: list[Callable[..., Any]] = field(default_factory=list)
    # 4th edition: the forecast holds at most 5 cards, fewer with a better splay (E4-T2)
    forecast_limit: bool = False
    # Echo effects run in Dogma actions and executions (rules/dogma.py: echo_steps); the
    # 4th edition also in self- and super-execution (E4-T6).
    echo_in_execute: bool = True
    # The sharing bonus, None for the base game's free Draw action (Figures: a figure).
    share_bonus: Callable[..., Any] | None = None
    # The sets' draw rules (rules/verbs.py: draw_set), in order of precedence; None when only
    # the base set is in play (every draw takes the base pile).
    draw_rules: list[Callable[..., str]] | None = None
    # Steps the sets add at the start of each turn and at the end of each action (one there
    # with nothing to await may be a plain function).
    turn_start: list[Callable[[Any], Awaitable[None]]] = field(default_factory=list)
    end_of_action: list[Callable[[Any], Awaitable[None] | None]] = field(default_factory=list)
    # Runs after every verb, in play (3rd edition: immediate specials and victory).
    after_change: Callable[[Any], Awaitable[None]] | None = None
    # Hooks (rules/hooks.py): providers of active hooks and query modifiers, by query name.
    hook_providers: list[Callable[[Any], Any]] = field(default_factory=list)
    # Providers whose hooks never ask a question (a set's after-hooks, like the Cities' draws):
    # they alone do not make every action keep its start (actions_may_ask).
    quiet_providers: list[Callable[[Any], Any]] = field(default_factory=list)
    modifiers: dict[str, list[Callable[..., Any]]] = field(default_factory=dict)
    # Modifiers live only at times (a karma's, while its card is a top card) are marked
    # `dynamic`: their queries are in `Game.modded` only while one of these functions,
    # (game) -> frozenset of queries, names them. The game asks them again whenever the top
    # cards or the whole state change (Game.move, verbs.rearrange, clones and snapshots).
    live_queries: list[Callable[[Any], frozenset[str]]] = field(default_factory=list)
    # The cards whose coming to or leaving the top of a pile may change what those functions
    # return (Figures: the cards with karmas, and the figures, which may fade): a board move
    # that changes no such top asks nothing (Game.move). None: every board move asks. A set
    # adding to `live_queries` must add its cards here too.
    live_cards: frozenset[int] | None = None
    # Both rulebooks: karma effects never chain or trigger off other karma effects.
    hooks_chain: bool = False
    # 3rd-edition Artifacts: a card on display cannot be affected by any effect, its own
    # included (Q-09, A3-T7): effects' verbs leave it where it is (effects/moves.py)
    display_immune: bool = False
    # Cards that cannot be the target of a Dogma (4th-edition Figures, F4-T3).
    no_dogma: frozenset[int] = frozenset()
    # The featured icon a Dogma uses, (game, player, card, printed icon) -> the icon, or an
    # awaitable of it when a question or a karma may decide; None: the printed one
    # (4th-edition Figures: Auspice may choose the avatar, F4-T1).
    featured_icon: Callable[..., Any] | None = None
    # May this action ask a question now, (game, option) -> bool? None: with hooks, any may.
    action_asks: Callable[[Any, tuple], bool] | None = None

    def make_hooks(self) -> Any:
        """A game's hook dispatcher, or None when nothing can watch events."""
        if not self.hook_providers and not self.modifiers:
            return None
        # (worked out once: every game and every clone of a search makes its hooks)
        key = (len(self.hook_providers), sum(map(len, self.modifiers.values())))
        if self.watch is None or self.watch[0] != key:
            self.watch = (key, watch_plan(self.hook_providers), rise_plan(self.modifiers))
        return Hooks(self.hook_providers, self.modifiers, self.watch[1], self.watch[2])

    def modded_plan(self) -> tuple[frozenset[str], Callable[[Any], None] | None]:
        """The queries always modified, and the game's `live` function that sets
        `Game.modded` from them and the `live_queries` (None: `modded` never changes)."""
        static = frozenset(q for q, mods in self.modifiers.items()
                           if any(not getattr(m, "dynamic", False) for m in mods))
        parts = tuple(self.live_queries)
        if not parts:
            return static, None
        first, rest = parts[0], parts[1:]
        memo: dict[frozenset[str], frozenset[str]] = {}

        def live(g: Any) -> None:
            found = first(g)
            for part in rest:
                more = part(g)
                if more:  # (usually none: no new set to build and hash)
                    found = found | more
            modded = memo.get(found)
            if modded is None:
                modded = memo[found] = static | found
            g.modded = modded
            g.icon_whose = icon_whose(g) if ICONS_QUERY in modded else NOBODIES

        return static, live

    # Can a Draw, Meld or Achieve action ask a question (a hook may)? Then every action
    # keeps its starting position for clones. Set from the hooks.
    actions_may_ask: bool = field(init=False, default=False)
    action_table: dict[str, Any] = field(init=False, default_factory=dict)  # verb -> action
    watch: tuple[Any, Any, Any] | None = field(init=False, default=None)  # make_hooks: plans kept
    plans: dict[tuple[int, str], list[Any]] = field(init=False, default_factory=dict)  # dogma.plan

    def __post_init__(self) -> None:
        self.finish()

    def finish(self) -> None:
        """Work out the derived fields again, after the sets' rules joined (editions.py)."""
        # a set's own test (action_asks) decides too, hooks or not (Echoes: a Meld action
        # asks when there is a forecast card to promote)
        self.actions_may_ask = (any(p not in self.quiet_providers for p in self.hook_providers)
                                or self.action_asks is not None)
        self.action_table = {a.verb: a for a in self.actions}
        self.plans.clear()

    def achievements_to_win(self, n_players: int, teams: bool = False, extra: int = 0) -> int:
        """Six for two players, one less per extra player, down to the edition's minimum
        (the Deluxe rule for 5+ players, 8 minus the players, is the same count). Teams
        need as many as two players would; `extra` is the longer game's one more."""
        # Ruling (Q-01, X3-T15): a team counts as two players in both editions, one more per
        # expansion still added
        if teams:
            n_players = 2
        # one more per expansion in play (the relics are none: X3-T15), the minimum applied
        # after (both rulebooks' formula): 4 in the 3rd edition (X3-T12: not F11's 5), 3 in the
        # 4th (X4-T3)
        return max(self.min_achievements, 8 - n_players + self.n_sets - 1) + extra
