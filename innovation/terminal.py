"""Play in a terminal: one person against bots, or several people at one keyboard."""

from __future__ import annotations

import contextlib
import json
import os
import random
import signal
import sys
from collections.abc import Callable
from typing import TextIO

from .agents.base import load_agent
from .editions import load_saved, new_game
from .model.cards import (
    AGE_CARD,
    BASIC_ICONS,
    COLORS,
    FACE_UP_KINDS,
    HEX_TOKENS,
    KINDS,
    RELIC,
    SPECIAL,
    TOP_MIDDLE,
    Card,
    plain_label,
)
from .observation import observe
from .rules.decision import IllegalAnswer
from .rules.engine import Game
from .views import view

ICON_SHORT = {"crown": "crown", "leaf": "leaf", "lightbulb": "bulb", "castle": "castle",
              "factory": "factory", "clock": "clock", "person": "person"}

HELP = """Commands at any prompt:
  <numbers>       pick options by number, e.g. 2 or 1 3 (order matters where asked)
  <Enter>         pick nothing, when picking nothing is allowed
  y / n           answer a yes-or-no question
  help CARD       what a card does, e.g. help The Wheel
  board           show the table again
  log [N]         the last N lines of the game log (default 30)
  save FILE       save a copy of the game (go on with: innovation play --load FILE)
  quit, Ctrl-C    leave the game; it is saved after every answer, to the file named at
                  the start, and 'innovation play --load FILE' goes on with it
"""


# a city's special icons in words (Cities of Destiny)
CITY_WORDS = {"plus": "Plus", "splay-left": "Arrow left", "splay-right": "Arrow right",
              "splay-up": "Arrow up", "flag": "Flag", "fountain": "Fountain", "uplift": "Uplift",
              "junk": "Junk achievement", "unsplay": "Unsplay"}


def slot_words(card: Card, slot: int) -> str:
    t = card.slots[slot]
    if t in HEX_TOKENS:
        return "image"
    if t.startswith("bonus:"):
        return f"bonus {t[6:]}"
    if slot == TOP_MIDDLE and card.is_city and card.discover >= 0:
        return f"{t} (Search)"
    return CITY_WORDS.get(t, t)


def city_slots(card: Card) -> str:
    """A city's six slots as they lie on the card: the top row, then the bottom row."""
    top = " | ".join(slot_words(card, i) for i in (0, 4, 5))
    bottom = " | ".join(slot_words(card, i) for i in (1, 2, 3))
    return f"top: {top} / bottom: {bottom}"


def card_help(g: Game, name: str) -> str:
    try:
        card = g.cards.find(name.strip())
    except KeyError:
        return f"No card named {name.strip()!r}."
    if card.kind == SPECIAL:
        special = g.rules.specials.get(card.name)
        return f"{card.name} (special achievement): {special.text if special else ''}"
    if card.kind in FACE_UP_KINDS and card.kind != RELIC:
        return f"{card.name} ({card.set} {KINDS[card.kind]})"
    icons = ", ".join("image" if t in HEX_TOKENS else t for t in card.slots)
    featured = BASIC_ICONS[card.featured] if card.featured >= 0 else "none"
    where = "top-left, bottom-left, bottom-middle, bottom-right"
    if card.is_city:  # six slots, read as they lie: top row, bottom row
        lines = [f"{card.name}: city, age {card.age}, {COLORS[card.color]}",
                 f"  icons: {city_slots(card)}"]
    else:
        lines = [f"{card.name}: age {card.age}, {COLORS[card.color]}, featured icon {featured}",
                 f"  icons ({where}): {icons}"]
    impl = g.rules.impls.get(card.name)
    if impl and impl.echo is not None:
        lines.append(f"  [echo] {impl.echo_text}")
    if impl and impl.inspire is not None:  # 3rd-edition Figures
        lines.append(f"  [inspire] {impl.inspire_text}")
    if impl:
        for text, demand in zip(impl.texts, impl.demands, strict=True):
            lines.append(f"  {'[demand] ' if demand else ''}{text}")
        for karma in impl.karmas:  # Figures: every karma, as the card words it
            lines.append(f"  [karma] {karma.text}")
    return "\n".join(lines)


def describe(g: Game, label: str) -> str:
    """A label as shown on screen: with the age and colour of the card it names, if it
    names one; a hidden card in plain words ("a 3 (micah)", never "base-3")."""
    verb, _, rest = label.partition(" ")
    for name, prefix in ((label, ""), (rest, verb + " ")):
        card = g.cards.by_name.get(name)
        if card is not None and card.kind in (AGE_CARD, RELIC):
            return f"{prefix}{card.name} [{card.age} {COLORS[card.color]}]"
    return plain_label(label)


def plural(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def achievement_list(labels: list[str]) -> str:
    """Achievements in words: standard ones by value, special ones by name."""
    ages = sorted((lab.rpartition("-")[2] for lab in labels if plain_label(lab) != lab), key=int)
    named = [lab for lab in labels if plain_label(lab) == lab]
    parts = []
    if ages:
        parts.append(("value " if len(ages) == 1 else "values ") + ", ".join(ages))
    if named:
        parts.append(", ".join(named))
    return "; ".join(parts) or "none"


def render_table(v: dict, g: Game | None = None) -> str:
    def d(label: str) -> str:
        return describe(g, label) if g is not None else plain_label(label)

    out: list[str] = []
    if v["phase"] == "setup":
        out.append(f"=== Setup: everyone chooses a first card to meld "
                   f"({v['first_melds_chosen']} of {len(v['players'])} chosen) ===")
    else:
        out.append(f"=== Turn {v['turn']}: {v['current']} to play, "
                   f"{plural(v['actions_left'], 'action')} left ===")
    decks = "  ".join(f"{age}:{n}" for age, n in v["decks"].items())
    out.append(f"Decks  {decks}")
    for name, piles in v.get("set_decks", {}).items():
        out.append(f"{name.capitalize()} decks  " + "  ".join(f"{age}:{n}" for age, n in piles.items()))
    out.append(f"Achievements available: {achievement_list(v['achievements'])}"
               f"   {v['junk_name'].capitalize()}: {plural(len(v['junk']), 'card')}")
    if "decrees" in v:  # Figures
        out.append(f"Decrees: {', '.join(v['decrees']) or 'none (all held)'}")
    if "relics" in v:  # Artifacts (3rd edition, the relics option)
        out.append(f"Relics beside their piles: {', '.join(v['relics']) or 'none'}")
    if "museums_free" in v:  # Artifacts (4th edition)
        out.append(f"Museums free: {v['museums_free']} of {len(v['museums'])}")
    for p in v["players"]:
        me = " (you)" if p["name"] == v["you"] else ""
        if v["teams"]:
            me += f" [team {v['teams'][v['players'].index(p)] + 1}]"
        gone = "  [out of the game]" if not p["alive"] else ""
        out.append("")
        held = f" ({achievement_list(p['achievements'])})" if p["achievements"] else ""
        extra = p.get("achievement_count", len(p["achievements"])) - len(p["achievements"])
        marks = f" (+{extra} from flags and fountains)" if extra else ""
        out.append(f"-- {p['name']}{me}{gone}: score {p['score']}, "
                   f"{plural(len(p['achievements']), 'achievement')}{held}{marks}")
        for color, pile in p["board"].items():
            if pile["cards"]:
                splay = f", splayed {pile['splay']}" if pile["splay"] != "none" else ""
                below = f" over {len(pile['cards']) - 1}" if len(pile["cards"]) > 1 else ""
                out.append(f"   {color:<7} {d(pile['cards'][0])}{below}{splay}")
                top = g.cards.by_name.get(pile["cards"][0]) if g is not None else None
                if top is not None and top.is_city:
                    out.append(f"           city {city_slots(top)}")
        icons = "  ".join(f"{ICON_SHORT[k]} {n}" for k, n in p["icons"].items() if n)
        out.append(f"   icons: {icons or 'none'}")
        out.append(f"   hand ({len(p['hand'])}): {', '.join(d(x) for x in p['hand']) or '-'}")
        if p["name"] == v["you"]:
            out.append(f"   score pile: {', '.join(d(x) for x in p['score_pile']) or '-'}")
        if "forecast" in p:  # Echoes: its owner sees the faces, the others the backs
            out.append(f"   forecast ({len(p['forecast'])}): "
                       f"{', '.join(d(x) for x in p['forecast']) or '-'}")
        if "safe" in p:  # the Unseen: secrets face down for everybody, their owner included
            ages = ", ".join(d(x) for x in p["safe"]) or "-"
            out.append(f"   safe ({len(p['safe'])} of {p['safe_limit']} secrets): {ages}")
        if "display" in p:  # Artifacts: public
            out.append(f"   on display: {', '.join(d(x) for x in p['display']) or '-'}")
        if p.get("museum"):  # Artifacts (4th edition): one artifact a museum
            out.append(f"   museums ({len(p['museum'])}): {', '.join(d(x) for x in p['museum'])}")
    return "\n".join(out)


def how_to_pick(d, n: int) -> str:
    """How to answer, in words: "pick one", "pick up to 3, or Enter for none"..."""
    hi = min(d.max, n)
    if d.kind == "yesno" or (d.min == 0 and hi == 1 and n == 1):
        return "1 or y for yes, Enter or n for no"
    if d.min == hi:
        how = "pick one" if hi == 1 else f"pick {hi}"
    elif d.min == 0:
        how = "pick one" if hi == 1 else ("pick any" if hi == n else f"pick up to {hi}")
    else:
        how = f"pick {d.min} to {hi}"
    if d.ordered:
        how += " in order"
    if d.min == 0:
        how += ", or Enter for none"
    return how


class TerminalPlayer:
    def __init__(self, inp: Callable[[str], str] = input, out: TextIO = sys.stdout):
        self.input = inp
        self.out = out
        self.seen_log: dict[int, int] = {}

    def say(self, text: str = "") -> None:
        print(text, file=self.out)

    def show(self, g: Game, player: int, full: bool = True) -> None:
        v = view(g, player)
        if full:
            self.say(render_table(v, g))
        log = v["log"]
        start = self.seen_log.get(player, max(0, len(log) - 12))
        if log[start:]:
            self.say("")
            for line in log[start:]:
                self.say(f"  | {line}")
        self.seen_log[player] = len(log)

    def decide(self, g: Game, player: int) -> list[int] | None:
        """Ask until a legal answer; None means quit."""
        d = g.pending
        assert d is not None
        self.show(g, player)
        labels = g.labels(d)
        while True:
            self.say("")
            self.say(d.context)
            self.say(f"{g.names[player]}, {how_to_pick(d, len(labels))}:")
            for i, label in enumerate(labels, 1):
                self.say(f"  {i:>2}. {describe(g, label)}")
            try:
                line = self.input("> ").strip()
            except EOFError:
                return None
            word, _, rest = line.partition(" ")
            if word in ("quit", "exit"):
                return None
            if word == "help" and rest:
                self.say(card_help(g, rest))
                continue
            if word in ("help", "?"):
                self.say(HELP)
                continue
            if word == "board":
                self.show(g, player)
                continue
            if word == "log":
                n = int(rest) if rest.isdigit() else 30
                for text in view(g, player)["log"][-n:]:
                    self.say(f"  | {text}")
                continue
            if word == "save" and rest:
                try:
                    with open(rest, "w") as f:
                        json.dump(g.to_json(), f)
                    self.say(f"Saved to {rest}.")
                except OSError as exc:
                    self.say(f"Could not save: {exc}")
                continue
            if word.lower() in ("y", "yes", "n", "no") and not rest and d.min == 0 and len(labels) == 1:
                return [0] if word.lower() in ("y", "yes") else []
            try:
                picks = [int(tok) - 1 for tok in line.replace(",", " ").split()]
            except ValueError:
                self.say("Type option numbers, or 'help'.")
                continue
            if any(not 0 <= k < len(labels) for k in picks):
                self.say(f"Choose numbers from 1 to {len(labels)}.")
                continue
            try:
                return d.validate(picks)
            except IllegalAnswer as exc:
                self.say(f"Not allowed: {exc}")


def default_save_path(seed: int) -> str:
    return f"innovation-game-{seed}.json"


def write_save(path: str, record: dict) -> None:
    """Write a saved game atomically: an interruption leaves the previous save intact."""
    tmp = f"{path}.tmp"
    with open(tmp, "w") as f:
        json.dump(record, f)
    os.replace(tmp, path)


def play(args) -> int:
    session: dict = {}
    if args.load:
        try:
            g = load_saved(args.load)
            with open(args.load) as f:
                session = json.load(f).get("terminal") or {}
        except ValueError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
        if not isinstance(session, dict):
            session = {}
    n_humans = args.humans if args.humans is not None else int(session.get("humans", 1))
    bot = args.bot or str(session.get("bot", "greedy"))
    if args.load:
        n = g.n
    else:
        n = args.players
        names = args.names or (["Player"] + [f"Bot {i}" for i in range(1, n)] if n_humans == 1
                               else [f"Player {i + 1}" for i in range(n)])
        if len(names) != n:
            print(f"error: {n} seats but {len(names)} names", file=sys.stderr)
            return 2
    if not 0 <= n_humans <= n:
        print(f"error: --humans must be between 0 and {n}", file=sys.stderr)
        return 2
    if not args.load:
        seed = args.seed if args.seed is not None else random.randrange(1 << 30)
        from .cli import table_options
        from .editions import parse_sets

        try:
            g = new_game(names, seed=seed, edition=args.edition, options=table_options(args),
                         expansions=parse_sets(getattr(args, "sets", "")))
        except ValueError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
    humans = set(range(n_humans))
    try:
        bots = {p: load_agent(bot, seed=p + 1) for p in range(g.n) if p not in humans}
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    save_path = None
    if not getattr(args, "no_autosave", False):
        save_path = getattr(args, "autosave", None) or args.load or default_save_path(g.seed)

    def record() -> dict:
        return {**g.to_json(), "terminal": {"humans": n_humans, "bot": bot}}

    saved = record()
    if save_path:
        try:
            write_save(save_path, saved)
        except OSError as exc:
            print(f"error: cannot save the game to {save_path}: {exc.strerror or exc} "
                  f"(choose another file with --autosave FILE)", file=sys.stderr)
            return 2
    ui = TerminalPlayer()
    edition = {3: "3rd edition (Deluxe)", 4: "4th edition"}[g.config.edition]
    variants = ", ".join(f"{k}={v}" for k, v in g.config.options.items() if v) or "none"
    ui.say(f"Innovation, {edition}. Seats: {', '.join(g.names)}. Variants: {variants}. "
           f"Type 'help' at any prompt.")
    resume = f"innovation play --load {save_path}"
    if save_path:
        ui.say(f"The game is saved to {save_path} after every answer; Ctrl-C stops, "
               f"'{resume}' goes on.")
    last_human = None
    try:
        while g.pending is not None:
            p = g.pending.player
            if p in bots:
                obs = observe(g, p)
                picks = bots[p].choose(obs, obs.decision)
            else:
                if len(humans) > 1 and last_human != p:
                    ui.say("\n" * 40)
                    ui.input(f"Pass the keyboard to {g.names[p]} and press Enter... ")
                last_human = p
                picks = ui.decide(g, p)
                if picks is None:
                    ui.say(f"Game left. It is saved: '{resume}' goes on." if save_path else
                           "Game left.")
                    return 0
            g.answer(picks)
            saved = record()
            if save_path:
                try:
                    write_save(save_path, saved)
                except OSError as exc:
                    ui.say(f"Could not save to {save_path}: {exc.strerror or exc}")
    except (KeyboardInterrupt, EOFError) as exc:
        # `saved` is the game after the last complete answer: an answer cut short by
        # Ctrl-C is not kept
        if save_path:
            old = None
            with contextlib.suppress(ValueError):  # a second Ctrl-C must not cut the save short
                old = signal.signal(signal.SIGINT, signal.SIG_IGN)
            try:
                write_save(save_path, saved)
            finally:
                if old is not None:
                    signal.signal(signal.SIGINT, old)
            ui.say(f"\nStopped. The game is saved in {save_path}; '{resume}' goes on.")
        else:
            ui.say("\nStopped.")
        return 130 if isinstance(exc, KeyboardInterrupt) else 0
    watcher = min(humans) if humans else None
    ui.show(g, watcher)
    v = view(g, watcher)
    ui.say(f"\nGame over ({v['end_reason']}). Winner: {', '.join(v['winners']) or 'nobody'}.")
    for p in v["players"]:
        ui.say(f"  {p['name']}: score {p['score']}, {plural(len(p['achievements']), 'achievement')}")
    if save_path:
        ui.say(f"The whole game is kept in {save_path}.")
    return 0
