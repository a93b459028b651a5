"""The learning environments: PettingZoo's and Gymnasium's API checks, full games, picks."""

from functools import partial

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("gymnasium")
pytest.importorskip("pettingzoo")

import gymnasium as gym  # noqa: E402
from gymnasium.utils.env_checker import check_env  # noqa: E402
from pettingzoo.test import api_test, seed_test  # noqa: E402

from innovation.env import ENV_ID, InnovationAEC, Layout, SingleAgentEnv, env, raw_env  # noqa: E402
from innovation.env.core import Table  # noqa: E402
from innovation.env.encoding import OPTION_AT, SEAT_AT, VERBS, describe  # noqa: E402
from innovation.rules.decision import Decision  # noqa: E402

TABLES = [
    (2, 4, {}),
    (3, 3, {}),
    (4, 4, {}),  # parley on by default
    (4, 3, {"teams": True}),
    (5, 4, {"large_table": True}),
    (6, 3, {"large_table": True}),
]


def play_random(e: InnovationAEC, seed: int) -> dict[str, float]:
    """A full game with random legal actions; returns each agent's final reward."""
    rng = np.random.default_rng(seed)
    e.reset(seed=seed)
    final: dict[str, float] = {}
    space = e.observation_space(e.possible_agents[0])
    for agent in e.agent_iter():
        obs, reward, term, trunc, info = e.last()
        assert space.contains(obs)
        assert np.array_equal(obs["action_mask"], info["action_mask"])
        if term or trunc:
            final[agent] = reward
            e.step(None)
            continue
        e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    return final


# Dict observations (observation + action_mask) are what PettingZoo's own masked games use
@pytest.mark.filterwarnings("ignore:Observation space for each agent probably should be")
@pytest.mark.filterwarnings("ignore:Observation is not a NumPy array")
@pytest.mark.parametrize("players", [2, 4])
def test_pettingzoo_api(players):
    api_test(raw_env(players=players), num_cycles=200)
    api_test(env(players=players, edition=3), num_cycles=50)
    seed_test(partial(raw_env, players=players), num_cycles=50)


@pytest.mark.filterwarnings("ignore:Observation space for each agent probably should be")
@pytest.mark.filterwarnings("ignore:Observation is not a NumPy array")
@pytest.mark.parametrize("players,edition,sets", [(2, 3, ["figures"]), (3, 3, ["figures", "echoes"])])
def test_pettingzoo_api_with_sets(players, edition, sets):
    """The environment takes a set (its zones, its actions: Inspire, Decree) and passes the
    API checks."""
    api_test(raw_env(players=players, edition=edition, sets=sets), num_cycles=100)
    e = raw_env(players=players, edition=edition, sets=sets)
    final = play_random(e, seed=players)
    assert set(final) == set(e.possible_agents) and not e.agents


@pytest.mark.parametrize("players,edition,options", TABLES)
def test_random_games(players, edition, options):
    e = raw_env(players=players, edition=edition, options=options)
    final = play_random(e, seed=players + edition)
    assert set(final) == set(e.possible_agents) and not e.agents
    winners = e.table.game.state.winners
    for seat, agent in enumerate(e.possible_agents):
        assert final[agent] in (1.0, 0.0, -1.0)
        assert (final[agent] >= 0) == (seat in winners)


def test_same_seed_same_game():
    a, b = raw_env(players=3), raw_env(players=3)
    assert play_random(a, 7) == play_random(b, 7)
    assert a.table.game.full_answers() == b.table.game.full_answers()


def test_truncation_and_masked_action():
    e = raw_env(players=2, max_steps=5)
    e.reset(seed=1)
    mask = e.observe(e.agent_selection)["action_mask"]
    with pytest.raises(ValueError):
        e.step(int(np.flatnonzero(mask == 0)[0]))
    for _ in range(5):
        e.step(int(np.flatnonzero(e.observe(e.agent_selection)["action_mask"])[0]))
    assert all(e.truncations.values()) and not any(e.terminations.values())


def test_table_needs_large_table_option():
    with pytest.raises(ValueError):
        raw_env(players=5)
    with pytest.raises(ValueError):
        SingleAgentEnv(players=3, opponents=["random"])


def test_single_agent_check_env_and_games():
    check_env(gym.make(ENV_ID, players=2, render_mode="ansi").unwrapped)
    check_env(gym.make(ENV_ID, players=3, seat=None, opponents="random", edition=3).unwrapped)
    for players, edition, options in TABLES[:4]:
        e = SingleAgentEnv(players=players, seat=None, edition=edition, options=options)
        obs, info = e.reset(seed=players)
        rng = np.random.default_rng(0)
        done = False
        while not done:
            assert e.observation_space.contains(obs)
            mask = e.action_masks()
            assert np.array_equal(mask, info["action_mask"].astype(bool))
            obs, reward, term, trunc, info = e.step(int(rng.choice(np.flatnonzero(mask))))
            done = term or trunc
        assert reward == e.table.outcome()[e.seat]
        assert (reward >= 0) == (e.seat in info["winners"])


def test_single_agent_ignores_masked_actions():
    e = SingleAgentEnv(players=2)
    obs, info = e.reset(seed=2)
    bad = int(np.flatnonzero(info["action_mask"] == 0)[0])
    obs2, reward, term, trunc, info2 = e.step(bad)
    assert info2["invalid_action"] and reward == 0 and not term
    assert np.array_equal(obs, obs2)


def test_single_agent_against_search_bots():
    e = SingleAgentEnv(players=3, opponents=["greedy", "ismcts:5it"], max_steps=3)
    obs, info = e.reset(seed=5)
    for _ in range(3):
        obs, reward, term, trunc, info = e.step(int(np.flatnonzero(e.action_masks())[0]))
        if term:
            break
    assert term or trunc


class StubGame:
    """Just enough of a Game to drive a Table through one hand-made decision."""

    def __init__(self, d: Decision):
        self.pending: Decision | None = d
        self.answers: list[list[int]] = []

    def answer(self, picks):
        self.answers.append(self.pending.validate(picks))
        self.pending = None


def stub_table(d: Decision) -> tuple[Table, StubGame]:
    t = Table(2, skip_forced=False)
    g = StubGame(d)
    t.game = g
    t._settle()
    return t, g


def allowed(t: Table) -> list[int]:
    return [int(a) for a in np.flatnonzero(t.mask())]


def test_ordered_picks_submit_in_pick_order():
    t, g = stub_table(Decision(0, "cards", "order", [10, 11, 12], 3, 3, ordered=True))
    assert allowed(t) == [0, 1, 2]
    t.act(2)
    assert allowed(t) == [0, 1]
    t.act(0)
    t.act(1)
    assert g.answers == [[2, 0, 1]] and t.over


def test_stop_and_optional_picks():
    t, g = stub_table(Decision(0, "cards", "up to two", [10, 11, 12], 0, 2))
    assert allowed(t) == [0, 1, 2, t.stop]
    t.act(1)
    assert allowed(t) == [0, 2, t.stop]
    t.act(t.stop)
    assert g.answers == [[1]]


def test_check_masks_final_moves_and_restarts_dead_ends():
    def only_pair(p):
        return None if sorted(p) == [10, 11] else "pick 10 and 11"

    t, g = stub_table(Decision(0, "cards", "pair", [10, 11, 12], 1, 3, check=only_pair))
    assert allowed(t) == [0, 1, 2]  # cannot tell yet which first pick leads somewhere
    t.act(2)
    t.act(0)  # [12, 10]: stop is illegal and the third pick too: a dead end
    assert t.restarts == 1 and t.picks == [] and allowed(t) == [0, 1, 2]
    t.act(0)
    assert allowed(t) == [1, 2]
    t.act(1)
    assert allowed(t) == [t.stop]  # the third pick would make [10, 11, 12]: masked
    t.act(t.stop)
    assert g.answers == [[0, 1]]


def test_options_past_the_limit_are_masked():
    t = Table(2, max_options=4, skip_forced=False)
    g = StubGame(Decision(0, "value", "v", list(range(1, 8))))
    t.game = g
    t._settle()
    assert allowed(t) == [0, 1, 2, 3]


def test_observation_layout():
    for edition in (3, 4):
        layout = Layout(edition)
        parts = describe(layout)
        assert parts[0][1] == 0
        assert all(a[1] + a[2] == b[1] for a, b in zip(parts, parts[1:], strict=False))
        assert parts[-1][1] + parts[-1][2] == layout.size
    e = raw_env(players=3)
    e.reset(seed=4)
    # play through the first melds to a first action decision
    while e.table.game.pending.kind != "action":
        e.step(int(np.flatnonzero(e.observe(e.agent_selection)["action_mask"])[0]))
    seat = e.table.decider
    x = e.observe(e.agent_selection)["observation"]
    lay = e.table.layout
    g = e.table.game
    me = x[lay.seat(0)]
    assert me[SEAT_AT["present"]] == 1 and me[SEAT_AT["deciding"]] == 1
    assert x[lay.seat(3)][SEAT_AT["present"]] == 0  # only three seats
    hand = np.flatnonzero(x[lay.slices["my_hand"]])
    assert sorted(hand) == sorted(g.state.players[seat].hand)
    draw = x[lay.option(0)]  # the first action is always "draw"
    assert draw[OPTION_AT["present"]] == 1 and draw[OPTION_AT["legal"]] == 1
    assert draw[OPTION_AT["verb"]][VERBS.index("draw")] == 1
    other = e.possible_agents[(seat + 1) % 3]
    y = e.observe(other)["observation"]
    assert not y[lay.slices["options"]].any()  # only the deciding seat sees its options


def test_render():
    e = raw_env(players=2, render_mode="ansi")
    e.reset(seed=1)
    text = e.render()
    assert "Setup" in text and "P1: Choose a card to meld" in text


def test_observation_depends_only_on_what_the_seat_knows():
    """The vector is the same for the real game and for its canonical copy, in which every
    card the seat does not know is swapped for another with the same back."""
    from innovation.env.encoding import encode
    from innovation.observation import observe
    from innovation.views import view

    t = Table(3, edition=4)
    t.reset(11)
    rng = np.random.default_rng(0)
    for _ in range(150):
        if t.over:
            break
        for seat in range(3):
            deciding = seat == t.decider
            canon = view(observe(t.game, seat).game, seat)
            x = encode(canon, t.layout, t.table_options, t.picks if deciding else None,
                       t.mask() if deciding else None)
            assert np.array_equal(x, t.observe(seat))
        t.act(int(rng.choice(np.flatnonzero(t.mask()))))


@pytest.mark.parametrize("players,edition,sets,options", [
    (2, 4, [], {}), (3, 3, [], {}), (4, 4, [], {}), (4, 3, [], {}),
    (2, 4, ["echoes", "artifacts"], {}), (3, 3, ["echoes", "cities"], {}),
    (3, 4, ["cities", "artifacts"], {}), (2, 3, ["artifacts"], {}), (2, 4, ["figures"], {}),
    (2, 3, ["figures"], {}),
    (2, 4, ["unseen"], {}), (4, 4, ["echoes", "cities", "artifacts", "figures", "unseen"], {}),
    (2, 3, ["artifacts"], {"relics": True}), (4, 3, ["artifacts", "echoes"], {"relics": True})])
def test_the_fast_encoding_is_the_encoding_of_the_view(players, edition, sets, options):
    """The environment encodes straight from the game (no view is built): for every seat at
    every step of random games, that vector is the one the seat's view encodes to (the sets'
    zones and the relics included)."""
    from innovation.env.encoding import encode, encode_game
    from innovation.views import view

    t = Table(players, edition=edition, sets=sets, options=options)
    rng = np.random.default_rng(players * 10 + edition)
    checked = 0
    for game in range(3):
        t.reset(game)
        while not t.over and checked < 400 * (game + 1):
            for seat in range(players):
                deciding = seat == t.decider
                args = (t.layout, t.table_options, t.picks if deciding else None,
                        t.mask() if deciding else None)
                assert np.array_equal(encode_game(t.game, seat, *args),
                                      encode(view(t.game, seat), *args)), (game, seat)
            checked += 1
            t.act(int(rng.choice(np.flatnonzero(t.mask()))))
    assert checked > 300


def test_a_set_s_zones_come_after_the_base_layout():
    """With sets, the table's part of the vector is the base game's; the multi-hot zones
    widen to every card id of the sets, and the sets' zones (the forecast, the display and
    museums) follow the options."""
    base, more = Layout(4), Layout(4, 128, ("base", "echoes", "artifacts"))
    assert all(more.slices[k] == base.slices[k] for k in ("phase", "decks", "seats"))
    assert [z.view for z in more.set_zones] == ["forecast", "display", "museum"]
    assert "my_forecast" in more.slices and "my_display" not in more.slices  # the display is public
    from innovation.model.cards import card_set
    top = max(c.id for c in card_set(4).cards if c.set in ("base", "echoes", "artifacts") and c.age >= 1
              and c.kind == 0)
    assert more.slices["my_hand"].stop - more.slices["my_hand"].start == top + 1
    assert base.size == 4725 and more.size > base.size


@pytest.mark.filterwarnings("ignore:Observation space for each agent probably should be")
@pytest.mark.filterwarnings("ignore:Observation is not a NumPy array")
def test_the_environment_takes_figures():
    """Figures (4th edition) through the environments: the multi-hot zones reach the age-0
    cards, which Bear Grylls may bring into play (ids after the figures')."""
    from innovation.model.cards import card_set

    api_test(raw_env(players=2, sets=["figures"]), num_cycles=100)
    api_test(env(players=4, sets=["figures"]), num_cycles=50)
    layout = Layout(4, 128, ("base", "figures"))
    hand = layout.slices["my_hand"]
    assert hand.stop - hand.start == 1 + max(c.id for c in card_set(4).zero_cards)


@pytest.mark.filterwarnings("ignore:Observation space for each agent probably should be")
@pytest.mark.filterwarnings("ignore:Observation is not a NumPy array")
def test_the_environment_takes_the_unseen():
    """The Unseen through the environments: each seat's safe is a set zone encoded by its
    backs alone (its size and a count per age) for every seat, its owner included (U4-T4:
    no `my_safe`); two safes holding different secrets of the same ages encode alike; the
    Achieve action on a secret reads as an achievement of that age."""
    from innovation.env.encoding import encode
    from innovation.model.zones import DECK, SAFE
    from innovation.rules import verbs
    from innovation.views import view

    api_test(raw_env(players=2, sets=["unseen"]), num_cycles=100)
    api_test(env(players=4, sets=["unseen"]), num_cycles=50)
    layout = Layout(4, 128, ("base", "unseen"))
    assert [z.view for z in layout.set_zones] == ["safe"] and "my_safe" not in layout.slices
    t = Table(2, sets=["unseen"])
    t.reset(5)
    g = t.game
    a, b = g.deck("unseen", 3)[-2:]  # two secrets of age 3 for ann
    verbs.place(g, a, SAFE, 0)
    before = [t.observe(seat) for seat in (0, 1)]
    for seat in (0, 1):
        at = layout.set_zone(-seat % 2, 0)  # ann's safe, from each seat: one card of age 3
        assert before[seat][at] == 1 / 30 and before[seat][at + 3] == 1 / 10
        assert before[seat][at + 1:at + 1 + 11].sum() == 1 / 10
    verbs.place(g, a, DECK, -1, g.deck_of(a))
    verbs.place(g, b, SAFE, 0)  # another secret of the same back: nobody can tell
    for seat in (0, 1):
        assert np.array_equal(t.observe(seat), before[seat])
        deciding = seat == t.decider
        x = encode(view(g, seat), t.layout, t.table_options, t.picks if deciding else None,
                   t.mask() if deciding else None)
        assert np.array_equal(x, before[seat])
    from innovation.env.encoding import _static_option
    o = _static_option(4, "action", "achieve secret 3")
    assert o[OPTION_AT["age_or_value"]] == 3 / 11 and o[OPTION_AT["special"]] == 0
    assert o[OPTION_AT["verb"].start + VERBS.index("achieve")] == 1


def test_render_in_plain_words_to_the_end():
    """Hidden cards read "a 3" and nothing prints a Python list, up to the game's end."""
    e = raw_env(players=2, render_mode="ansi")
    e.reset(seed=4)
    rng = np.random.default_rng(4)
    for _ in range(3000):
        text = e.render()
        assert "base-" not in text and "['" not in text and "[0" not in text, text
        obs, reward, term, trunc, info = e.last()
        if term or trunc:
            e.step(None)
            if not e.agents:
                break
            continue
        e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert "Game over" in text and " won." in text
