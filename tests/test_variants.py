"""Table variants: option checking, defaults and the number of achievements to win.
(Their effect on play is pinned by the scenarios in tests/scenarios/variants.)"""

import pytest

from innovation.editions import new_game, normalize_options
from innovation.rules.victory import achievements_needed
from innovation.scenarios import Scenario, ScenarioError


@pytest.mark.parametrize("edition, n, options, message", [
    (4, 2, {"relics": True}, "relics belong to the 3rd edition"),
    (3, 2, {"relic": True}, "unknown option 'relic'"),
    (3, 4, {"Teams": True}, "unknown option 'Teams'"),
    (4, 3, {"teams": True}, "even number of players"),
    (4, 2, {"teams": True}, "at least two teams"),
    (4, 4, {"teams": [0, 0, 0, 0]}, "at least two teams"),
    (4, 4, {"teams": [0, 1, 0]}, "one team"),
    (4, 4, {"teams": "pairs"}, "one team"),
    (4, 4, {"teams": [[0], [1], [0], [1]]}, "one team"),
    (3, 3, {"teams": [0, 0, 1]}, "four players in two teams of two"),
    (3, 4, {"teams": [0, 0, 0, 1]}, "four players in two teams of two"),
    (3, 6, {"teams": True, "large_table": True}, "four players in two teams of two"),
    (3, 2, {"teams": [0, 1]}, "four players in two teams of two"),
    (4, 4, {"teams": True, "parley": True}, "without teams"),
    (4, 5, {"teams": [0, 1, 0, 1, 1], "parley": True, "large_table": True}, "without teams"),
    (4, 3, {"parley": True}, "four or more players"),
    (3, 4, {"parley": True}, "belongs to the 4th edition"),
    (4, 5, {"far_players": True, "large_table": True}, "belongs to the 3rd edition"),
    (4, 5, {}, "large_table"),
    (3, 6, {}, "large_table"),
    (4, 7, {"large_table": True}, "2 to 6"),
    (3, 7, {"large_table": True}, "2 to 6"),
    (4, 1, {}, "2 to 4"),
])
def test_bad_table_is_refused(edition, n, options, message):
    with pytest.raises(ValueError, match=message):
        normalize_options(options, edition, n)


def test_new_game_refuses_a_bad_table():
    with pytest.raises(ValueError, match="2 to 6"):
        new_game(7, edition=4, options={"large_table": True}, allow_missing=True)
    with pytest.raises(ValueError, match="without teams"):
        new_game(4, edition=4, options={"teams": True, "parley": True}, allow_missing=True)


def test_scenario_with_a_bad_table_is_an_error():
    data = {"edition": 4, "players": ["a", "b", "c", "d", "e"], "options": {"parley": True}}
    with pytest.raises(ScenarioError, match="large_table"):
        Scenario(data).build()


@pytest.mark.parametrize("edition, n, options, expected", [
    (4, 4, {}, {"parley": True}),
    (4, 3, {}, {"parley": False}),
    (4, 4, {"parley": False}, {"parley": False}),
    (4, 4, {"teams": True}, {"teams": [0, 1, 0, 1], "parley": False}),
    (4, 3, {"teams": ["x", "x", "y"]}, {"teams": [0, 0, 1], "parley": False}),
    (4, 6, {"teams": True, "large_table": True}, {"teams": [0, 1, 2, 0, 1, 2], "parley": False,
                                                   "large_table": True}),
    (3, 4, {}, {"far_players": False}),
    (3, 5, {"large_table": True}, {"far_players": True, "large_table": True}),
    (3, 5, {"large_table": True, "far_players": False}, {"far_players": False, "large_table": True}),
    (3, 4, {"teams": [1, 1, 2, 2]}, {"teams": [0, 0, 1, 1], "far_players": False}),
])
def test_defaults_and_normal_forms(edition, n, options, expected):
    assert normalize_options(options, edition, n) == expected


@pytest.mark.parametrize("edition, n, options, needed", [
    (3, 2, {}, 6), (3, 3, {}, 5), (3, 4, {}, 4), (3, 5, {"large_table": True}, 4),
    (3, 6, {"large_table": True}, 4), (3, 2, {"longer": True}, 7), (3, 4, {"teams": True}, 6),
    (3, 4, {"teams": True, "longer": True}, 7), (3, 6, {"large_table": True, "longer": True}, 5),
    (4, 2, {}, 6), (4, 3, {}, 5), (4, 4, {}, 4), (4, 5, {"large_table": True}, 3),
    (4, 6, {"large_table": True}, 3), (4, 4, {"longer": True}, 5), (4, 3, {"teams": [0, 0, 1]}, 6),
    (4, 6, {"teams": True, "large_table": True}, 6), (4, 4, {"teams": True, "longer": True}, 7),
])
def test_achievements_needed(edition, n, options, needed):
    g = new_game(n, edition=edition, options=options, allow_missing=True)
    assert achievements_needed(g) == needed
