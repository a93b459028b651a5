"""Hidden cards read in plain words on screen: "a 3", "an 8", "an Echoes 3" (issue 10,
point 2). Option labels keep the scenario format's `base-3`."""

import io
import random

import pytest
from verbkit import settle

from innovation.agents.random_agent import random_answer
from innovation.editions import new_game
from innovation.model.cards import a_number, hidden_card, plain_label
from innovation.rules.dogma import DogmaRun
from innovation.rules.verbs import draw, junk, score
from innovation.scenarios import Scenario
from innovation.terminal import TerminalPlayer, render_table
from innovation.views import view


def test_numbers_and_backs_in_words():
    assert [a_number(n) for n in (1, 3, 8, 11)] == ["a 1", "a 3", "an 8", "an 11"]
    assert hidden_card("base", 8) == "an 8"
    assert hidden_card("echoes", 3) == "an Echoes 3" and hidden_card("figures", 2) == "a Figures 2"
    assert plain_label("base-9 (micah)") == "a 9 (micah)" and plain_label("base-3") == "a 3"
    assert plain_label("Archery") == "Archery" and plain_label("achieve 3") == "achieve 3"


def test_log_lines_name_hidden_cards_in_words():
    g = new_game(["ann", "bob"], seed=3)
    cid = settle(draw(g, 1, 8))
    settle(score(g, 1, cid))
    ach = next(c for c in g.state.achievements if g.card(c).age == 3)
    settle(junk(g, 1, ach))
    for seat in (0, None):
        log = view(g, seat)["log"]
        assert "bob draws an 8." in log and "bob scores an 8." in log
        assert "A 3 is junked." in log
        assert not any("base-" in line for line in log), log


def test_a_transfer_of_a_hidden_card_reads_in_words():
    g = Scenario({"name": "t", "edition": 4, "players": ["ann", "bob"],
                  "setup": {"ann": {"red": ["Archery"]}, "bob": {"hand": ["Construction"]}},
                  "steps": []}).build()
    g.start()
    cid = g.cards.find("Construction").id
    x = g.rules.ctx_factory(g, 1, 0, g.cards.find("Archery").id, DogmaRun(0, 0, 0), 0)
    settle(x.transfer(cid, "hand", 0))
    assert view(g, 0)["log"][-1] == "Construction from bob's hand is transferred to ann's hand."
    assert view(g, None)["log"][-1] == "A 2 from bob's hand is transferred to ann's hand."


@pytest.mark.parametrize("edition", [3, 4])
def test_no_set_codes_or_python_lists_on_screen(edition):
    """Whole random games: no log line and no terminal screen shows `base-N` or a list."""
    for seed in range(4):
        g = new_game(["ann", "bob", "cy"], seed=seed, edition=edition)
        rng = random.Random(seed)
        for _ in range(150):
            if g.pending is None:
                break
            if rng.random() < 0.1:
                p = g.pending.player
                out = io.StringIO()
                TerminalPlayer(lambda _: "quit", out).decide(g, p)
                screen = out.getvalue()
                assert "base-" not in screen and "['" not in screen, screen
            g.answer(random_answer(g.pending, rng))
        for seat in (0, 1, 2, None):
            text = "\n".join(view(g, seat)["log"]) + render_table(view(g, seat), g)
            assert "base-" not in text and "['" not in text
