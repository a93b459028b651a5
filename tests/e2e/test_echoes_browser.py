"""Echoes of the Past in the browser: a game with the set, played to its end; the forecast
shows its faces to its owner only, and the table draws echo and bonus slots."""

import random

import pytest
from test_reading import call, open_page, play_until  # noqa: F401 (open_page: a fixture)

pytestmark = pytest.mark.e2e


def has_forecast_and_echo(msg) -> bool:
    me = msg["view"]["players"][0]
    return (bool(msg["decision"]) and msg["decision"]["kind"] == "action" and bool(me.get("forecast"))
            and any(pile["cards"] for pile in me["board"].values()))


@pytest.mark.parametrize("edition", [4, 3])
def test_an_echoes_game_shows_the_forecast_and_goes_to_the_end(server, open_page, edition):  # noqa: F811
    # two human seats: the server deals a seed of its own (a chosen seed is kept only with one
    # human), so a game may end before Tess holds a forecast card: then another is dealt
    for attempt in range(8):
        g = call(server, "POST", "/api/games", {
            "seats": [{"name": "Tess"}, {"name": "Ada"}], "edition": edition, "sets": ["echoes"]})
        toks = [s["token"] for s in g["seats"]]
        msg = play_until(server, g["game"], toks, random.Random(5 + attempt), has_forecast_and_echo,
                         limit=3000)
        if msg["status"] == "playing":
            break
    assert msg["status"] == "playing", "no forecast card before the end in eight games"
    mine = msg["view"]["players"][0]["forecast"]
    page = open_page(f"{server}/play/{g['game']}?token={toks[0]}")
    page.wait_for_selector("#decision.active")
    zone = page.locator(".player.me .zone-forecast")
    assert zone.count() == 1 and all(name in zone.inner_text() for name in mine)
    other = open_page(f"{server}/play/{g['game']}?token={toks[1]}")
    other.wait_for_selector(".player .zone-forecast")
    theirs = other.locator(".player.other .zone-forecast").inner_text()
    assert not any(name in theirs for name in mine)  # the others see backs
    slots = ".ico-bonus, .ico-echo"
    assert page.locator(slots).count() > 0 or other.locator(slots).count() > 0
    msg = play_until(server, g["game"], toks, random.Random(6), lambda m: False, limit=4000)
    assert msg["status"] == "over"
    assert not page.errors and not other.errors, page.errors + other.errors
