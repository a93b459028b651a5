"""Bots: they never peek at hidden cards, they play legal moves, and they beat weaker bots."""

import json
import random

import pytest

from innovation.agents.arena import elo, run_arena, schedule, wilson
from innovation.agents.base import make_agent, parse_time
from innovation.agents.random_agent import random_answer
from innovation.editions import new_game
from innovation.observation import _rebuild, observe, unknown_cards


def position(seed, players=2, steps=60, edition=4):
    g = new_game(players, seed=seed, edition=edition)
    rng = random.Random(seed)
    for _ in range(steps):
        if g.pending is None:
            break
        g.answer(random_answer(g.pending, rng))
    return g


def shuffled_hidden(g, player, rng):
    """The same game with the cards `player` does not know dealt differently among their
    slots (same backs), replayed to the same decision; None if the deal cannot replay."""
    unknown = unknown_cards(g, player)
    groups = {}
    for c in unknown:
        groups.setdefault(g.card(c).back, []).append(c)
    mapping = {}
    for ids in groups.values():
        perm = ids[:]
        rng.shuffle(perm)
        mapping.update(zip(ids, perm, strict=True))
    h = _rebuild(g, mapping, rng)
    if h is None or h.pending is None or h.labels(h.pending) != g.labels(g.pending):
        return None
    return h


def canonical(obs):
    """Everything a bot reads, except the log (a rebuilt game keeps none)."""
    s = obs.game.state
    v = dict(obs.view, log=None)
    return json.dumps([s.decks, s.junk, s.achievements,
                       [[p.piles, p.hand, p.score, p.achievements] for p in s.players],
                       v, obs.decision.labels if obs.decision else None, obs.unknown])


@pytest.mark.parametrize("seed", range(6))
def test_bots_do_not_peek(seed):
    g = position(seed, players=2 + seed % 2, steps=40 + 7 * seed)
    if g.pending is None:
        pytest.skip("game over")
    p = g.pending.player
    rng = random.Random(seed)
    other = None
    for _ in range(20):
        other = shuffled_hidden(g, p, rng)
        if other is not None and other.state.players != g.state.players:
            break
    assert other is not None
    # the real deals differ, yet the bot's observation is the same...
    differs = any(a.hand != b.hand for a, b in zip(g.state.players, other.state.players, strict=True)) \
        or g.state.decks != other.state.decks
    assert differs
    a, b = observe(g, p), observe(other, p)
    assert canonical(a) == canonical(b)
    # ...so every bot answers the same
    for spec in ("random", "greedy", "ismcts:30it"):
        bot_a, bot_b = make_agent(spec, seed=3), make_agent(spec, seed=3)
        assert bot_a.choose(a, a.decision) == bot_b.choose(b, b.decision)


def test_samples_are_consistent_with_the_view():
    g = position(11, steps=90)
    p = g.pending.player
    obs = observe(g, p)
    rng = random.Random(1)
    for _ in range(20):
        h = obs.sample(rng)
        assert h is not None and h.pending is not None
        for q, (real, imagined) in enumerate(zip(g.state.players, h.state.players, strict=True)):
            assert real.piles == imagined.piles  # boards are public
            assert [g.card(c).back for c in real.hand] == [h.card(c).back for c in imagined.hand]
            assert [g.card(c).back for c in real.score] == [h.card(c).back for c in imagined.score]
            if q == p:
                assert real.hand == imagined.hand and real.score == imagined.score
        assert [len(d) for d in g.state.decks] == [len(d) for d in h.state.decks]
        assert h.labels(h.pending) == g.labels(g.pending)


@pytest.mark.parametrize("spec", ["random", "greedy", "ismcts:20it"])
@pytest.mark.parametrize("edition,players", [(4, 2), (4, 4), (3, 3)])
def test_bots_finish_games(spec, edition, players):
    g = new_game(players, seed=players, edition=edition)
    bots = [make_agent(spec, seed=i) for i in range(players)]
    n = 0
    while g.pending is not None and n < 3000:
        obs = observe(g, g.pending.player)
        g.answer(bots[g.pending.player].choose(obs, obs.decision))
        n += 1
    assert g.pending is None and g.state.winners is not None


def test_greedy_beats_random():
    res = run_arena(["greedy", "random"], games=6, players=2, seed=5, workers=1)
    table = {r["bot"]: r for r in res.table()}
    assert table["greedy"]["wins"] >= 5


def test_arena_helpers():
    tasks = schedule(["a", "b", "c"], 6, 2, 0, 4, {})
    assert [t.lineup for t in tasks[:3]] == [("a", "b"), ("a", "c"), ("b", "c")]
    assert [t.lineup for t in tasks[3:]] == [("b", "a"), ("c", "a"), ("c", "b")]
    lo, hi = wilson(8, 10)
    assert 0.44 < lo < 0.5 and 0.94 < hi < 0.98
    assert parse_time("250ms") == 0.25 and parse_time("1s") == 1.0
    with pytest.raises(ValueError):
        make_agent("nobody")

    class Outcome:
        def __init__(self, lineup, winners):
            self.lineup, self.winners = lineup, winners

    ratings = elo(["x", "y"], [Outcome(("x", "y"), [0])] * 9 + [Outcome(("y", "x"), [0])])
    assert ratings["x"] > ratings["y"] + 200


def test_arena_resumes_an_interrupted_match_without_replaying(tmp_path, capsys):
    from innovation.cli import main

    saved = tmp_path / "match.json"
    assert main(["arena", "--bots", "greedy,random", "--games", "3", "--seed", "9",
                 "--workers", "1", "--quiet", "--json", str(saved)]) == 0
    first = json.loads(saved.read_text())
    assert first["complete"] and first["planned"] == 3
    assert [o["index"] for o in first["outcomes"]] == [0, 1, 2]
    # Going on to 5 games keeps the 3 played (same records) and plays only games 3 and 4.
    assert main(["arena", "--bots", "greedy,random", "--games", "5", "--seed", "9",
                 "--workers", "1", "--quiet", "--resume", str(saved)]) == 0
    more = json.loads(saved.read_text())
    assert more["outcomes"][:3] == first["outcomes"]
    assert [o["index"] for o in more["outcomes"]] == [0, 1, 2, 3, 4] and more["complete"]
    # The games continued are the games a fresh 5-game match plays.
    fresh = run_arena(["greedy", "random"], games=5, players=2, seed=9, workers=1)
    assert [o.winners for o in sorted(fresh.outcomes, key=lambda o: o.index)] == \
        [o["winners"] for o in more["outcomes"]]
    # A saved match of other bots or another seed is refused, and the file is left alone.
    before = saved.read_text()
    capsys.readouterr()
    assert main(["arena", "--bots", "greedy,random", "--games", "5", "--seed", "10",
                 "--workers", "1", "--quiet", "--resume", str(saved)]) == 2
    assert "seed" in capsys.readouterr().err
    assert main(["arena", "--bots", "random,greedy", "--games", "5", "--seed", "9",
                 "--workers", "1", "--quiet", "--resume", str(saved)]) == 2
    assert saved.read_text() == before


def test_ismcts_stops_early_only_when_the_pick_is_settled():
    from innovation.agents.ismcts import IsmctsAgent, Node

    bot = IsmctsAgent(iterations=1000)
    root = Node(0)

    def arms(*stats):
        root.children = {}
        for i, (visits, mean) in enumerate(stats):
            child = root.children[(str(i),)] = Node(0)
            child.visits, child.reward = visits, visits * mean
        root.visits = sum(v for v, _ in stats)

    arms((60, 0.6), (20, 0.5), (20, 0.4))  # a clear favourite, but too early to tell
    assert not bot._decided(root, 100, 0.0, 0.0)
    arms((150, 0.6), (60, 0.5), (40, 0.4))  # a quarter of the budget in: settled
    assert bot._decided(root, 250, 0.0, 0.0)
    arms((100, 0.60), (90, 0.55), (60, 0.4))  # a close race: search on
    assert not bot._decided(root, 250, 0.0, 0.0)
    arms((100, 0.951), (90, 0.945), (60, 0.940))  # near-equal answers: nothing to gain
    assert bot._decided(root, 250, 0.0, 0.0)
    arms((400, 0.6), (290, 0.5), (10, 0.2))  # the runner-up could still catch up...
    assert not bot._decided(root, 700, 0.0, 0.0)
    bot.iterations = 790  # ...but not in the 90 iterations left
    assert bot._decided(root, 700, 0.0, 0.0)


BOT_FILE = '''
class FirstChoice:
    """Always takes the fewest, earliest options allowed."""
    name = "first"

    def __init__(self, seed=0):
        self.seed = seed

    def choose(self, obs, decision):
        return list(range(decision.min))


class NotABot:
    pass
'''


def test_own_bots_plug_into_arena_and_play(tmp_path, monkeypatch, capsys):
    from innovation.agents.base import load_agent
    from innovation.cli import main

    (tmp_path / "mybots_for_test.py").write_text(BOT_FILE)
    monkeypatch.chdir(tmp_path)
    monkeypatch.syspath_prepend(str(tmp_path))  # the spawned workers find it via the cwd
    bot = load_agent("mybots_for_test:FirstChoice", seed=7)
    assert bot.seed == 7
    assert main(["arena", "--bots", "greedy,mybots_for_test:FirstChoice", "--games", "2",
                 "--workers", "1", "--quiet"]) == 0
    assert "mybots_for_test:FirstChoice" in capsys.readouterr().out
    for bad, why in (("mybots_for_test:NotABot", "choose"), ("no_such_module_x:Bot", "import"),
                     ("mybots_for_test:Missing", "no class")):
        with pytest.raises(ValueError, match=why):
            load_agent(bad)
    # The web server accepts only the built-in bots: it never imports what a visitor names.
    with pytest.raises(ValueError):
        make_agent("mybots_for_test:FirstChoice")


def test_the_arena_plays_the_sets_asked_for(tmp_path):
    """--sets reaches the games (it used to be checked and then dropped): with the 3rd
    edition's Artifacts and its relics, the games are those of new_game with the set."""
    from innovation.agents.arena import play_task
    from innovation.cli import main

    (task,) = schedule(["random", "random"], 1, 2, 4, 3, {"relics": True}, sets=("artifacts",))
    assert task.sets == ("artifacts",)
    play_task(task)  # refused without the set: the relics need Artifacts in play
    saved = tmp_path / "match.json"
    assert main(["arena", "--bots", "greedy,random", "--games", "2", "--edition", "3", "--sets",
                 "artifacts", "--relics", "--workers", "1", "--quiet", "--json", str(saved)]) == 0
    assert json.loads(saved.read_text())["sets"] == ["artifacts"]
