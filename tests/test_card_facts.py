"""Card facts (issue 14, item 1): every card of both editions with its set, kind and every
icon slot, checked against the reference card data; ids stable per edition; icon vectors
that count only basic icons, on 4 or 6 slots."""

import hashlib
import importlib.util
import json
from pathlib import Path

import pytest

from innovation.model.cards import (
    AGE_CARD,
    BASE_SPECIALS,
    CASTLE,
    CROWN,
    DECREE,
    FACTORY,
    KINDS,
    LEAF,
    LEFT,
    LIGHTBULB,
    MEAT,
    MUSEUM,
    N_COUNTED,
    NONE,
    RELIC,
    RIGHT,
    SET_NAMES,
    SPECIAL,
    UP,
    CardSet,
    card_set,
    make_card,
)
from innovation.model.state import PlayerState

REPO = Path(__file__).resolve().parents[1]
# CI copies shared/ beside the repository, as on a developer's machine (/work/main, /work/shared)
REFERENCE = REPO.parent / "shared" / "reference"
needs_reference = pytest.mark.skipif(not (REFERENCE / "cards-4e.json").exists(),
                                     reason=f"no reference card data at {REFERENCE}")
REF_KINDS = {"age card": AGE_CARD, "special achievement": SPECIAL, "decree": DECREE,
             "museum": MUSEUM, "relic": RELIC}
EDITIONS = (3, 4)


def reference(edition: int, what: str) -> list[dict]:
    return json.loads((REFERENCE / f"{what}-{edition}e.json").read_text(encoding="utf-8"))


def token(icon: int) -> str | None:
    return None if icon < 0 else ("crown", "leaf", "lightbulb", "castle", "factory", "clock",
                                  "person", "meat")[icon]


# ------------------------------------------------------------------ against the reference
@needs_reference
@pytest.mark.parametrize("edition", EDITIONS)
def test_every_age_card_and_relic_matches_the_reference(edition):
    cs = card_set(edition)
    ref = reference(edition, "cards")
    assert len(ref) == {3: 530, 4: 705}[edition]
    for r in ref:
        c = cs.find(r["name"])
        assert c.name == r["name"]
        got = (c.set, c.age, ("red", "yellow", "green", "blue", "purple")[c.color], c.slots,
               token(c.featured), c.kind, c.relic_of, c.visible_age)
        want = (r["set"], r["age"], r["color"], tuple(r["icons"]), r["featured_icon"],
                REF_KINDS[r["kind"]], r.get("relic_of"), r.get("visible_age"))
        assert got == want, r["name"]


@needs_reference
@pytest.mark.parametrize("edition", EDITIONS)
def test_every_achievement_card_matches_the_reference(edition):
    cs = card_set(edition)
    ref = reference(edition, "achievements")
    assert len(ref) == {3: 20, 4: 30}[edition]
    for r in ref:
        c = cs.find(r["name"])
        colour = None if c.color < 0 else ("red", "yellow", "green", "blue", "purple")[c.color]
        assert (c.set, c.kind, colour, c.slots, c.featured) == \
            (r["set"], REF_KINDS[r["kind"]], r["color"], (), -1), r["name"]


@needs_reference
@pytest.mark.parametrize("edition", EDITIONS)
def test_the_card_set_holds_the_reference_cards_and_nothing_else(edition):
    names = [r["name"] for r in reference(edition, "cards") + reference(edition, "achievements")]
    assert sorted(c.name for c in card_set(edition).cards) == sorted(names)


@needs_reference
def test_all_1235_cards_and_50_achievement_cards_are_checked():
    cards = sum(len(reference(e, "cards")) for e in EDITIONS)
    achievements = sum(len(reference(e, "achievements")) for e in EDITIONS)
    assert (cards, achievements) == (1235, 50)
    assert sum(len(card_set(e)) for e in EDITIONS) == 1235 + 50


@needs_reference
def test_the_data_files_are_what_the_script_makes_of_the_reference():
    spec = importlib.util.spec_from_file_location("card_data", REPO / "scripts" / "card_data.py")
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    for edition in EDITIONS:
        path = REPO / "innovation" / "data" / f"cards_e{edition}.txt"
        text = script.render(edition, script.reference_facts(REFERENCE, edition),
                             script.current_names(path))
        assert text == path.read_text(encoding="utf-8"), f"run scripts/card_data.py ({path.name})"


@needs_reference
def test_no_reference_text_enters_the_data_files():
    """Only facts: no dogma, echo, inspire, karma or achievement text, no note."""
    for edition in EDITIONS:
        data = (REPO / "innovation" / "data" / f"cards_e{edition}.txt").read_text(encoding="utf-8")
        texts = [t for c in reference(edition, "cards")
                 for t in [*c["dogma"], c["echo"], c["inspire"], *c["karma"], *c["notes"]] if t]
        texts += [a["text"] for a in reference(edition, "achievements") if a.get("text")]
        assert texts and not [t for t in texts if t[:40] in data]


# ------------------------------------------------------------------ the data files alone
@pytest.mark.parametrize("edition", EDITIONS)
def test_data_lines_hold_facts_only(edition):
    text = (REPO / "innovation" / "data" / f"cards_e{edition}.txt").read_text(encoding="utf-8")
    for line in text.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("|")
        assert len(fields) in (7, 8), line
        assert fields[6] in KINDS, line
        if len(fields) == 8:
            assert {kv.split("=")[0] for kv in fields[7].split(",")} <= {"relic_of", "visible_age"}


# base ids in a saved game: the names of ids 0.. in order, as before the expansions' facts
BASE_IDS = {3: (110, "1ec2424a4fa95db0", ["Pottery", "Tools", "Writing"], "The Internet"),
            4: (120, "b3d2fb7fb375bc22", ["Archery", "Metalworking", "Oars"], "Space Traffic")}


@pytest.mark.parametrize("edition", EDITIONS)
def test_base_ids_are_unchanged(edition):
    n, digest, first, last_base = BASE_IDS[edition]
    cs = card_set(edition)
    names = [c.name for c in cs.cards[:n]]
    assert names[:3] == first
    assert names[n - 6] == last_base
    assert [cs.find(s).id for s in BASE_SPECIALS] == list(range(n - 5, n))
    assert hashlib.sha256("\n".join(names).encode()).hexdigest()[:16] == digest
    # what a base game deals: exactly the base age cards of ages 1 and up, ids 0..n-6
    assert [c.id for c in cs.age_cards] == list(range(n - 5))
    assert [c.id for c in cs.specials[:5]] == list(range(n - 5, n))


@pytest.mark.parametrize("edition", EDITIONS)
def test_expansion_cards_come_after_the_base_cards_in_a_fixed_order(edition):
    cs = card_set(edition)
    n = BASE_IDS[edition][0]
    later = cs.cards[n:]
    age_cards = [c for c in later if c.kind == AGE_CARD and c.age >= 1]
    sets = [c.set for c in age_cards]
    assert sets == sorted(sets, key=SET_NAMES.index)  # grouped, in SET_NAMES order
    assert "base" not in sets
    kinds = [0 if c.kind == AGE_CARD and c.age >= 1 else 1 if c.kind == AGE_CARD else
             {RELIC: 2, SPECIAL: 3, DECREE: 4, MUSEUM: 5}[c.kind] for c in later]
    assert kinds == sorted(kinds)


def test_set_and_kind_lists():
    e4, e3 = card_set(4), card_set(3)
    assert (len(e4.age_cards), len(e3.age_cards)) == (115, 105)
    assert all(c.set == "base" and c.age >= 1 for c in e4.age_cards + e3.age_cards)
    assert len(e4.by_set("base")) == 130 and len(e3.by_set("base")) == 105
    assert [len(e4.by_set(s)) for s in SET_NAMES[1:]] == [115] * 5
    assert [len(e3.by_set(s)) for s in SET_NAMES[1:5]] == [105] * 4 and e3.by_set("unseen") == []
    assert sum(c.age == 0 for c in e4.by_set("base")) == 15 and e4.max_age == 11 and e3.max_age == 10
    assert (len(e4.all_age_cards), len(e3.all_age_cards)) == (705, 525)
    assert (len(e4.specials), len(e4.decrees), len(e4.museums), len(e4.relics)) == (20, 5, 5, 0)
    assert (len(e3.specials), len(e3.decrees), len(e3.museums), len(e3.relics)) == (15, 5, 0, 5)
    assert e3.special_ids == {c.id for c in e3.specials}
    with pytest.raises(ValueError):
        e4.by_set("myths")


# ------------------------------------------------------------------ slots
def test_slot_facts():
    e3, e4 = card_set(3), card_set(4)
    flute = e3.find("Flute")  # bonus:1, hexnote, crown, echo
    assert (flute.hex_slot, flute.bonuses, flute.echo_slot, flute.inspire_slot) == (1, (1,), 3, None)
    assert flute.icons == (-1, -1, CROWN, -1)
    assert e3.find("Adam Smith").hex_slot is None  # the one card without a hex
    assert e3.find("Adam Smith").inspire_slot == 0
    yamato = e3.find("Battleship Yamato")
    assert (yamato.slots, yamato.hex_slot, yamato.visible_age, yamato.featured) == \
        (("blank", "hex", "blank", "blank"), 1, 11, -1)
    assert yamato.top == (0,) * N_COUNTED
    timbuktu = e3.find("Timbuktu")
    assert (timbuktu.kind, timbuktu.relic_of, timbuktu.set, timbuktu.is_city) == \
        (RELIC, "cities", "artifacts", True)
    assert timbuktu.city_icons == ((4, "plus"),) and timbuktu.discover == -1
    sao = e3.find("São Paulo")  # bonus:8, bonus:8, crown, leaf, leaf (search), hex
    assert (sao.bonuses, sao.discover, sao.hex_slot, sao.city_icons) == ((8, 8), LEAF, 5, ())
    fire = e4.find("Fire")  # meat, lightbulb, meat, hex: meat is counted last (Bear Grylls)
    assert fire.featured == MEAT and fire.icons == (MEAT, LIGHTBULB, MEAT, -1)
    assert fire.top == tuple(2 if i == MEAT else int(i == LIGHTBULB) for i in range(N_COUNTED))
    assert e4.find("Fire") not in e4.age_cards
    tokens = {t for c in e4.cards for _, t in c.city_icons}
    assert tokens == {"plus", "splay-left", "splay-right", "splay-up", "flag", "fountain",
                      "uplift", "unsplay", "junk"}
    assert all(c.kind == SPECIAL and c.slots == () for c in e4.specials)


def test_a_city_shows_the_slots_its_splay_reveals():
    sao = card_set(3).find("São Paulo")  # bonus:8, bonus:8, crown, leaf, leaf, hex
    assert sao.top[CROWN] == 1 and sao.top[LEAF] == 2  # a top card shows all six slots
    assert sao.visible_slots(LEFT) == (3, 5) and sao.shown[LEFT][LEAF] == 1
    assert sao.visible_slots(RIGHT) == (0, 1) and sao.shown[RIGHT] == (0,) * N_COUNTED
    assert sao.visible_bonuses(RIGHT) == (8, 8) and sao.visible_bonuses(LEFT) == ()
    assert sao.shown[UP][CROWN] == 1 and sao.shown[UP][LEAF] == 1
    assert sao.shown[NONE] == (0,) * N_COUNTED


def test_icon_vectors_count_only_basic_icons_on_4_and_6_slots():
    # a test-only city with a basic icon top-right, to see slot 5 counted when splayed left
    city = make_card(1, "Test City", "cities", 1, 0,
                     ("crown", "leaf", "echo", "castle", "lightbulb", "factory"), CROWN)
    plain = make_card(0, "Test Card", "base", 1, 0, ("bonus:3", "hex", "leaf", "castle"), LEAF)
    cs = CardSet(4, [plain, city])
    cases = {LEFT: {CASTLE: 1, FACTORY: 1}, RIGHT: {CROWN: 1, LEAF: 1}, UP: {LEAF: 1, CASTLE: 1}}
    for splay, want in cases.items():
        ps = PlayerState()
        ps.piles[0] = [city.id, plain.id]  # the city covered, splayed
        ps.splay[0] = splay
        expected = [0] * N_COUNTED
        expected[LEAF] += 1  # the top card: bonus and hex count nothing
        expected[CASTLE] += 1
        for icon, n in want.items():
            expected[icon] += n
        assert ps.icons(cs) == expected, splay
    ps = PlayerState()
    ps.piles[0] = [plain.id, city.id]  # the city on top: all six slots, the search icon too
    assert ps.icons(cs)[:6] == [1, 1, 1, 1, 1, 0]  # crown, leaf, lightbulb, castle, factory
    ps.piles[0], ps.splay[0] = [plain.id, city.id], LEFT
    ps.board_changed(0)  # (what every change to a pile calls)
    assert ps.icons(cs)[CASTLE] == 2  # the covered plain card shows its bottom-right castle
    assert (city.echo_slot, city.discover, city.hex_slot) == (2, LIGHTBULB, None)
    assert city.shows("echo", UP) and not city.shows("echo", RIGHT)
    assert plain.shows("bonus:3", RIGHT) and plain.visible_bonuses(RIGHT) == (3,)
    assert city.top[FACTORY] == 1


def test_an_unknown_slot_token_is_refused():
    with pytest.raises(ValueError):
        make_card(0, "Bad", "base", 1, 0, ("crown", "crown", "hex", "sparkle"), CROWN)
    with pytest.raises(ValueError):
        make_card(0, "Bad", "base", 1, 0, ("crown", "crown", "hex"), CROWN)


# ------------------------------------------------------------------ base games
def test_a_base_scenario_refuses_a_card_of_another_set():
    from innovation.scenarios import Scenario, ScenarioError

    for name in ("Plumbing", "Fire", "Legend", "Advancement", "Museum 1"):  # echoes, age 0, ...
        data = {"name": "x", "edition": 4, "players": ["a", "b"], "setup": {"a": {"hand": [name]}}}
        with pytest.raises(ScenarioError, match="not a card of this game"):
            Scenario(data).build()
    g = Scenario({"name": "x", "edition": 4, "players": ["a", "b"],
                  "setup": {"a": {"hand": ["Archery"]}}}).build()
    assert [g.card(c).name for c in g.state.players[0].hand] == ["Archery"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_base_game_deals_only_base_cards(edition):
    from innovation.editions import new_game
    from innovation.fuzz import fuzz_game

    g = new_game(3, seed=5, edition=edition)
    dealt = [c for _, zone in g.state.all_zones() for c in zone]
    cs = g.cards
    assert sorted(dealt) == sorted([c.id for c in cs.age_cards] + [cs.find(s).id for s in BASE_SPECIALS])
    # the per-card lists of a base game cover the base ids only (a clone copies them)
    assert len(g.loc) == len(g.state.known) == g.n_ids == BASE_IDS[edition][0]
    fuzz_game(5, 3, edition=edition)  # the invariants count the cards a base game deals


@pytest.mark.parametrize("edition", [3, 4])
def test_the_packed_fields_hold_everything_the_game_has_of_their_kind(edition):
    """A board's packed counts sum the cards' fields (cards.SHOWN): each field must hold the
    whole game's count of its token (so a sum never carries into the next field), the top
    cities five piles, and everything but the inspire effects (3rd-edition Figures, last)
    fit in 90 bits (three digits of a Python int)."""
    from innovation.model.cards import INSPIRE_SHIFT, N_COUNTED, SHOWN, TOP_CITY_SHIFT

    cards = card_set(edition).cards
    ends = [8 * N_COUNTED]
    for shift, bits, token in sorted([*SHOWN, (TOP_CITY_SHIFT, 4, None)]):
        assert shift == ends[-1]  # the fields follow each other without overlapping
        most = 5 if token is None else sum(c.slots.count(token) for c in cards)  # piles, or all
        assert most < 1 << bits, token
        ends.append(shift + bits)
    assert ends[-2] == INSPIRE_SHIFT <= 90 and ends[-1] <= 120  # four digits at most
    top = max(c.ptop for c in cards if c.inspire_slot is None)
    assert top.bit_length() <= 90


def test_a_screen_reads_every_field_at_once():
    """`screened` against the fields read one by one, with fields of 128 and more too."""
    import random

    from innovation.model.cards import ECHO_SHIFT, screen, screened

    rng = random.Random(3)
    fields = [8 * i for i in range(8)] + [ECHO_SHIFT]
    for _ in range(20000):
        values = {s: rng.choice((0, 1, 2, 3, 4, 11, 12, 13, 127, 128, 129, 200, 255, rng.randrange(256)))
                  for s in fields}
        packed = sum(v << s for s, v in values.items()) + (rng.randrange(1 << 20) << (ECHO_SHIFT + 8))
        picked = tuple(s for s in fields if rng.random() < 0.5) or (fields[0],)
        n = rng.choice((1, 3, 4, 12, 127, 128, rng.randrange(1, 129)))
        every = rng.random() < 0.5
        expected = (all if every else any)(values[s] >= n for s in picked)
        assert screened(packed, screen(picked, n, every)) == expected, (values, picked, n, every)
