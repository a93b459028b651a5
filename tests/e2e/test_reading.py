"""End-to-end: how the table reads (issue 11), measured in headless Chromium at 1400x900 and
on a phone. Games are set up through the API (random answers, bots without a pause) so the
browser only opens and measures them; one browser serves every test of this module.

INNOVATION_DOCS_SHOTS=1 writes docs/table-2p.png, docs/table-4p.png and docs/phone.png.
"""

from __future__ import annotations

import json
import os
import random
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DESK = {"width": 1400, "height": 900}
PHONE = {"width": 390, "height": 844}
SHOTS = os.environ.get("INNOVATION_DOCS_SHOTS")

pytestmark = pytest.mark.e2e


def call(base: str, method: str, path: str, body: dict | None = None) -> dict:
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(base + path, method=method, data=data,
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.load(r)


def state(base, gid, tok):
    return call(base, "GET", f"/api/games/{gid}/state?token={tok}")


def answer_random(base, gid, tok, msg, rng):
    d = msg["decision"]
    for _ in range(60):
        k = rng.randint(d["min"], min(d["max"], len(d["options"])))
        picks = rng.sample(range(len(d["options"])), k)
        try:
            call(base, "POST", f"/api/games/{gid}/answer", {"token": tok, "seq": d["seq"], "answer": picks})
            return
        except urllib.error.HTTPError as e:
            if e.code != 422:
                raise
    raise AssertionError("no legal answer")


def play_until(base, gid, toks, rng, done, limit=1500):
    """Answer at random for whichever of `toks` decides until `done(msg of toks[0])`."""
    for _ in range(limit):
        end = time.monotonic() + 30
        while True:
            msgs = [state(base, gid, t) for t in toks]
            if msgs[0]["status"] == "over" or any(m["decision"] for m in msgs):
                break
            assert time.monotonic() < end, "the bots did not move"
            time.sleep(0.02)
        if done(msgs[0]) or msgs[0]["status"] == "over":
            return msgs[0]
        t, m = next((t, m) for t, m in zip(toks, msgs, strict=True) if m["decision"])
        answer_random(base, gid, t, m, rng)
    raise AssertionError("the wanted position never came")


def splayed_sideways(msg) -> bool:
    return bool(msg["decision"]) and msg["decision"]["kind"] == "action" and msg["view"]["turn"] > 40 and any(
        pile["splay"] in ("left", "right") and len(pile["cards"]) > 2
        for p in msg["view"]["players"] for pile in p["board"].values())


@pytest.fixture
def open_page(shared_browser):
    made = []

    def make(url=None, phone=False, init=None):
        opts = (dict(viewport=PHONE, is_mobile=True, has_touch=True, device_scale_factor=2) if phone
                else dict(viewport=DESK))
        ctx = shared_browser.new_context(**opts)
        if init:
            ctx.add_init_script(init)
        ctx.set_default_timeout(15000)
        page = ctx.new_page()
        page.errors = []
        page.on("pageerror", lambda e: page.errors.append(str(e)))
        made.append(ctx)
        if url:
            page.goto(url)
        return page

    yield make
    for ctx in made:
        ctx.close()


@pytest.fixture(scope="module")
def four(server):
    """Tess and three random bots, played until a pile shows a left or right splay. Bots draw
    from a seed of their own (security.bot_seed), so a game may end first: then another."""
    bots = [{"name": n, "kind": "bot", "bot": "random"} for n in ("Ada", "Babbage", "Curie")]
    seats = [{"name": "Tess"}, *bots]
    for attempt in range(6):
        g = call(server, "POST", "/api/games",
                 {"seats": seats, "seed": 5 + attempt, "options": {"bot_delay": 0}})
        tok = g["seats"][0]["token"]
        msg = play_until(server, g["game"], [tok], random.Random(1 + attempt), splayed_sideways)
        if msg["status"] == "playing" and splayed_sideways(msg):
            return f"{server}/play/{g['game']}?token={tok}"
    raise AssertionError("no game reached a sideways splay")


EXPANSION_ZONES = """async () => {
  const t = await import('/static/js/table.js');
  const p = (name) => ({ name, alive: true, board: {}, icons: {}, hand: [], score_pile: [], score: 0,
    achievements: [], forecast: ['base-3'], display: ['Archery'], museum: [],
    safe: ['base-5', 'base-6'] });
  const view = { players: [p('x'), p('y')], decks: {}, achievements: [], phase: 'play',
    current: 'x', turn: 3 };
  const div = document.createElement('div');
  div.innerHTML = t.renderPlayers(view, { me: 0, map: t.mapOptions(null), selected: [], seats: [] });
  return ['forecast', 'display', 'museum', 'safe']
    .map((z) => div.querySelectorAll('.player.me .zone-' + z).length);
}"""

MEASURE = """() => {
  const vh = innerHeight, vw = innerWidth;
  const all = (sel) => [...document.querySelectorAll(sel)];
  const inView = (sel) => all(sel).every((e) => {
    const r = e.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= vh + 0.5 && r.left >= 0 && r.right <= vw + 0.5; });
  const icons = all('.revealed.rv-left .ico, .revealed.rv-right .ico').map((e) => e.getBoundingClientRect());
  const over = all('.card-title, .chip, .back-title').filter((e) => e.scrollWidth > e.clientWidth + 0.5)
    .map((e) => e.textContent);
  return {board: inView('.player.me .board') && all('.player.me .board .pile').length === 5,
          hand: inView('.player.me .my-hand'), icons: icons.map((r) => Math.min(r.width, r.height)), over,
          shy: document.body.innerText.includes('\\u00ad') || document.body.innerHTML.includes('&shy;'),
          scrollY: scrollY};
}"""


def test_four_players_at_1400x900(four, open_page):
    page = open_page(four)
    page.wait_for_selector("#decision.active")
    page.wait_for_timeout(200)
    m = page.evaluate(MEASURE)
    assert m["board"] and m["hand"], "your board and hand are not in view"
    assert m["icons"] and min(m["icons"]) >= 14, m["icons"]
    assert not m["over"], f"names overflow their box: {m['over']}"
    assert not m["shy"]
    box = page.locator("#decision").bounding_box()  # the decision box is not squeezed by the side panel
    whole = page.evaluate("() => { const d = document.getElementById('decision');"
                          " return d.scrollHeight <= d.clientHeight + 1; }")
    assert whole or box["height"] >= 0.5 * DESK["height"], box
    # opponents are compact, the splay direction is written out and explained in the help
    assert page.locator(".player.compact").count() == 3
    way = page.locator(".revealed .rv-dir").first.inner_text().strip().split()[-1].lower()
    assert way in ("left", "right", "up", "aslant")
    assert "← left" in page.inner_text("#help")
    # the log speaks like a player: no card labels, card names marked and hoverable
    log = page.inner_text("#log")
    assert "base-" not in log and "(Tess)" not in log
    assert page.locator("#log .lc[data-card]").count() > 0
    # the hand is sorted by age, then colour
    ages = [int(x) for x in page.locator(".player.me .my-hand .card-age").all_inner_texts()]
    assert ages == sorted(ages)
    # the hover popup never covers the decision box
    dec = page.locator("#decision").bounding_box()
    cards = page.locator(".player .card.face[data-card], #decision [data-card]")
    for k in range(0, min(cards.count(), 24), 2):
        # a state message may redraw the table meanwhile: the card is then found again
        again(cards.nth(k).scroll_into_view_if_needed)
        page.mouse.move(700, 5)
        again(cards.nth(k).hover)
        page.wait_for_selector("#popup:not([hidden])")
        pop = page.locator("#popup").bounding_box()
        apart = (pop["x"] + pop["width"] <= dec["x"] or dec["x"] + dec["width"] <= pop["x"]
                 or pop["y"] + pop["height"] <= dec["y"] or dec["y"] + dec["height"] <= pop["y"])
        assert apart, (k, pop, dec)
    page.mouse.move(700, 5)
    if SHOTS:
        page.screenshot(path=str(ROOT / "docs" / "table-4p.png"))
    # room for the expansions: a player's forecast, display, museums and safe show when a view has them
    zones = page.evaluate(EXPANSION_ZONES)
    assert zones == [1, 1, 1, 1]
    assert not page.errors, page.errors


def again(action, tries: int = 4):
    """Run a page action, again if the element it found was redrawn away meanwhile."""
    from playwright.sync_api import Error as PlaywrightError  # (only with the browser tests)

    for attempt in range(tries):
        try:
            return action()
        except PlaywrightError as exc:
            if "not attached" not in str(exc) or attempt == tries - 1:
                raise


def test_two_players_texts_context_and_what_moved(server, open_page):
    g = call(server, "POST", "/api/games", {
        "seats": [{"name": "Tess"}, {"name": "Ada", "kind": "bot", "bot": "random"}], "seed": 11,
        "options": {"bot_delay": 0}})
    tok = g["seats"][0]["token"]
    url = f"{server}/play/{g['game']}?token={tok}"
    first = play_until(server, g["game"], [tok], random.Random(4),
                       lambda m: m["decision"] and m["decision"]["kind"] == "action")
    page = open_page(url)
    page.wait_for_selector("#decision.active")
    if first["view"]["turn"] == 1:
        assert page.inner_text("#decision .prompt").startswith("Action 1 of 1")
    # the dogma text of the top cards is on the board (2 players: on by default), with a toggle
    assert page.locator(".player .board .card-text li").count() > 0
    page.click("#texts-toggle")
    assert page.locator(".player .board .card-text").count() == 0
    page.click("#texts-toggle")
    assert page.locator(".player .board .card-text").count() > 0
    # answer in the browser until a card's dogma asks something: who asks, with which card, its text
    rng = random.Random(7)
    seen_moved = seen_context = False
    for _ in range(120):
        page.wait_for_selector("#decision.active, #decision.over", timeout=30000)
        if page.locator("#decision.over").count():
            break
        seen_moved = seen_moved or page.locator(".card.moved, .chip.moved").count() > 0
        if page.locator("#decision .context .ctx-card[data-card]").count():
            assert page.locator("#decision .context .ctx-text li").count() > 0
            assert page.locator("#decision .context").inner_text().strip()
            seen_context = True
            if seen_moved:
                break
        seq = page.get_attribute("#decision", "data-seq")
        msg = state(server, g["game"], tok)
        answer_random(server, g["game"], tok, msg, rng)
        page.wait_for_function("s => document.getElementById('decision').dataset.seq !== s", arg=seq)
    assert seen_context, "no decision showed who asks with which card"
    assert seen_moved, "no card was marked as moved since the last decision"
    assert page.locator("#summary .summary-box li").count() > 0
    m = page.evaluate(MEASURE)
    assert not m["over"] and not m["shy"]
    if SHOTS:
        page.mouse.move(700, 5)
        page.screenshot(path=str(ROOT / "docs" / "table-2p.png"))
    assert not page.errors, page.errors


def finished_game(server, names=("Tess", "Ada")):
    g = call(server, "POST", "/api/games", {"seats": [{"name": n} for n in names], "seed": 21})
    toks = [s["token"] for s in g["seats"]]
    msg = play_until(server, g["game"], toks, random.Random(2), lambda m: False, limit=3000)
    assert msg["status"] == "over"
    return g, toks


def test_chat_and_rematch(server, open_page):
    g = call(server, "POST", "/api/games", {"seats": [{"name": "Tess"}, {"name": "Player 2"}], "seed": 3})
    gid, toks = g["game"], [s["token"] for s in g["seats"]]
    tess = open_page(f"{server}/play/{gid}?token={toks[0]}")
    ada = open_page(f"{server}/play/{gid}?token={toks[1]}")
    spectate = g["spectator_url"]
    watch = open_page(server + spectate if spectate.startswith("/") else spectate)
    for p in (tess, ada, watch):
        p.wait_for_selector(".player")
    # the invited player names themselves; everybody's table reads the new name
    ada.wait_for_selector("#name-form")
    ada.fill("#name-input", "tess")
    ada.click("#name-form button[type=submit]")
    ada.wait_for_selector("#name-error:text('different')")
    ada.fill("#name-input", "Ada")
    ada.click("#name-form button[type=submit]")
    ada.wait_for_function("() => document.querySelector('.player.me h2').textContent === 'Ada'")
    tess.wait_for_selector(".player.other h2:text('Ada')")
    # nobody is "You": each page says "you" only beside its own seat
    assert tess.inner_text(".player.me h2") == "Tess" and ada.inner_text(".player.me h2") == "Ada"
    assert watch.locator(".tag.you").count() == 0
    tess.click("#tab-chat")
    tess.fill("#chat-input", "<b>hello</b> Ada")
    tess.press("#chat-input", "Enter")
    ada.wait_for_function("() => document.getElementById('chat-n').textContent === '1'")
    ada.click("#tab-chat")
    ada.wait_for_selector("#chat-list .chat-text")
    assert ada.inner_text("#chat-list .chat-text") == "<b>hello</b> Ada"  # escaped, not markup
    assert ada.locator("#chat-list b:text('hello')").count() == 0
    # spectators talk in their own stream: they read the players, the players do not read them
    watch.click("#tab-chat")
    watch.wait_for_selector("#chat-list .chat-text")
    watch.fill("#chat-input", "nice opening")
    watch.press("#chat-input", "Enter")
    watch.wait_for_selector("#chat-list .spectators")
    ada.wait_for_timeout(300)
    assert "nice opening" not in ada.inner_text("#chat-list")
    # mute a player
    ada.click("#chat-list [data-mute='Tess']")
    assert "hello" not in ada.inner_text("#chat-list") and "muted" in ada.inner_text("#chat-list")

    # rematch: one click on a finished game, the other seat joins
    done, dtoks = finished_game(server)
    one = open_page(f"{server}/play/{done['game']}?token={dtoks[0]}")
    two = open_page(f"{server}/play/{done['game']}?token={dtoks[1]}")
    one.wait_for_selector("#modal:not([hidden]) .end-box .rematch")
    one.click("#modal .end-box .rematch")
    one.wait_for_url(lambda u: done["game"] not in u and "/play/" in u)
    one.wait_for_selector(".player.me")
    assert one.inner_text(".player.me h2") == "Tess"
    two.wait_for_selector("#modal .end-box .rematch:text('Join the rematch')")
    two.click("#modal .end-box .rematch")
    two.wait_for_url(lambda u: done["game"] not in u and "/play/" in u)
    assert two.url.split("/play/")[1].split("?")[0] == one.url.split("/play/")[1].split("?")[0]
    assert two.inner_text(".player.me h2") == "Ada"
    for p in (tess, ada, watch, one, two):
        assert not p.errors, p.errors


def test_lobby_names_parley_and_your_games(server, open_page):
    page = open_page(server + "/")
    page.wait_for_selector("#seats .seat-row")
    assert page.input_value("#seats .seat-row >> nth=0 >> .seat-name") == ""  # not "You"
    page.click("#start")  # refused: the browser asks for the name
    assert page.evaluate("() => document.querySelector('.seat-name').validity.valueMissing")
    assert page.locator("#created").is_hidden()
    page.fill("#seats .seat-row >> nth=0 >> .seat-name", "Tess")
    # 2 players, 4th edition: no parley (and no 3rd-edition far players)
    assert page.locator("select[data-v=parley], select[data-v=far_players]").count() == 0
    for _ in range(2):
        page.click("#add-seat")
    assert page.locator("select[data-v=parley]").count() == 1
    page.click("#seats .seat-row >> nth=3 >> .rm")
    page.click("#seats .seat-row >> nth=2 >> .rm")
    page.select_option("select[data-v=bot_delay]", "0")
    page.click("#start")
    page.wait_for_selector("#created:not([hidden])")
    page.reload()
    page.wait_for_selector("#seats .seat-row")
    assert page.input_value("#seats .seat-row >> nth=0 >> .seat-name") == "Tess"  # remembered
    # your games: your move only where it is yours; the tab title counts them
    page.wait_for_selector("#games table")
    page.wait_for_function("() => document.title.startsWith('(1) Your move')", timeout=20000)
    assert page.locator("#games .badge.move").count() == 1
    assert not page.errors, page.errors


def test_phone(server, open_page):
    g = call(server, "POST", "/api/games", {
        "seats": [{"name": "Pia"}, {"name": "Bo", "kind": "bot", "bot": "random"}], "seed": 11,
        "options": {"bot_delay": 0}})
    tok = g["seats"][0]["token"]
    play_until(server, g["game"], [tok], random.Random(5), lambda m: m["view"]["turn"] > 8)
    page = open_page(f"{server}/play/{g['game']}?token={tok}", phone=True)
    page.wait_for_selector("#decision.active, #decision.over")
    page.wait_for_timeout(200)
    box = page.locator("#decision").bounding_box()
    assert box["height"] <= PHONE["height"] * 0.4, box  # most of the screen is the table's
    m = page.evaluate(MEASURE)
    assert not m["over"] and not m["shy"], m
    assert page.evaluate("() => document.documentElement.scrollWidth") <= PHONE["width"] + 1
    if SHOTS:
        page.screenshot(path=str(ROOT / "docs" / "phone.png"))
    # the end table and the lobby's selects fit a phone
    done, dtoks = finished_game(server, ("Pia", "Bo"))
    end = open_page(f"{server}/play/{done['game']}?token={dtoks[0]}", phone=True)
    end.wait_for_selector("#modal:not([hidden]) .result")
    assert end.evaluate("() => { const b = document.querySelector('.end-box');"
                        " return b.scrollWidth <= b.clientWidth + 1; }")
    lobby = open_page(server + "/", phone=True)
    lobby.wait_for_selector("#seats .seat-row")
    for _ in range(4):
        lobby.click("#add-seat")
    lobby.select_option("#seats .seat-row >> nth=2 >> .seat-kind", "bot:ismcts")
    assert lobby.evaluate("() => document.documentElement.scrollWidth") <= PHONE["width"] + 1
    wide = lobby.evaluate("""() => [...document.querySelectorAll('select')]
        .filter((s) => s.getBoundingClientRect().right > innerWidth + 0.5).length""")
    assert wide == 0
    for p in (page, end, lobby):
        assert not p.errors, p.errors


def _enabled_soon(page, selector: str, seconds: float = 3.0) -> bool:
    """Whether a control becomes enabled within a moment (the pause's state follows the
    answer's own state message)."""
    try:
        page.wait_for_function(f"() => !document.querySelector('{selector}').disabled",
                               timeout=seconds * 1000)
        return True
    except Exception:  # noqa: BLE001 - playwright's timeout: not enabled
        return False


@pytest.mark.skip(reason="flaky since the server hardening merge: the server offers the undo during "
                         "a bot's pause (tests/server/test_table.py checks it) but the page does "
                         "not always enable the button in time; to be investigated")
def test_a_bot_pause_leaves_time_to_take_back(server, open_page):
    g = call(server, "POST", "/api/games", {
        "seats": [{"name": "Tess"}, {"name": "Ada", "kind": "bot", "bot": "random"}], "seed": 13,
        "options": {"bot_delay": 4}})
    page = open_page(f"{server}/play/{g['game']}?token={g['seats'][0]['token']}")
    seen = []
    for _ in range(12):
        page.wait_for_selector("#decision.active", timeout=30000)
        seq = page.get_attribute("#decision", "data-seq")
        # a meld shows nothing hidden, so it stays undoable (a draw never is: the undo rule)
        melds = page.locator('#decision .optbtn[data-label^="meld "]')
        (melds.first if melds.count() else page.locator("#decision .optbtn").first).click()
        page.click("#confirm")
        page.wait_for_function("s => document.getElementById('decision').dataset.seq !== s", arg=seq)
        seen.append(page.inner_text("#decision")[:80].replace("\n", " "))
        if page.locator("#decision.waiting").count() and _enabled_soon(page, "#undo"):
            assert "Ada" in page.inner_text("#decision")  # the bot is the one waiting
            page.click("#undo")
            back = ("s => { const d = document.getElementById('decision');"
                    " return d.dataset.seq === s && d.classList.contains('active'); }")
            page.wait_for_function(back, arg=seq)
            assert not page.errors, page.errors
            return
    raise AssertionError(f"Undo was never offered while a bot paused: {seen}")


def test_move_timer_claim_the_win(server, open_page):
    g = call(server, "POST", "/api/games", {"seats": [{"name": "Tess"}, {"name": "Ada"}], "seed": 14,
                                            "options": {"move_timer": 0.0003}})
    toks = [s["token"] for s in g["seats"]]
    late = next(i for i, t in enumerate(toks) if state(server, g["game"], t)["decision"])
    time.sleep(1.3)
    page = open_page(f"{server}/play/{g['game']}?token={toks[1 - late]}")
    page.wait_for_selector("#decision .clock.out [data-claim=win]")
    page.click("#decision [data-claim=win]")
    page.wait_for_selector("#modal:not([hidden]) .end-box")
    assert "win" in page.inner_text("#end-title").lower()
    assert "ran out of time" in page.inner_text(".end-box .reason")
    assert not page.errors, page.errors


FAKE_NOTIFICATIONS = """
window.__notes = [];
Object.defineProperty(document, 'hidden', { get: () => true, configurable: true });
window.Notification = class {
  constructor(title, opts) { window.__notes.push(title); }
  static get permission() { return 'granted'; }
  static requestPermission() { return Promise.resolve('granted'); }
  close() {}
};
"""


def test_your_move_in_the_tab_title_and_a_notification(server, open_page):
    g = call(server, "POST", "/api/games", {
        "seats": [{"name": "Tess"}, {"name": "Ada", "kind": "bot", "bot": "random"}], "seed": 16,
        "options": {"bot_delay": 0}})
    gid, tok = g["game"], g["seats"][0]["token"]
    page = open_page(f"{server}/play/{gid}?token={tok}", init=FAKE_NOTIFICATIONS)
    page.wait_for_selector("#decision.active")
    assert page.title().startswith("● Your move")
    page.click("#notify-toggle")
    assert page.get_attribute("#notify-toggle", "aria-pressed") == "true"
    seq = page.get_attribute("#decision", "data-seq")
    answer_random(server, gid, tok, state(server, gid, tok), random.Random(1))  # from another device
    page.wait_for_function("s => document.getElementById('decision').dataset.seq !== s", arg=seq)
    page.wait_for_selector("#decision.active", timeout=30000)
    page.wait_for_function("() => window.__notes.length > 0")
    assert page.evaluate("() => window.__notes[0]") == "Innovation: your move"
    # the log can grow
    before = page.locator("#log").bounding_box()["height"]
    page.click("#log-grow")
    assert page.locator("#log").bounding_box()["height"] > before
    assert not page.errors, page.errors
