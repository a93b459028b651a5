"""Terminal play: a scripted person plays a whole game against the random bot."""

import argparse
import io

import innovation.terminal as terminal
from innovation.editions import new_game
from innovation.terminal import TerminalPlayer, card_help, render_table
from innovation.views import view


def test_scripted_game_to_the_end(monkeypatch, tmp_path):
    out = io.StringIO()
    games = []
    real_new_game = terminal.new_game

    def capture(*a, **k):
        games.append(real_new_game(*a, **k))
        return games[-1]

    monkeypatch.setattr(terminal, "new_game", capture)
    asked = []

    def answer(prompt):
        d = games[0].pending
        asked.append(d.prompt)
        if len(asked) == 1:
            return "help Agriculture"  # help does not consume the decision
        if len(asked) == 2:
            return "99"  # out of range: asked again
        return " ".join(str(i + 1) for i in range(d.min))

    monkeypatch.setattr(terminal, "TerminalPlayer", lambda: TerminalPlayer(answer, out))
    args = argparse.Namespace(players=2, humans=1, names=None, bot="random", seed=7, load=None,
                              edition=4, teams=None, longer=False, parley=None, far_players=None,
                              autosave=str(tmp_path / "game.json"), no_autosave=False)
    assert terminal.play(args) == 0
    text = out.getvalue()
    assert "Game over" in text and "Winner" in text
    assert "draw and score a card one higher" in text  # the help text was shown
    assert "Choose numbers from 1 to" in text
    assert games[0].over


def test_table_shows_piles_icons_and_hidden_hands():
    g = new_game(["ann", "bob"], seed=1)
    g.answer([0])
    g.answer([0])
    text = render_table(view(g, 0), g)
    assert "-- ann (you)" in text and "-- bob" in text
    assert "icons:" in text and "hand (1)" in text and "a 1" in text
    assert "base-" not in text and "['" not in text
    assert "Turn 1" in text


def test_card_help():
    g = new_game(2, seed=1)
    assert "age 1" in card_help(g, "archery") and "[demand]" in card_help(g, "Archery")
    assert "No card named" in card_help(g, "Nothing")


def test_echoes_forecast_and_echo_effects_show_in_the_terminal():
    from innovation.scenarios import Scenario

    g = Scenario({"name": "t", "edition": 4, "expansions": ["echoes"], "players": ["ann", "bob"],
                  "setup": {"ann": {"red": ["Plumbing"], "forecast": ["Soap", "Crossbow"]}},
                  "steps": []}).build()
    mine, theirs = render_table(view(g, 0), g), render_table(view(g, 1), g)
    assert "forecast (2): Soap [1 yellow], Crossbow [2 red]" in mine
    assert "forecast (2): an Echoes 1, an Echoes 2" in theirs and "Soap" not in theirs
    assert "[echo] Score the bottom blue card" in card_help(g, "Plumbing")
