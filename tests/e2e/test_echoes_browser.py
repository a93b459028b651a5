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


# the Decks block, rendered from a made-up view: a base game keeps its single row of piles;
# with expansions one labelled row per set, ages aligned (a gap where a set has no pile),
# and only a base pile is a Draw target
DECK_ROWS = """async () => {
  const t = await import('/static/js/table.js');
  const div = document.createElement('div');
  const base = { 0: 1, 1: 7, 2: 0, 3: 9 };
  div.innerHTML = t.renderDecks({ decks: base, set_decks: {} }, 1, 4, []);
  const plain = { rows: div.querySelectorAll('.deck-row').length,
    tiles: div.querySelectorAll('.decks > .deck').length };
  const sets = { echoes: { 1: 5, 2: 0, 3: 2 }, figures: { 1: 3, 2: 4, 3: 1 } };
  div.innerHTML = t.renderDecks({ decks: base, set_decks: sets }, 1, 4, [4]);
  const empty = (c) => (c.classList.contains('empty') ? 'e' : '');
  const rows = [...div.querySelectorAll('.deck-row')].map((r) => ({
    set: r.dataset.set, label: r.querySelector('.deck-set').textContent,
    cells: [...r.querySelector('.decks').children].map((c) => (c.classList.contains('deck')
      ? `${c.dataset.age}:${c.querySelector('.deck-n').textContent}${empty(c)}` : '-')),
    opts: [...r.querySelectorAll('.deck.opt')]
      .map((c) => `${c.dataset.age}/${c.dataset.opt}/${c.classList.contains('sel')}`),
    titles: [...r.querySelectorAll('.deck')].map((c) => c.title) }));
  return { plain, rows };
}"""


def test_the_decks_show_a_row_per_set_in_play(server, open_page):  # noqa: F811
    page = open_page(f"{server}/")
    got = page.evaluate(DECK_ROWS)
    assert got["plain"] == {"rows": 0, "tiles": 4}
    assert [(r["set"], r["label"]) for r in got["rows"]] == [
        ("base", "Base"), ("echoes", "Echoes"), ("figures", "Figures")]
    assert got["rows"][0]["cells"] == ["0:1", "1:7", "2:0e", "3:9"]
    assert got["rows"][1]["cells"] == ["-", "1:5", "2:0e", "3:2"]
    assert got["rows"][0]["opts"] == ["1/4/true"] and got["rows"][1]["opts"] == got["rows"][2]["opts"] == []
    assert got["rows"][1]["titles"][2] == "Echoes age 3: 2 cards left"
    assert got["rows"][0]["titles"][1] == "Base age 1: 7 cards left — click to draw"
    assert not page.errors, page.errors


def deck_counts(page) -> dict:
    """{label: {age: count}} of each row of the Decks block."""
    return page.evaluate("""() => Object.fromEntries(
      [...document.querySelectorAll('#shared .deck-row')].map((r) => [
        r.querySelector('.deck-set').textContent,
        Object.fromEntries([...r.querySelectorAll('.deck')]
          .map((c) => [c.dataset.age, Number(c.querySelector('.deck-n').textContent)]))]))""")


@pytest.mark.parametrize("phone", [False, True])
def test_a_game_with_echoes_and_figures_shows_every_sets_piles(server, open_page, phone):  # noqa: F811
    bot = {"name": "Ada", "kind": "bot", "bot": "random"}
    g = call(server, "POST", "/api/games", {"seats": [{"name": "Tess"}, bot], "edition": 4, "seed": 11,
                                            "sets": ["echoes", "figures"], "options": {"bot_delay": 0}})
    tok = g["seats"][0]["token"]
    # a few turns in, so that some piles have been drawn from
    msg = play_until(server, g["game"], [tok], random.Random(3), lambda m: bool(m["decision"])
                     and m["decision"]["kind"] == "action" and m["view"]["turn"] >= 6)
    assert msg["status"] == "playing"
    v = msg["view"]
    page = open_page(f"{server}/play/{g['game']}?token={tok}", phone=phone)
    page.wait_for_selector("#decision.active")
    page.wait_for_selector("#shared .deck-row")
    want = {"Base": v["decks"], "Echoes": v["set_decks"]["echoes"], "Figures": v["set_decks"]["figures"]}
    assert deck_counts(page) == want
    assert page.locator("#shared .deck-row[data-set='base'] .deck.opt").count() == 1  # the Draw target
    assert page.locator("#shared .deck-row:not([data-set='base']) .deck.opt").count() == 0
    # compact: on a phone nothing leaves the screen, and the three rows stay short
    width = page.evaluate("() => document.documentElement.clientWidth")
    for name in ("base", "echoes"):
        box = page.locator(f"#shared .deck-row[data-set='{name}'] .decks").bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= width + 0.5, box
        assert box["height"] < 90, box
    assert not page.errors, page.errors
