"""Gymnasium environment: the learner plays one seat, bots play the others."""

from __future__ import annotations

from typing import Any

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from ..agents.base import Agent, load_agent
from ..model.cards import plain_label
from ..observation import observe
from ..terminal import render_table
from ..views import view
from .core import Table


class SingleAgentEnv(gym.Env):
    """The learner's seat is `seat` (None: drawn at each reset). `opponents` is a bot spec
    ('random', 'greedy', 'ismcts:50it', ...) for every other seat, or a list of specs, one
    per other seat in seat order. Bots are rebuilt at each reset with seeds drawn from the
    env's generator, so a seeded reset replays the same game for the same actions.

    Observation: the flat Box of `innovation.env.encoding`; `action_masks()` and
    `info["action_mask"]` give the legal actions. A masked action changes nothing: the
    step returns reward 0 and `info["invalid_action"] = True`. The reward is the
    learner's outcome (+1 / -1 / 0, see `Table.outcome`) on the step that ends the game.
    `max_steps` truncates after that many learner steps (None: no limit).
    """

    metadata = {"render_modes": ["human", "ansi"], "render_fps": 1}

    def __init__(self, players: int = 2, seat: int | None = 0, opponents: str | list[str] = "random",
                 edition: int = 4, options: dict | None = None, max_options: int = 128,
                 skip_forced: bool = True, max_steps: int | None = None, render_mode: str | None = None,
                 sets: list[str] | None = None):
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}")
        if seat is not None and not 0 <= seat < players:
            raise ValueError(f"seat {seat} is not one of the {players} seats")
        specs = [opponents] * (players - 1) if isinstance(opponents, str) else list(opponents)
        if len(specs) != players - 1:
            raise ValueError(f"give one bot spec per other seat ({players - 1}), not {len(specs)}")
        for spec in specs:
            load_agent(spec, 0)  # refuse a bad spec now
        self.specs = specs
        self.table = Table(players, edition, options, max_options, skip_forced, sets)
        self.fixed_seat = seat
        self.seat = seat if seat is not None else 0
        self.max_steps = max_steps
        self.render_mode = render_mode
        self.observation_space = spaces.Box(0.0, 1.0, (self.table.layout.size,), np.float32)
        self.action_space = spaces.Discrete(self.table.n_actions)
        self.bots: dict[int, Agent] = {}
        self.steps = 0

    def reset(self, *, seed: int | None = None, options: dict | None = None
              ) -> tuple[np.ndarray, dict[str, Any]]:
        super().reset(seed=seed)
        rng = self.np_random
        game_seed = seed if seed is not None else int(rng.integers(2**62))
        n = self.table.players
        self.seat = self.fixed_seat if self.fixed_seat is not None else int(rng.integers(n))
        others = [p for p in range(n) if p != self.seat]
        self.bots = {p: load_agent(spec, int(rng.integers(2**62))) for p, spec in zip(others, self.specs,
                                                                                          strict=True)}
        self.table.reset(game_seed)
        self.steps = 0
        self._play_bots()
        return self.table.observe(self.seat), self._info()

    def step(self, action: Any) -> tuple[np.ndarray, float, bool, bool, dict[str, Any]]:
        t = self.table
        if t.over:
            raise RuntimeError("the game is over: call reset()")
        a = int(action)
        if not 0 <= a < t.n_actions or not t.mask()[a]:
            return t.observe(self.seat), 0.0, False, False, self._info(invalid=True)
        t.act(a)
        self.steps += 1
        self._play_bots()
        reward = t.outcome()[self.seat] if t.over else 0.0
        truncated = not t.over and self.max_steps is not None and self.steps >= self.max_steps
        if self.render_mode == "human":
            self.render()
        return t.observe(self.seat), reward, t.over, truncated, self._info()

    def _play_bots(self) -> None:
        t = self.table
        while not t.over and t.decider != self.seat:
            p = t.decider
            obs = observe(t.game, p)
            t.answer(self.bots[p].choose(obs, obs.decision))

    def _info(self, invalid: bool = False) -> dict[str, Any]:
        info: dict[str, Any] = {"action_mask": self.table.mask()}
        if invalid:
            info["invalid_action"] = True
        if self.table.over:
            info["winners"] = list(self.table.game.state.winners or [])
        return info

    def action_masks(self) -> np.ndarray:
        """The legal actions as booleans (the method MaskablePPO-style libraries call)."""
        return self.table.mask().astype(bool)

    def action_labels(self) -> list[str]:
        return self.table.action_labels()

    def render(self) -> str | None:
        if self.render_mode is None:
            return None
        text = render_table(view(self.table.game, self.seat), self.table.game)
        if not self.table.over:
            text += "\n\nYour moves: " + " | ".join(plain_label(a) for a in self.table.action_labels())
        if self.render_mode == "human":
            print(text)
            return None
        return text

