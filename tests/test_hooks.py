"""The hook layer, proved with test-only cards: hooks carried by a card while it is a top
card, like the karmas of Figures in the Sand. Each test gives the 4th-edition rules a
provider of such hooks and plays a scenario position."""

import dataclasses
import inspect
import random
import re

from innovation.editions import ruleset
from innovation.model.cards import CASTLE, card_set
from innovation.model.zones import BOARD, FORECAST, SAFE
from innovation.observation import observe
from innovation.rules import verbs, verbs_hidden
from innovation.rules.engine import Config, Game
from innovation.rules.hooks import AFTER, AFTER_VERBS, POINTS_QUERY, WOULD, Hook, watching
from innovation.scenarios import Scenario, reset_knowledge
from innovation.views import view


def carried_by(card_name: str, *hooks: Hook):
    """A provider: the hooks are active while `card_name` is a top card, for its owner."""

    def provide(g):
        cid = g.cards.find(card_name).id
        kind, owner, _ = g.loc[cid]
        if kind == BOARD and g.top(owner, g.card(cid).color) == cid:
            return [dataclasses.replace(h, owner=owner) for h in hooks]
        return []

    return provide


def game(setup, providers=(), modifiers=None, hooks_chain=False):
    rules = dataclasses.replace(ruleset(4, ("base",)), hook_providers=list(providers),
                                modifiers=dict(modifiers or {}), hooks_chain=hooks_chain)
    return Scenario({"name": "hooks", "edition": 4, "players": ["dennis", "micah"],
                     "setup": setup, "steps": []}).build(rules)


def top_first(g, player, color):
    return [g.card(c).name for c in reversed(g.state.players[player].piles[color])]


# ------------------------------------------------------------------ would: instead
async def tuck_instead(g, ev):
    await verbs.tuck(g, ev.player, ev.card)
    return True


def test_a_would_hook_replaces_the_change():
    """"If you would meld a card, instead tuck it" (on Archery): a Meld action tucks."""
    hook = Hook("Archery: tuck instead", frozenset({"meld"}), WOULD, tuck_instead,
                when=lambda g, ev: ev.player == 0)
    g = game({"dennis": {"red": ["Archery"], "green": ["The Wheel"], "hand": ["Sailing"]}},
             [carried_by("Archery", hook)])
    g.answer_labels(["meld Sailing"])
    assert top_first(g, 0, 2) == ["The Wheel", "Sailing"]  # under, not on top
    # without the hook the same action melds on top
    h = game({"dennis": {"red": ["Archery"], "green": ["The Wheel"], "hand": ["Sailing"]}})
    h.answer_labels(["meld Sailing"])
    assert top_first(h, 0, 2) == ["Sailing", "The Wheel"]


def test_a_hook_is_active_only_while_its_card_is_on_top():
    hook = Hook("Archery: tuck instead", frozenset({"meld"}), WOULD, tuck_instead)
    g = game({"dennis": {"red": ["Oars", "Archery"], "green": ["The Wheel"], "hand": ["Sailing"]}},
             [carried_by("Archery", hook)])
    g.answer_labels(["meld Sailing"])
    assert top_first(g, 0, 2) == ["Sailing", "The Wheel"]


# ------------------------------------------------------------------ would: first
async def score_lowest_first(g, ev):
    hand = g.state.players[ev.player].hand
    if hand:
        low = min(hand, key=lambda c: g.card(c).age)
        await verbs.score(g, ev.player, low)
    return False  # the draw still happens


def test_a_would_hook_adds_a_change_first():
    """"If you would draw, first score the lowest card of your hand": the Draw action scores
    Oars, then draws."""
    hook = Hook("Archery: score first", frozenset({"draw"}), WOULD, score_lowest_first)
    g = game({"dennis": {"red": ["Archery"], "hand": ["Oars", "Construction"]},
              "decks": {"base": {"1": ["Tools"]}}}, [carried_by("Archery", hook)])
    g.answer_labels(["draw"])
    me = g.state.players[0]
    assert [g.card(c).name for c in me.score] == ["Oars"]
    assert sorted(g.card(c).name for c in me.hand) == ["Construction", "Tools"]


# ------------------------------------------------------------------ after
async def draw_a_one(g, ev):
    await verbs.draw(g, ev.player, 1)


def test_an_after_hook_follows_the_change():
    hook = Hook("Archery: then draw a 1", frozenset({"meld"}), AFTER, draw_a_one,
                when=lambda g, ev: g.card(ev.card).name != "Archery")
    g = game({"dennis": {"red": ["Archery"], "hand": ["Sailing"]},
              "decks": {"base": {"1": ["Tools"]}}}, [carried_by("Archery", hook)])
    g.answer_labels(["meld Sailing"])
    assert top_first(g, 0, 2) == ["Sailing"]
    assert [g.card(c).name for c in g.state.players[0].hand] == ["Tools"]


class FixedWatch:
    """A provider whose watch never changes (as the Cities'): its hooks all game long."""

    def __init__(self, *hooks: Hook):
        self.hooks = hooks
        self.static_watches = frozenset((h.kind, v) for h in hooks for v in h.verbs)
        self.fixed_index = {(h.kind, v): [h] for h in hooks for v in h.verbs}

    def __call__(self, g):
        return self.hooks

    def has(self, g, kind, verb):
        return (kind, verb) in self.static_watches


def test_a_fixed_watch_skips_only_what_it_cannot_watch():
    hook = Hook("then draw a 1", frozenset({"meld"}), AFTER, draw_a_one)
    g = game({"dennis": {"hand": ["Sailing"]}, "decks": {"base": {"1": ["Tools"]}}},
             [FixedWatch(hook)])
    assert not g.hooks.woulds and g.hooks.afters == {"meld"}  # no would-hook, no other verb
    assert g.hooks.index == {(AFTER, "meld"): [hook]}  # looked up at once (Hooks.active)
    g.answer_labels(["meld Sailing"])
    assert [g.card(c).name for c in g.state.players[0].hand] == ["Tools"]


def test_a_hook_naming_its_cards_watches_no_other_cards_change():
    cards = card_set(4)
    sailing, archery = cards.find("Sailing").id, cards.find("Archery").id
    hook = Hook("then draw a 1", frozenset({"meld"}), AFTER, draw_a_one, cards=frozenset({sailing}))
    g = game({"dennis": {"hand": ["Sailing", "Archery"]}, "decks": {"base": {"1": ["Tools"]}}},
             [FixedWatch(hook)])
    assert watching(g, AFTER, "meld", sailing) and not watching(g, AFTER, "meld", archery)
    assert watching(g, AFTER, "meld")  # a change of no card named
    g.answer_labels(["meld Archery"])
    assert [g.card(c).name for c in g.state.players[0].hand] == ["Sailing"]  # no draw


def test_every_verb_that_skips_watching_its_after_hooks_is_listed():
    # a verb asks `watching` only if it is in `Hooks.afters`, which lists every verb when a
    # provider's watch may change: a verb missing from AFTER_VERBS would never be watched
    named = set()
    for module in (verbs, verbs_hidden):
        named |= set(re.findall(r'"(\w+)" in g\.hooks\.afters', inspect.getsource(module)))
    assert len(named) > 10 and named <= AFTER_VERBS


# ------------------------------------------------------------------ query modifiers
def test_a_query_modifier_changes_the_score_and_what_it_allows():
    """"Each castle on your board adds a point to your score" while Archery is on top."""

    def castles_score(g, player, points):
        archery = g.cards.find("Archery").id
        if g.loc[archery][1] == player and g.top(player, 0) == archery:
            return points + g.icons(player, CASTLE)
        return points

    setup = {"dennis": {"red": ["Archery"], "score": ["Code of Laws", "Sailing", "Mysticism"]}}
    plain = game(setup)
    assert plain.score(0) == 3 and "achieve 1" not in plain.labels(plain.pending)
    g = game(setup, modifiers={POINTS_QUERY: [castles_score]})
    assert g.score(0) == 3 + g.icons(0, CASTLE) >= 5
    assert "achieve 1" in g.labels(g.pending)
    assert g.score(1) == 0


# ------------------------------------------------------------------ colliding would-hooks
async def score_instead(g, ev):
    await verbs.score(g, ev.player, ev.card)
    return True


def test_the_current_player_picks_one_of_two_colliding_would_hooks():
    tuck = Hook("Archery: tuck instead", frozenset({"meld"}), WOULD, tuck_instead)
    score = Hook("Oars: score instead", frozenset({"meld"}), WOULD, score_instead)
    setup = {"dennis": {"red": ["Archery"], "green": ["The Wheel"], "hand": ["Sailing"]},
             "micah": {"red": ["Oars"]}}
    g = game(setup, [carried_by("Archery", tuck), carried_by("Oars", score)])
    g.answer_labels(["meld Sailing"])
    d = g.pending
    assert d.player == 0 and sorted(g.labels(d)) == ["Archery: tuck instead", "Oars: score instead"]
    g.answer_labels(["Oars: score instead"])
    assert [g.card(c).name for c in g.state.players[0].score] == ["Sailing"]
    assert top_first(g, 0, 2) == ["The Wheel"]  # the other hook was ignored


# ------------------------------------------------------------------ hooks never chain
async def draw_two_instead(g, ev):
    await verbs.draw(g, ev.player, 2)
    return True


def test_hooks_do_not_trigger_off_their_own_effects():
    """"If you would draw, instead draw a 2": the 2 it draws is not replaced again (both
    rulebooks: karmas never chain); with chaining allowed it would recurse."""
    hook = Hook("Archery: draw a 2 instead", frozenset({"draw"}), WOULD, draw_two_instead)
    g = game({"dennis": {"red": ["Archery"]}, "decks": {"base": {"2": ["Calendar"]}}},
             [carried_by("Archery", hook)])
    g.answer_labels(["draw"])
    assert [g.card(c).name for c in g.state.players[0].hand] == ["Calendar"]
    chained = game({"dennis": {"red": ["Archery"]}}, [carried_by("Archery", hook)], hooks_chain=True)
    try:
        chained.answer_labels(["draw"])
    except RecursionError:
        pass
    else:
        raise AssertionError("with chaining allowed the hook should replace its own draw")


def test_a_clone_at_a_hook_question_goes_on_like_the_original():
    """A Meld action that stops at a hook's question can be cloned there (every action keeps
    its start once hooks exist)."""
    tuck = Hook("Archery: tuck instead", frozenset({"meld"}), WOULD, tuck_instead)
    score = Hook("Oars: score instead", frozenset({"meld"}), WOULD, score_instead)
    setup = {"dennis": {"red": ["Archery"], "green": ["The Wheel"], "hand": ["Sailing"]},
             "micah": {"red": ["Oars"]}}
    g = game(setup, [carried_by("Archery", tuck), carried_by("Oars", score)])
    g.answer_labels(["meld Sailing"])
    c = g.clone()
    assert c.labels(c.pending) == g.labels(g.pending)
    for x in (g, c):
        x.answer_labels(["Archery: tuck instead"])
    assert top_first(c, 0, 2) == top_first(g, 0, 2) == ["The Wheel", "Sailing"]


# ------------------------------------------------------------------ hidden zones
def test_a_zone_nobody_sees_stays_hidden_from_its_owner_in_views_and_sampling():
    """The safe (seen by nobody, not even its owner) and the forecast (its owner only), in a
    game whose sets bring them."""
    rules = ruleset(4, ("base",))
    g = Game(Config(["dennis", "micah"], 4, ["base", "echoes", "unseen"]), 7, rules, card_set(4))
    g.start()
    deck5 = g.state.decks[5]
    secret, foreseen = deck5[-1], deck5[-2]
    verbs.place(g, secret, SAFE, 0)
    verbs.place(g, foreseen, FORECAST, 0)
    reset_knowledge(g)
    names = {g.card(secret).name, g.card(foreseen).name}
    mine = view(g, 0)["players"][0]
    assert mine["safe"] == ["base-5"] and mine["forecast"] == [g.card(foreseen).name]
    theirs = view(g, 1)["players"][0]
    assert theirs["safe"] == ["base-5"] and theirs["forecast"] == ["base-5"]
    for seat in (0, 1, None):
        shown = str(view(g, seat))
        assert g.card(secret).name not in shown
    assert secret in observe(g, 0).unknown and foreseen not in observe(g, 0).unknown
    assert secret in observe(g, 1).unknown and foreseen in observe(g, 1).unknown
    # a sample deals some other 5 into the owner's safe now and then
    obs = observe(g, 0)
    dealt = set()
    rng = random.Random(1)
    for _ in range(40):
        h = obs.sample(rng)
        dealt.add(h.state.players[0].safe[0])
    assert len(dealt) > 1 and all(h_card in names or g.card(h_card).age == 5 for h_card in dealt)
