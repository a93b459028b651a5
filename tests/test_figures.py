"""Figures in the Sand (4th edition): the karma layer's own guarantees, beside the scenarios
in tests/scenarios/e4/figures (which pin every card's behaviour)."""

import json
from pathlib import Path

from innovation.cards.e4.figures import REGISTRY
from innovation.editions import new_game, ruleset
from innovation.model.cards import COLORS, DECREE, card_set
from innovation.model.zones import BOARD
from innovation.rules.hooks import WOULD, watching
from innovation.scenarios import Scenario

SCENARIOS = Path(__file__).parent / "scenarios" / "e4" / "figures"


def build(name: str):
    return Scenario(json.loads((SCENARIOS / f"{name}.json").read_text())).build()


def test_every_karma_and_decree_names_a_card_of_the_set():
    cards = card_set(4)
    for name in REGISTRY.impls:
        card = cards.find(name)
        assert card.set == "figures" and (card.kind == DECREE or card.age >= 1), name
    assert {c.name for c in cards.decrees if c.set == "figures"} <= set(REGISTRY.impls)


def test_the_base_game_has_no_hooks_and_figures_games_do():
    assert ruleset(4, ("base",)).make_hooks() is None
    assert ruleset(4, ("base", "figures")).make_hooks() is not None


def test_the_index_follows_the_top_cards():
    """Fu Xi's draw karma is watched while Fu Xi is on top; once a card covers it, not."""
    g = build("fu_xi_second_action_draw")  # green Fu Xi, hand Writing, two actions
    assert watching(g, WOULD, "draw")
    assert not watching(g, WOULD, "exchange")  # no active karma watches exchanges
    g.answer_labels(["meld Writing"])  # blue: Fu Xi stays on top
    assert watching(g, WOULD, "draw")
    fu_xi = g.cards.find("Fu Xi").id
    index = g.rules.hook_providers[0]
    assert any(h.owner == 0 for h in index(g)[(WOULD, "draw")])
    # the same position without Fu Xi on top: nothing watches draws
    h = Scenario({"name": "covered", "edition": 4, "expansions": ["figures"], "players": ["a", "b"],
                  "setup": {"a": {"green": ["Sailing", "Fu Xi"]}}}).build()
    assert h.loc[fu_xi][0] == BOARD and not watching(h, WOULD, "draw")


def test_a_karma_is_watched_for_the_changes_of_the_players_it_watches():
    """`watching` told the player making a change: a karma watching its owner's changes
    ("if you would") is not watched for another player's, one watching an opponent's not for
    its owner's, one watching anybody's for everyone's."""
    cards = card_set(4)

    def top(name: str):
        return Scenario({"name": name, "edition": 4, "expansions": ["figures"], "players": ["a", "b", "c"],
                         "setup": {"a": {COLORS[cards.find(name).color]: [name]}}}).build()

    fu_xi, shivaji, cai_lun = top("Fu Xi"), top("Shivaji"), top("Cai Lun")  # you, opponent, any
    assert [watching(fu_xi, WOULD, "draw", player=p) for p in range(3)] == [True, False, False]
    assert [watching(shivaji, WOULD, "achieve", player=p) for p in range(3)] == [False, True, True]
    assert [watching(cai_lun, WOULD, "score", player=p) for p in range(3)] == [True, True, True]
    assert watching(fu_xi, WOULD, "draw") and not watching(fu_xi, WOULD, "score", player=0)


def test_a_clone_at_a_karma_collision_goes_on_like_the_original():
    g = build("collision_current_player_picks_fu_xi")
    g.answer_labels(["draw"])
    c = g.clone()
    assert c.labels(c.pending) == g.labels(g.pending) == ["Jackie Chan", "Fu Xi"]
    for x in (g, c):
        x.answer_labels(["Fu Xi"])
    assert c.labels(c.pending) == g.labels(g.pending)
    assert [c.card(x).name for x in c.state.players[0].score] == \
        [g.card(x).name for x in g.state.players[0].score]


def test_a_clone_takes_its_parents_board_parts_while_their_counters_hold():
    """The karma index keeps each board's part by player object; a clone's players are new
    objects, so it takes its parent's parts (Hooks.adopt), good while a board's counter is
    the one they were worked out at: the same index, and a board changed after is seen."""
    import random

    from innovation.agents.random_agent import random_answer
    from innovation.editions import new_game
    from innovation.rules.decision import ACTION
    from innovation.rules.sets.karma_index import LINE, PER_PLAYER

    g = new_game(4, seed=11, expansions=["figures"])
    rng = random.Random(11)
    for _ in range(120):
        g.answer(random_answer(g.pending, rng))
    while g.pending.kind != ACTION:  # (where the clone starts from the same boards)
        g.answer(random_answer(g.pending, rng))
    index = g.rules.hook_providers[0]
    c = g.clone()
    parent, taken = g.hooks.cache[PER_PLAYER], c.hooks.cache[PER_PLAYER]
    held = [p for p in range(4) if parent[p][1] == c.state.players[p].board]
    assert held and all(taken[p][0] is LINE for p in held)
    assert all(taken[p][0] is c.state.players[p] for p in range(4) if p not in held)
    assert index(c) is index(g)
    while c.pending is not None and c.state.players[0].board == g.state.players[0].board:
        c.answer(random_answer(c.pending, rng))
    fresh = c.clone()
    fresh.hooks.cache.clear()  # worked out from the boards alone
    assert index(c) is index(fresh)


def test_random_games_with_figures_leak_no_hidden_card():
    """Hidden information: the figures' zones (hand, score pile, decks, the forecast a Trade
    decree fills) leak no title to the other players, for the whole of random games."""
    import random

    from test_views import assert_no_leak

    from innovation.editions import new_game
    from innovation.fuzz import fuzz_answer

    for seed in range(3):
        g = new_game(2, seed=seed, expansions=["figures"])
        rng = random.Random(seed)
        while g.pending is not None:
            for p in range(2):
                assert_no_leak(g, p)
            g.answer(fuzz_answer(g, rng, False))


def test_fuzz_with_figures_at_two_and_four_players():
    from innovation.fuzz import fuzz

    for players in (2, 4):
        res = fuzz(15, players, seed=7, expansions=["figures"])
        assert not res.failures, res.failures[0]["traceback"]


def test_the_terminal_shows_a_figures_karmas():
    from innovation.terminal import card_help

    g = build("yunus_trade_decree")
    text = card_help(g, "Muhammad Yunus")
    assert text.count("[karma]") == 2 and "sole majority" in text


# ---------------------------------------------------------------- the age-0 deck (Bear Grylls)
def test_the_age_0_cards_have_ids_only_where_figures_can_introduce_them():
    cards = card_set(4)
    zero = [c.id for c in cards.zero_cards]
    assert len(zero) == 15 and all(c.set == "base" for c in cards.zero_cards)
    assert cards.id_span(("base",)) <= min(zero)  # a base game's ids are unchanged
    assert cards.id_span(("base", "figures")) > max(zero)


def test_bear_grylls_introduces_the_age_0_deck_and_draws_from_it():
    from innovation.fuzz import check_invariants
    from innovation.rules.sets.figures import introduce_zero

    data = json.loads((SCENARIOS / "bear_grylls_meld_action_junks_all_but_achievements.json").read_text())
    del data["setup"]["decks"]  # no age-0 card named: the deck is out of play
    g = Scenario(data).build()
    cards = card_set(4)
    dealt = sum(len(z) for _, z in g.state.all_zones())
    assert not g.state.zero and not g.state.decks[0]
    assert all(c not in g.in_play() for c in cards.zero_cards)
    g.answer_labels(["meld Bear Grylls"])
    assert g.state.zero and len(g.state.decks[0]) == 14
    hand = g.state.players[0].hand
    assert len(hand) == 1 and cards[hand[0]].age == 0
    check_invariants(g, dealt)  # the 15 cards joined the table
    assert len(g.in_play()) == len(cards.age_cards) + 115 + 15
    assert not introduce_zero(g)  # once per game


def test_a_draw_of_0_draws_a_1_until_the_deck_is_introduced():
    # (driven by hand, not asyncio.run: another test's event loop may be running)
    from verbkit import settle

    from innovation.rules.sets.figures import introduce_zero
    from innovation.rules.verbs import draw

    g = build("alexander_dogma_action_scores_a_2")
    cid = settle(draw(g, 1, 0))
    assert cid is not None and g.card(cid).age == 1
    assert introduce_zero(g)
    cid = settle(draw(g, 1, 0))
    assert cid is not None and g.card(cid).age == 0


def test_modified_icon_counts_are_kept_until_something_moves(monkeypatch):
    """With icon modifiers at work, each player's modified icon counts are worked out once
    until a card moves or a pile is splayed, the action ends, or a karma says what they read
    changed (Game.forget_icon_counts)."""
    from innovation.rules import icon_memo
    from innovation.rules.hooks import ICONS_QUERY

    g = new_game(2, seed=3, expansions=["figures"])
    calls = []
    monkeypatch.setattr(icon_memo, "modified", lambda g, q, who, v: calls.append(who) or list(v))
    g.modded, g.icon_whose = g.modded | {ICONS_QUERY}, (None, None)  # (anyone's counts)
    first, again = g.icon_counts(0), g.icon_counts(0)
    assert calls == [0] and first is again
    g.icon_counts(1)
    assert calls == [0, 1]
    g.state.moves += 1  # a card moved
    g.icon_counts(0)
    assert calls == [0, 1, 0]
    g.state.actions_left -= 1  # the next action
    g.icon_counts(0)
    assert calls == [0, 1, 0, 0]
    g.forget_icon_counts()
    g.icon_counts(0), g.icon_counts(0)
    assert calls == [0, 1, 0, 0, 0]
    # only the players a modifier says it may change are worked out
    g.icon_whose = (frozenset({1}), frozenset())
    g.forget_icon_counts()
    assert g.icon_counts(0) is g.state.players[0].icons(g.cards)
    g.icon_counts(1)
    assert calls == [0, 1, 0, 0, 0, 1]


def test_modified_icon_counts_read_from_a_board_alone_are_kept_while_it_stays(monkeypatch):
    """A player whose icon modifiers read their board alone (in `whose`, not `restless`:
    R.static's `board`) keeps their modified counts while other things move, the action
    ends or a karma says what it reads changed; a change to their board works them out again."""
    from innovation.rules import icon_memo
    from innovation.rules.hooks import ICONS_QUERY

    g = new_game(2, seed=3, expansions=["figures"])
    calls = []
    monkeypatch.setattr(icon_memo, "modified", lambda g, q, who, v: calls.append(who) or list(v))
    g.modded = g.modded | {ICONS_QUERY}
    g.icon_whose = (frozenset({0, 1}), frozenset({1}))  # 1's modifiers read more than its board
    g.icon_counts(0), g.icon_counts(1)
    assert calls == [0, 1]
    g.state.moves += 1
    g.state.actions_left -= 1
    g.forget_icon_counts()
    g.icon_counts(0), g.icon_counts(1)
    assert calls == [0, 1, 1]
    g.state.players[0].board_changed(0)
    g.icon_counts(0), g.icon_counts(0)
    assert calls == [0, 1, 1, 0]


def test_an_action_whose_effects_go_round_forever_stops():
    """Astronomy melds each green or blue 6 it draws and goes again; Yuna Kim turns each meld
    into returning the top three cards of its colour from every board (to the bottom of the
    6 pile) and a tuck. With only green and blue cards in the 6 pile the action would never
    end: it stops once it has moved engine.ENDLESS_MOVES cards, and the game goes on."""
    from innovation.model.cards import BLUE, GREEN
    from innovation.rules.engine import ENDLESS_MOVES
    from innovation.scenarios import Scenario

    g = Scenario({"name": "endless", "edition": 4, "expansions": ["base", "figures"],
                  "players": ["micah", "dennis"], "steps": [], "setup": {
                      "micah": {"purple": ["Astronomy"],
                                "score": ["Industrialization", "Machine Tools", "Canning",
                                          "Vaccination", "Democracy", "Emancipation"]},
                      "dennis": {"purple": ["Yuna Kim"]},
                      "decks": {"base": {"6": ["Classification", "Metric System", "Atomic Theory",
                                               "Encyclopedia"]}}}}).build()
    g.logging = True
    d = g.pending
    g.answer([d.options.index(("dogma", g.cards.find("Astronomy").id))])
    assert g.state.moves >= ENDLESS_MOVES
    assert any("go round forever" in e.text for e in g.log)
    assert g.pending is not None and g.pending.player == 1  # dennis's turn: the game goes on
    deck = g.state.decks[6]
    assert len(deck) == 2 and all(g.card(c).color in (GREEN, BLUE) for c in deck)  # cycling
