"""Sets in play (issue 14): a supply pile per (set, age), the draw procedure as a chain the
sets' rules join (expansions-rules §1.3), the achievements to win and the player limits,
and the refusal of a set until it is implemented."""

import dataclasses
import subprocess
import sys
from pathlib import Path

import pytest
from verbkit import settle

from innovation.editions import (
    check_table,
    max_players,
    missing_cards,
    new_game,
    parse_sets,
    ruleset,
)
from innovation.model.cards import card_set
from innovation.rules import verbs
from innovation.rules.engine import Config, Game
from innovation.scenarios import Scenario, ScenarioError


def game_with(sets, edition=4, seed=3, rules=None):
    """A game with sets whose rules are not written yet (tests only)."""
    rs = rules or ruleset(edition, tuple(sets))
    g = Game(Config(["ann", "bob"], edition, list(sets)), seed, rs, card_set(edition))
    g.start()
    return g


def test_each_set_in_play_has_its_own_piles_and_base_games_deal_as_before():
    base = new_game(["ann", "bob"], seed=3)
    g = game_with(["base", "echoes"])
    span = g.deck_span
    assert len(g.state.decks) == 2 * span
    assert g.state.decks[:span] == base.state.decks  # base piles first, shuffled as before
    cards = g.cards
    for age in range(1, 12):
        echoes = g.deck("echoes", age)
        assert echoes and all(cards[c].set == "echoes" and cards[c].age == age for c in echoes)
    assert not base.sets[1:] and all(cards[c].set == "base" for d in base.state.decks for c in d)


def test_a_returned_card_goes_under_its_own_sets_pile():
    g = game_with(["base", "echoes"])
    cid = g.deck("echoes", 2)[-1]
    verbs.place(g, cid, 1, 0)  # into ann's hand
    settle(verbs.return_card(g, 0, cid))
    assert g.deck("echoes", 2)[0] == cid and g.loc[cid][2] == g.deck_index("echoes", 2)


def echoes_when_hand_empty(g, player, age, chosen, purpose):
    """A test draw rule: a base draw into an empty hand takes an Echoes card."""
    if chosen == "base" and not g.state.players[player].hand:
        return "echoes"
    return chosen


def test_a_sets_draw_rule_picks_the_pile_and_an_empty_expansion_pile_falls_back_to_base():
    rs = dataclasses.replace(ruleset(4, ("base", "echoes")), draw_rules=[echoes_when_hand_empty])
    g = game_with(["base", "echoes"], rules=rs)
    ps = g.state.players[0]
    for cid in list(ps.hand):
        verbs.place(g, cid, 0, -1, g.deck_of(cid))  # back into the decks: an empty hand
    cid = settle(verbs.draw(g, 0, 3))
    assert g.card(cid).set == "echoes" and g.card(cid).age == 3
    # X3-T2 / X4-T4: an empty Echoes pile falls back to the base pile of that age
    for c in list(g.deck("echoes", 4)):
        verbs.place(g, c, 6)  # junk
    verbs.place(g, cid, 0, -1, g.deck_of(cid))
    drawn = settle(verbs.draw(g, 0, 4))
    assert g.card(drawn).set == "base" and g.card(drawn).age == 4


def test_an_age_is_empty_when_its_base_pile_is_whatever_the_other_piles_hold():
    rs = dataclasses.replace(ruleset(4, ("base", "echoes")), draw_rules=[echoes_when_hand_empty])
    g = game_with(["base", "echoes"], rules=rs)
    for c in list(g.deck("base", 5)):
        verbs.place(g, c, 6)
    for cid in list(g.state.players[0].hand):
        verbs.place(g, cid, 0, -1, g.deck_of(cid))
    drawn = settle(verbs.draw(g, 0, 5))
    assert g.card(drawn).age == 6 and g.card(drawn).set == "echoes"  # X3-T1: 5 is skipped


@pytest.mark.parametrize("edition,players,sets,need", [
    (4, 2, 0, 6), (4, 2, 1, 7), (4, 2, 5, 11), (4, 4, 2, 6), (4, 5, 1, 4), (4, 5, 0, 3),
    (3, 2, 0, 6), (3, 3, 2, 7), (3, 4, 4, 8), (3, 4, 0, 4), (3, 5, 1, 4),
])
def test_one_more_achievement_to_win_per_expansion(edition, players, sets, need):
    names = ["base", "echoes", "cities", "artifacts", "figures", "unseen"][:sets + 1]
    rs = ruleset(edition, tuple(names))
    assert rs.achievements_to_win(players) == need


def test_the_player_limits_grow_with_the_expansions():
    assert max_players(3, 0) == 4 and max_players(3, 1) == 5 and max_players(3, 2) == 6
    assert max_players(3, 4) == 6 and max_players(4, 0) == 4 and max_players(4, 1) == 5
    assert max_players(4, 3) == 5 and max_players(4, 0, large_table=True) == 6
    with pytest.raises(ValueError, match="takes 2 to 4"):
        check_table(4, 5, {}, ["base"], allow_missing=True)
    check_table(4, 5, {}, ["base", "cities"], allow_missing=True)
    check_table(3, 6, {}, ["base", "cities", "echoes"], allow_missing=True)


@pytest.fixture
def unfinished(monkeypatch):
    """Every set of the 4th edition is playable now: pretend the Unseen's rules are not done
    yet (RULES_DONE without it), to see how an unfinished set is refused."""
    import innovation.editions as editions

    monkeypatch.setitem(editions.RULES_DONE, 4, tuple(s for s in editions.RULES_DONE[4]
                                                      if s != "unseen"))
    editions._missing.cache_clear()
    yield "unseen"
    editions._missing.cache_clear()


def test_a_set_is_refused_until_it_is_implemented_with_a_clear_message(unfinished):
    with pytest.raises(ValueError, match=r"not implemented yet in the 4th edition \(unseen: 115 "
                                         r"cards\); `innovation cards --missing`"):
        new_game(2, expansions=["unseen"])
    with pytest.raises(ValueError, match="the unseen set does not exist in the 3rd edition"):
        new_game(2, edition=3, expansions=["unseen"])
    with pytest.raises(ValueError, match="unknown set 'echos'"):
        check_table(4, 2, {}, parse_sets("echos"))
    assert parse_sets("Cities, echoes") == ["base", "cities", "echoes"]
    assert missing_cards(3, ("base", "artifacts")) == {} == missing_cards(3, ("base", "figures"))


def test_the_command_line_lists_what_is_missing_and_refuses_sets():
    run = subprocess.run([sys.executable, "-m", "innovation.cli", "cards", "--missing",
                          "--edition", "3", "--sets", "base,echoes,figures"],
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0
    assert "3rd edition, base: complete" in run.stdout
    assert "3rd edition, echoes: complete" in run.stdout
    assert "3rd edition, figures: complete" in run.stdout
    # cities have no text to write: only their rules decide whether the set is playable
    from innovation.editions import cards_to_write
    assert cards_to_write(4, "cities") == () and cards_to_write(4, "unseen") == ()
    assert len(cards_to_write(4, "figures")) == 0


def test_the_command_line_refuses_a_set_not_implemented(unfinished, capsys):
    from innovation.cli import main

    assert main(["fuzz", "--games", "2", "--sets", "unseen", "--quiet"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "unseen" in err and "not implemented yet" in err


def test_a_scenario_may_use_a_partial_set_and_an_unimplemented_card_fails_by_name(monkeypatch):
    # a set builds in a scenario (the sets' rules need not be complete there)
    sc = Scenario({"name": "partial", "edition": 3, "expansions": ["artifacts"],
                   "players": ["ann", "bob"], "setup": {"ann": {"blue": ["Writing"]}}, "steps": []})
    assert sc.build().pending is not None
    sc = Scenario({"name": "partial", "edition": 3, "expansions": ["figures"],
                   "players": ["ann", "bob"],
                   "setup": {"ann": {"blue": ["Archimedes", "Writing"], "hand": ["Archery"]},
                             "decks": {"figures": {"1": ["Fu Xi"]}}},
                   "steps": []})
    g = sc.build()
    assert g.deck("figures", 1)[-1] == g.cards.find("Fu Xi").id
    # every figure is written: an unwritten one is pretended (this game's ruleset only)
    monkeypatch.setattr(g.rules, "impls", {k: v for k, v in g.rules.impls.items() if k != "Archimedes"})
    monkeypatch.setattr(g.rules, "plans", {})  # (plans are built once per ruleset)
    assert "dogma Archimedes" in g.labels(g.pending)  # offered: refused loudly, not hidden
    with pytest.raises(NotImplementedError, match="Archimedes"):
        g.answer_labels(["dogma Archimedes"])
    with pytest.raises(ScenarioError, match="not in play"):
        Scenario({"name": "x", "edition": 4, "players": ["ann", "bob"],
                  "setup": {"decks": {"echoes": {"1": ["Candles"]}}}}).build()


def test_the_environment_and_the_server_refuse_a_set_not_implemented(tmp_path, unfinished):
    sys.path.insert(0, str(Path(__file__).parent / "server"))
    from server_kit import HUMANS, TestClient

    from innovation.env.core import Table
    from innovation.server import create_app

    with pytest.raises(ValueError, match="unseen"):
        Table(2, sets=["unseen"])
    with TestClient(create_app(f"sqlite:///{tmp_path / 'g.db'}")) as c:
        r = c.post("/api/games", json={"seats": HUMANS, "sets": ["unseen"]})
        assert r.status_code == 400 and "unseen" in r.json()["error"]


def test_the_view_counts_each_sets_piles():
    from innovation.views import view

    g = game_with(["base", "cities"])
    v = view(g, 0)
    assert set(v["decks"]) == {str(a) for a in range(1, 12)}
    assert v["set_decks"]["cities"]["1"] == 15 and v["set_decks"]["cities"]["11"] == 10
    assert view(new_game(2), 0)["set_decks"] == {}


def test_the_sets_piles_come_in_play_order_through_json():
    # the web table draws one row per set in the order of `set_decks`: base first, then the
    # expansions as chosen, which must survive the JSON of a state message
    import json

    from innovation.views import view

    g = game_with(["base", "figures", "echoes"])
    v = json.loads(json.dumps(view(g, 0)))
    assert list(v["set_decks"]) == ["figures", "echoes"]
    assert list(v["set_decks"]["echoes"]) == [str(a) for a in range(1, 12)]


@pytest.mark.parametrize("edition,sets,need", [
    (3, 0, 6), (3, 1, 7), (3, 2, 8), (3, 4, 10),
    (4, 0, 6), (4, 1, 7), (4, 3, 9), (4, 5, 11),
])
def test_a_team_game_needs_the_two_player_target_one_more_per_expansion(edition, sets, need):
    """Ruling Q-01 (and X3-T15): in a team game each team counts as two players, in both
    editions, and every expansion still adds one; four seats without teams need fewer
    (4 + expansions, floored at the edition's minimum: 4 in the 3rd, 3 in the 4th)."""
    names = (["base", "echoes", "cities", "artifacts", "figures", "unseen"] if edition == 4
             else ["base", "echoes", "cities", "artifacts", "figures"])[:sets + 1]
    rs = ruleset(edition, tuple(names))
    assert rs.achievements_to_win(4, teams=True) == need
    assert rs.achievements_to_win(6, teams=True) == need  # three teams (4e): the same row
    assert rs.achievements_to_win(4) == max(4 if edition == 3 else 3, 4 + sets)
    # the same target as the table works it out from its options
    from innovation.rules.victory import achievements_needed

    g = new_game(4, edition=edition, expansions=names[1:], options={"teams": True})
    assert achievements_needed(g) == need
