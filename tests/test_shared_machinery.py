"""Machinery several expansions share (issue 14, item 5), proved with test-only effects on
real Echoes cards: bonus points in the score, the forecast and foreshadow, echo effects in
the Dogma plan, the duplicate-achievement multiplier, and the hooks Figures will use for
the sharing bonus and after an Achieve action."""

import dataclasses

from verbkit import settle

from innovation.editions import ruleset
from innovation.rules import verbs_hidden
from innovation.rules.dogma import echo_steps
from innovation.rules.hooks import CLAIMABLE_QUERY
from innovation.rules.ruleset import CardImpl
from innovation.scenarios import Scenario
from innovation.views import view


def build(setup, edition=4, rules=None, players=("ann", "bob")):
    return Scenario({"name": "machinery", "edition": edition, "expansions": ["echoes"],
                     "players": list(players), "setup": setup, "steps": []}).build(rules)


# ------------------------------------------------------------------ bonuses
def test_visible_bonuses_add_to_the_score_highest_in_full_the_others_one_each():
    # Plumbing: bonus 2 in its bottom-left slot; Bangle: bonus 1 bottom-right
    right = build({"ann": {"red": {"cards": ["Bangle", "Plumbing"], "splay": "right"},
                           "score": ["Archery"]}})
    assert right.score(0) == 1 + (2 + 1)  # the pile, then the highest bonus and one more
    left = build({"ann": {"red": {"cards": ["Bangle", "Plumbing"], "splay": "left"},
                          "score": ["Archery"]}})
    assert left.score(0) == 1 + 1  # a left splay hides Plumbing's bonus
    ties = build({"ann": {"red": ["Crossbow"], "purple": ["Puppet"]}})
    assert ties.score(0) == 3 + 1  # two 3s: one in full, the other one point (X3-T8)


def test_bonuses_count_for_achieving():
    g = build({"ann": {"red": ["Crossbow"], "purple": ["Chaturanga"], "score": ["Archery"]}})
    assert g.score(0) == 1 + 3 + 1 and "achieve 1" in g.labels(g.pending)


# ------------------------------------------------------------------ the forecast
def test_foreshadow_puts_a_card_in_the_forecast_up_to_the_4th_editions_limit():
    g = build({"ann": {"red": {"cards": ["Archery", "Oars"], "splay": "up"},
                       "hand": ["Tools", "Writing", "Sailing"]}})
    assert verbs_hidden.forecast_limit(g, 0) == 2  # splayed up: 2
    hand = list(g.state.players[0].hand)
    assert settle(verbs_hidden.foreshadow(g, 0, hand[0])) and settle(verbs_hidden.foreshadow(g, 0, hand[1]))
    assert not settle(verbs_hidden.foreshadow(g, 0, hand[2]))  # full: the card stays in hand
    me = g.state.players[0]
    assert me.forecast == hand[:2] and me.hand == hand[2:]
    assert view(g, 0)["players"][0]["forecast"] == [g.card(c).name for c in hand[:2]]
    assert view(g, 1)["players"][0]["forecast"] == ["base-1", "base-1"]


def test_the_3rd_edition_forecast_has_no_limit():
    g = build({"ann": {"red": {"cards": ["Archery", "Oars"], "splay": "up"},
                       "hand": ["Tools", "Writing", "Sailing"]}}, edition=3)
    assert verbs_hidden.forecast_limit(g, 0) is None
    for cid in list(g.state.players[0].hand):
        assert settle(verbs_hidden.foreshadow(g, 0, cid))
    assert len(g.state.players[0].forecast) == 3


# ------------------------------------------------------------------ echo effects
def with_echoes(edition=4, log=None):
    """The edition's rules with test-only effects on Candles, Plumbing and Bangle: each echo
    and dogma effect only notes who ran it."""
    base = ruleset(edition, ("base", "echoes"))
    impls = dict(base.impls)

    def note(label):
        async def effect(x):
            log.append((label, x.g.names[x.me]))
        return effect

    for name in ("Candles", "Plumbing", "Bangle"):
        impls[name] = CardImpl(name, [note(f"{name} dogma")], [False], ["test"],
                               echo=note(f"{name} echo"), echo_text="test")
    return dataclasses.replace(base, impls=impls, plan_steps=[echo_steps])


def test_visible_echo_effects_run_first_bottom_to_top_each_shared():
    log = []
    rules = with_echoes(log=log)
    g = build({"ann": {"red": {"cards": ["Bangle", "Plumbing", "Candles"], "splay": "right"}},
               "bob": {"red": ["Archery"]}}, rules=rules)
    g.answer_labels(["dogma Bangle"])
    # bob has as many castles (2) as ann shows: he shares every step, before ann
    assert log == [("Candles echo", "bob"), ("Candles echo", "ann"),
                   ("Plumbing echo", "bob"), ("Plumbing echo", "ann"),
                   ("Bangle echo", "bob"), ("Bangle echo", "ann"),
                   ("Bangle dogma", "bob"), ("Bangle dogma", "ann")]


def test_a_hidden_echo_effect_does_not_run():
    log = []
    g = build({"ann": {"red": {"cards": ["Bangle", "Plumbing"], "splay": "left"}}},
              rules=with_echoes(log=log))
    g.answer_labels(["dogma Bangle"])
    assert log == [("Bangle echo", "ann"), ("Bangle dogma", "ann")]


def test_self_execution_runs_the_echoes_alone_and_a_card_off_the_board_brings_only_its_own():
    log = []
    rules = with_echoes(log=log)
    g = build({"ann": {"red": {"cards": ["Bangle", "Plumbing"], "splay": "right"},
                       "hand": ["Candles"]}, "bob": {"red": ["Archery"]}}, rules=rules)
    x = rules.ctx_factory(g, 0, 0, g.cards.find("Bangle").id, None, 0)
    from innovation.rules.dogma import DogmaRun

    x.run = DogmaRun(0, x.card, 0)
    settle(x.self_execute(g.cards.find("Bangle").id))
    assert log == [("Plumbing echo", "ann"), ("Bangle echo", "ann"), ("Bangle dogma", "ann")]
    log.clear()
    settle(x.self_execute(g.cards.find("Candles").id))  # in hand: its own echo only (E4-T6)
    assert log == [("Candles echo", "ann"), ("Candles dogma", "ann")]


# ------------------------------------------------------------------ duplicate achievements
def test_a_second_achievement_of_an_age_needs_twice_the_points():
    setup = {"ann": {"red": ["Archery"], "achievements": ["Oars"], "score": ["Code of Laws",
             "Sailing", "Mysticism", "Writing", "Tools"]}, "achievements": ["Metalworking"]}
    g = build(setup)
    assert "achieve 1" not in g.labels(g.pending)  # 5 points, one 1 already: 10 needed
    setup["ann"]["score"] += ["Pottery", "Clothing", "The Wheel", "Agriculture", "City States"]
    g = build(setup)
    assert "achieve 1" in g.labels(g.pending)


def test_a_claimable_modifier_lets_the_achieve_action_claim_a_top_card():
    """F3-T18's hook: a karma making a top card count as an available achievement."""
    def gunpowder_too(g, player, found):
        top = g.top(player, 0)
        return found + [top] if top is not None and g.score(player) >= 20 else found

    setup = {"ann": {"red": ["Gunpowder"], "score": ["Coal", "Steam Engine", "Physics", "Chemistry"]},
             "achievements": []}
    assert "achieve 4" not in build(setup).labels(build(setup).pending)
    rules = dataclasses.replace(ruleset(4, ("base", "echoes")),
                                modifiers={CLAIMABLE_QUERY: [gunpowder_too]})
    g = build(setup, rules=rules)
    assert "achieve Gunpowder" in g.labels(g.pending)  # a board card is named, not an age
    g.answer_labels(["achieve Gunpowder"])
    assert [g.card(c).name for c in g.state.players[0].achievements] == ["Gunpowder"]


# ------------------------------------------------------------------ Figures' hooks
def test_the_sharing_bonus_and_the_after_achieve_steps_are_hooks():
    drawn = []

    async def figure_instead(g, player, run):
        drawn.append(("share bonus", player))

    async def opponents_draw(g, player, cid):
        drawn.append(("achieved", player))

    rules = dataclasses.replace(ruleset(4, ("base", "echoes")), share_bonus=figure_instead,
                                after_achieve=[opponents_draw])
    g = build({"ann": {"red": ["Archery"], "score": ["Calendar", "Mathematics", "Tools"]},
               "bob": {"red": ["Oars"], "hand": ["Writing"]}}, rules=rules)
    g.answer_labels(["achieve 1"])
    assert drawn == [("achieved", 0)]
    h = build({"ann": {"yellow": ["Agriculture"], "hand": ["Tools"]},
               "bob": {"blue": ["Pottery"], "hand": ["Writing"]}}, rules=rules)
    h.answer_labels(["dogma Agriculture"])
    while h.pending is not None and h.pending.kind != "action":
        h.answer([0])
    assert ("share bonus", 0) in drawn
