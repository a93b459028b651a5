"""Figures in the Sand (3rd edition): what the rules module adds, beside the scenarios in
tests/scenarios/e3/figures (which pin every card's behaviour)."""

import json
from pathlib import Path

from innovation.cards.e3.figures import REGISTRY
from innovation.editions import ruleset
from innovation.model.cards import DECREE, card_set
from innovation.scenarios import Scenario

SCENARIOS = Path(__file__).parent / "scenarios" / "e3" / "figures"


def build(path: str):
    return Scenario(json.loads((SCENARIOS / f"{path}.json").read_text())).build()


def test_every_effect_karma_and_decree_names_a_card_of_the_set():
    cards = card_set(3)
    for name, impl in REGISTRY.impls.items():
        card = cards.find(name)
        assert card.set == "figures" and (card.kind == DECREE or card.age >= 1), name
        if card.kind != DECREE:
            # a figure has no dogma effect; its inspire or echo effect sits in its printed slot
            assert not impl.effects, name
            assert (impl.inspire is not None) == (card.inspire_slot is not None), name
            assert (impl.echo is not None) == (card.echo_slot is not None), name
    assert {c.name for c in cards.decrees if c.set == "figures"} <= set(REGISTRY.impls)


def test_the_meld_actions_steps_in_the_3rd_editions_order_whatever_the_join_order():
    """X3-T6: promotion (once, even with Echoes too) before the "When" karma."""
    for sets in (("base", "figures"), ("base", "figures", "echoes"), ("base", "echoes", "figures"),
                 ("base", "cities", "artifacts", "figures", "echoes")):
        steps = [getattr(s, "rank", 0) for s in ruleset(3, sets).after_meld]
        assert steps == sorted(steps)
        names = [s.__name__ for s in ruleset(3, sets).after_meld]
        assert names.count("promote") == 1 and names[-1] == "step", (sets, names)


def test_the_special_actions_are_offered_once_each():
    rs = ruleset(3, ("base", "figures"))
    verbs = [a.verb for a in rs.actions]
    assert verbs.count("inspire") == verbs.count("decree") == 1
    assert "inspire" not in [a.verb for a in ruleset(4, ("base", "figures")).actions]


def test_a_clone_mid_inspire_goes_on_like_the_original():
    g = build("age01/gilgamesh_inspire_scores_a_card_from_hand")
    g.answer_labels(["inspire red"])
    c = g.clone()
    assert c.labels(c.pending) == g.labels(g.pending) == ["Optics", "Pottery"]
    for x in (g, c):
        x.answer_labels(["Optics"])
    assert [c.card(x).name for x in c.state.players[0].hand] == \
        [g.card(x).name for x in g.state.players[0].hand]


def test_the_terminal_and_the_web_catalogue_show_inspire_effects_and_karmas():
    from innovation.server.messages import catalogue
    from innovation.terminal import card_help

    g = build("age02/archimedes_advancement_decree")
    text = card_help(g, "Sun Tzu")
    assert "[inspire] Draw a 2." in text and text.count("[karma]") == 2
    assert "[echo] Draw a 2." in card_help(g, "Archimedes")
    entry = catalogue(3)["Sun Tzu"]
    # the inspire slot is its own token (the client draws it as such, never as the image)
    assert entry["icons"] == ["inspire", "castle", "hex", "castle"]
    assert entry["inspire"] == "Draw a 2." and len(entry["karmas"]) == 2
    assert "decree" in catalogue(3)["Hedy Lamar"]["karmas"][0]


def test_random_games_with_3rd_edition_figures_leak_no_hidden_card_and_samples_agree():
    """Hidden information: the set's zones (hand, score pile, forecast, decks) leak no title
    to the other players, and a bot's sample of the hidden cards keeps every zone's backs."""
    import random

    from test_views import assert_no_leak

    from innovation.editions import new_game
    from innovation.fuzz import fuzz_answer
    from innovation.observation import observe

    sampled = 0
    for seed in range(3):
        g = new_game(2, seed=seed, edition=3, expansions=["figures"])
        rng = random.Random(seed)
        steps = 0
        while g.pending is not None:
            for p in range(2):
                assert_no_leak(g, p)
            steps += 1
            if steps % 25 == 0:
                p = g.pending.player
                h = observe(g, p).sample(rng)
                assert h is not None and h.labels(h.pending) == g.labels(g.pending)
                for real, imagined in zip(g.state.players, h.state.players, strict=True):
                    assert real.piles == imagined.piles
                    for zone in ("hand", "score", "forecast"):
                        assert sorted(g.card(c).back for c in getattr(real, zone)) == \
                            sorted(h.card(c).back for c in getattr(imagined, zone)), zone
                sampled += 1
            g.answer(fuzz_answer(g, rng, True))
    assert sampled > 3


def test_fuzz_with_3rd_edition_figures_at_two_and_four_players():
    from innovation.fuzz import fuzz

    for players in (2, 4):
        res = fuzz(10, players, seed=7, edition=3, expansions=["figures"])
        assert not res.failures, res.failures[0]["traceback"]


def test_the_whose_check_has_teeth(monkeypatch):
    """A static karma changes its owner's icon counts and achievements only (hooks.touched);
    fuzz.check_whose finds a modifier that says it changes nobody's and changes its owner's."""
    import pytest

    from innovation.fuzz import InvariantError, check_whose
    from innovation.rules.hooks import ACHIEVEMENTS_QUERY, ICONS_QUERY, touched

    for path, query in (("age01/sneferu_castles_add_crowns", ICONS_QUERY),
                        ("age08/curie_one_high_value_not_enough", ACHIEVEMENTS_QUERY)):
        g = build(path)
        assert query in g.modded and len(touched(g, query)) == 1, path
        check_whose(g)  # as it is: nothing to say
        for mod in g.hooks.modifiers[query]:
            if hasattr(mod, "whose"):
                monkeypatch.setattr(mod, "whose", lambda g: frozenset())
        with pytest.raises(InvariantError, match=query):
            check_whose(g)
        monkeypatch.undo()


def test_the_board_only_check_has_teeth(monkeypatch):
    """A karma declared to read its owner's board alone (R.static's `board`) lets the specials
    skip that player while their board is unchanged; fuzz.check_board_only finds one that
    reads more (here, made to count the hand too)."""
    import pytest

    from innovation.fuzz import InvariantError, check_board_only
    from innovation.model.zones import DECK, HAND

    g = build("age01/sneferu_castles_add_crowns")
    assert g.icon_whose == ({1}, set())  # Sneferu's owner; nobody restless
    check_board_only(g)
    (karma,) = [k for k in REGISTRY.impls["Sneferu"].karmas if k.kind == "static"]
    plain = karma.run
    monkeypatch.setattr(karma, "run", lambda x, who, counts: plain(x, who, counts) if who != 1 else
                        [n + len(x.g.state.players[1].hand) for n in counts])
    card = next(c for c, at in enumerate(g.loc) if at is not None and at[0] == DECK)
    g.move(card, HAND, 1)
    with pytest.raises(InvariantError, match="board did not"):
        check_board_only(g)


def test_a_static_karmas_answer_is_kept_while_what_it_reads_stays(monkeypatch):
    """Marie Curie reads her owner's cards and their values (R.static's `reads`): her answer
    is worked out once and kept (rules/sets/kept.py) while her owner's cards stay, whatever
    moves elsewhere, and worked out again when one of them moves."""
    from innovation.model.zones import DECK, HAND, SCORE

    g = build("age08/curie_one_high_value_not_enough")
    (karma,) = [k for k in REGISTRY.impls["Marie Curie"].karmas if k.kind == "static"]
    plain, runs = karma.run, []
    monkeypatch.setattr(karma, "run", lambda x, who, count: runs.append(who) or plain(x, who, count))
    assert g.achievement_count(0) == 6 and runs == [0]
    assert g.achievement_count(0) == 6 and runs == [0]  # kept
    deck = [c for c, at in enumerate(g.loc) if at is not None and at[0] == DECK]
    g.move(deck[0], HAND, 1)  # another player's cards: the answer holds
    assert g.achievement_count(0) == 6 and runs == [0]
    nine = next(c for c in deck[1:] if g.card(c).age == 9)
    g.move(nine, SCORE, 0)  # a value above 6 more in her owner's score pile
    assert g.achievement_count(0) == 7 and runs == [0, 0]


def test_the_kept_answers_check_has_teeth(monkeypatch):
    """fuzz.check_kept_answers finds a static karma reading more than it says: here Marie
    Curie made to count the other player's score pile too, which her `reads` leave out."""
    import pytest

    from innovation.fuzz import InvariantError, check_kept_answers
    from innovation.model.zones import DECK, SCORE

    g = build("age08/curie_one_high_value_not_enough")
    (karma,) = [k for k in REGISTRY.impls["Marie Curie"].karmas if k.kind == "static"]
    plain = karma.run
    monkeypatch.setattr(karma, "run", lambda x, who, count: plain(x, who, count)
                        + len(x.g.state.players[1].score))
    assert g.achievement_count(0) == 6
    check_kept_answers(g)  # as it is: the kept answer is the answer
    card = next(c for c, at in enumerate(g.loc) if at is not None and at[0] == DECK)
    g.move(card, SCORE, 1)
    with pytest.raises(InvariantError, match="reads more than it says"):
        check_kept_answers(g)


def test_the_decree_action_is_once_per_turn():
    """F3-T15 (X3-T7): with the cost in hand again after a decree, no second one this turn;
    the next turn offers it again. (A decree empties the hand, so no scenario can refill it
    within the turn: the hand is filled here directly.)"""
    from innovation.model.zones import HAND

    spec = json.loads((SCENARIOS / "rules/decree_removes_the_hand_claims_and_activates.json").read_text())
    spec["setup"]["actions"] = 2
    g = Scenario(spec).build()
    decree = next(a for a in g.rules.actions if a.verb == "decree")
    cards = g.cards
    me = g.state.current
    figures = [cards.find(n).id for n in ("Hatshepsut", "Alexander the Great", "Saladin")]

    def refill(player: int) -> None:
        for cid in figures:
            g.move(cid, HAND, player)

    assert decree.options(g, me), "the scenario's position offers a decree"
    g.answer_labels(["decree Expansion"])
    assert g.state.current == me and "draw" in g.labels(g.pending), "the second action's choice"
    refill(me)
    assert g.state.current == me and decree.options(g, me) == []
    other = 1 - me
    refill(other)
    assert decree.options(g, other), "another player's turn offers it"


def test_bonuses_and_inspire_options_read_from_kept_counts_agree_with_the_cards():
    """The board's bonus points and the Inspire options come from counts kept with the
    piles (PlayerState.bonus_facts, the packed inspire field); along random games they agree
    with the bonuses and inspire slots that show, read card by card from the slots."""
    import random

    from innovation.agents.random_agent import random_answer
    from innovation.editions import new_game
    from innovation.model.state import SPECIAL_ACTIONS
    from innovation.rules.decision import ACTION
    from innovation.rules.sets.figures3 import INSPIRE_BIT, INSPIRES_QUERY, inspire_cards, inspire_options

    def bonuses(g, ps) -> tuple[int, int]:
        shown = [b for color, pile in enumerate(ps.piles) for i, cid in enumerate(pile)
                 for b in g.card(cid).visible_bonuses(None if i == len(pile) - 1 else ps.splay[color])
                 if i == len(pile) - 1 or ps.splay[color]]
        return (max(shown) + len(shown) - 1, len(shown)) if shown else (0, 0)

    seen = set()
    for seed in range(12):
        g = new_game(3, seed=seed, edition=3, expansions=["figures", "echoes"])
        g.logging = False
        rng = random.Random(seed)
        while g.pending is not None:
            for ps in g.state.players:
                facts = ps.bonus_facts(g.cards)
                assert facts == bonuses(g, ps)
                seen.add(facts[1] > 0)
            d = g.pending
            if d.kind == ACTION and INSPIRES_QUERY not in g.modded:
                ps = g.state.players[d.player]
                expected = [] if ps.counts[SPECIAL_ACTIONS] & INSPIRE_BIT else [
                    ("inspire", pile[-1]) for color, pile in enumerate(ps.piles)
                    if inspire_cards(g, d.player, color)]
                options = inspire_options(g, d.player)
                assert options == expected
                seen.add(("inspire", bool(options)))
            g.answer(random_answer(d, rng))
    assert seen >= {True, False, ("inspire", True), ("inspire", False)}
