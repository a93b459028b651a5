"""The bot interface: a bot sees only what its seat may know and answers a decision.

`Agent.choose(obs, decision)` receives the seat's `Observation` (the view, plus what a
search needs to imagine the hidden cards: see `observation.py`) and the pending
`Decision`, and returns the picked option indices. A bot never touches the Game.
"""

from __future__ import annotations

import importlib
import inspect
import os
import re
import sys
from typing import Protocol

from ..rules.decision import Decision


class Agent(Protocol):
    name: str

    def choose(self, obs, decision: Decision) -> list[int]: ...


BOT_KINDS = ("random", "greedy", "ismcts")
NET_KIND = "ismcts+net"  # the search with the learned evaluation (needs numpy; not in the lobby)


def parse_time(text: str) -> float:
    """'1s', '250ms', '0.5' (seconds) -> seconds."""
    m = re.fullmatch(r"\s*([0-9]*\.?[0-9]+)\s*(ms|s)?\s*", text)
    if not m:
        raise ValueError(f"bad time {text!r}: use e.g. 1s, 250ms or 0.5")
    value = float(m.group(1))
    return value / 1000 if m.group(2) == "ms" else value


def make_agent(spec: str, seed: int = 0) -> Agent:
    """Build a bot from a spec: 'random', 'greedy', 'ismcts', 'ismcts:1s', 'ismcts:500it',
    'ismcts+net:1s' (the shipped file), 'ismcts+net:500it:FILE' (a weights file),
    'ismcts+net:500it:FILE:mix=0.5' (leaf values half network, half rollout),
    'ismcts+net:1s:rollout=4' (rollouts of 4 decisions instead of 8)."""
    kind, _, arg = spec.partition(":")
    kind = kind.strip().lower()
    if kind == "random":
        from .random_agent import RandomAgent

        return RandomAgent(seed)
    if kind == "greedy":
        from .greedy import GreedyAgent

        return GreedyAgent(seed)
    if kind == "ismcts":
        from .ismcts import IsmctsAgent

        if arg.endswith("it"):
            return IsmctsAgent(seed, iterations=int(arg[:-2]))
        return IsmctsAgent(seed, think=parse_time(arg) if arg else 1.0)
    if kind == NET_KIND:
        try:
            from .netsearch import NetIsmctsAgent
        except ImportError as exc:
            raise ValueError(f"bot {spec!r} needs numpy: pip install -e '.[env]' ({exc})") from exc
        budget, _, rest = arg.partition(":")
        weights, kw = net_options(spec, rest)
        if budget.endswith("it"):
            return NetIsmctsAgent(seed, iterations=int(budget[:-2]), weights=weights, **kw)
        return NetIsmctsAgent(seed, think=parse_time(budget) if budget else 1.0, weights=weights, **kw)
    raise ValueError(f"unknown bot {spec!r}: choose from {', '.join(BOT_KINDS)}, {NET_KIND} "
                     "(ismcts takes a budget: ismcts:1s, ismcts:200ms, ismcts:500it; "
                     "ismcts+net also a weights file: ismcts+net:1s:net.npz), or name "
                     "your own as module:Class")


def net_options(spec: str, rest: str) -> tuple[str | None, dict[str, float | int]]:
    """What follows an ismcts+net budget, in any order: a weights file (None when not
    given: the shipped file), `mix=W` (the network's share of a leaf's value, the rest from
    a rollout scored by the file's linear evaluation) and `rollout=N` (the rollout's length
    in decisions); the options not given are left out (the bot's defaults)."""
    weights: str | None = None
    options: dict[str, float | int] = {}
    for part in (p.strip() for p in rest.split(":") if p.strip()) if rest else ():
        key = part.partition("=")[0].lower()
        if key == "mix":
            try:
                mix = float(part[4:])
            except ValueError:
                mix = -1.0
            if not 0.0 <= mix <= 1.0:
                raise ValueError(f"bad {part!r} in {spec!r}: the network's share of a leaf's "
                                 "value is a number from 0 to 1, e.g. mix=0.5")
            options["mix"] = mix
        elif key == "rollout":
            value = part[8:]
            if not value.isdigit() or int(value) > 100:
                raise ValueError(f"bad {part!r} in {spec!r}: a rollout's length is a whole "
                                 "number of decisions from 0 to 100, e.g. rollout=4")
            options["rollout"] = int(value)
        elif weights is None:
            weights = part
        else:
            raise ValueError(f"bot {spec!r}: one weights file only (and mix=W, rollout=N)")
    return weights, options


def load_agent(spec: str, seed: int = 0) -> Agent:
    """`make_agent`, or your own bot named `module:Class` (e.g. `mybots:Cautious` for a class
    in ./mybots.py): any class with `choose(obs, decision)`, built as `Class(seed=seed)` when
    it takes a seed and `Class()` otherwise. Used by the command line and the environment;
    the web server takes only the built-in bots (it must not import what a visitor names)."""
    kind = spec.partition(":")[0].strip().lower()
    if kind in BOT_KINDS or kind == NET_KIND or ":" not in spec:
        return make_agent(spec, seed)
    module_name, _, class_name = spec.strip().rpartition(":")
    if os.getcwd() not in sys.path:
        sys.path.insert(0, os.getcwd())  # so a bot file in the current directory is found
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        raise ValueError(f"bot {spec!r}: cannot import {module_name!r} ({exc})") from exc
    cls = getattr(module, class_name, None)
    if not inspect.isclass(cls) or not callable(getattr(cls, "choose", None)):
        raise ValueError(f"bot {spec!r}: {module_name} has no class {class_name!r} with a "
                         "choose(obs, decision) method")
    takes_seed = "seed" in inspect.signature(cls).parameters
    return cls(seed=seed) if takes_seed else cls()
