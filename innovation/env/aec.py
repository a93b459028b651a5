"""PettingZoo AEC environment: every seat is an agent, the deciding seat acts."""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from ..model.cards import plain_label
from ..terminal import render_table
from ..views import view
from .core import Table


class InnovationAEC(AECEnv):
    """Innovation for 2-6 agents (`player_0`... in seat order).

    Actions: Discrete(max_options + 1); see `innovation.env.core` for the pick protocol.
    Observations: {"observation": Box float32, "action_mask": Box int8}; the mask is also
    in `infos[agent]["action_mask"]` (all zeros for an agent that is not deciding).
    A masked action raises ValueError. `max_steps` truncates every agent after that many
    steps (None: play to the end; games always end, the decks run out).
    """

    metadata = {
        "name": "innovation_v0",
        "render_modes": ["human", "ansi"],
        "render_fps": 1,
        "is_parallelizable": False,  # turn-based: no parallel API
    }

    def __init__(self, players: int = 2, edition: int = 4, options: dict | None = None,
                 max_options: int = 128, skip_forced: bool = True, max_steps: int | None = None,
                 render_mode: str | None = None, sets: list[str] | None = None):
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}")
        self.table = Table(players, edition, options, max_options, skip_forced, sets)
        self.render_mode = render_mode
        self.max_steps = max_steps
        self.possible_agents = [f"player_{i}" for i in range(players)]
        size = self.table.layout.size
        n = self.table.n_actions
        obs_space = spaces.Dict({
            "observation": spaces.Box(0.0, 1.0, (size,), np.float32),
            "action_mask": spaces.Box(0, 1, (n,), np.int8),
        })
        self.observation_spaces = {a: obs_space for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(n) for a in self.possible_agents}
        self._rng = np.random.default_rng()
        self._cache: dict[str, dict[str, np.ndarray]] = {}
        self.steps = 0
        # the mask of an agent that is not deciding: one shared array, read-only
        self._no_moves = np.zeros(n, np.int8)
        self._no_moves.setflags(write=False)

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        """`seed` is the game's seed; without one, the next seed of the env's generator."""
        if seed is not None:
            self._rng = np.random.default_rng(seed)
            game_seed = seed
        else:
            game_seed = int(self._rng.integers(2**62))
        self.table.reset(game_seed)
        self.steps = 0
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {a: {} for a in self.agents}
        self._after_move()

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        if agent not in self._cache:
            seat = self.possible_agents.index(agent)
            deciding = seat == self.table.decider
            mask = self.table.mask() if deciding else self._no_moves
            self._cache[agent] = {"observation": self.table.observe(seat), "action_mask": mask}
        obs = self._cache[agent]
        return {"observation": obs["observation"].copy(), "action_mask": obs["action_mask"].copy()}

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        self.table.act(action)
        self.steps += 1
        self._after_move()
        if self.render_mode == "human":
            self.render()

    def _after_move(self) -> None:
        self._cache = {}
        t = self.table
        self._clear_rewards()
        if t.over:
            for a, r in zip(self.agents, t.outcome(), strict=True):
                self.rewards[a] = r
                self.terminations[a] = True
        elif self.max_steps is not None and self.steps >= self.max_steps:
            for a in self.agents:
                self.truncations[a] = True
        else:
            self.agent_selection = self.possible_agents[t.decider]
        for a in self.agents:
            live = a == self.agent_selection and not (self.terminations[a] or self.truncations[a])
            self.infos[a] = {"action_mask": t.mask() if live else self._no_moves}
        self._accumulate_rewards()

    def action_labels(self) -> list[str]:
        """The meaning of each allowed action of the deciding agent, in action order."""
        return self.table.action_labels()

    def render(self) -> str | None:
        if self.render_mode is None:
            return None
        t = self.table
        seat = t.decider
        text = render_table(view(t.game, seat), t.game)
        if seat is not None:
            d = t.game.pending
            picked = ", ".join(plain_label(t.game.labels(d)[i]) for i in t.picks)
            text += f"\n\n{t.game.names[seat]}: {d.context}" + (f" (picked: {picked})" if picked else "")
            text += "\n  " + "\n  ".join(plain_label(a) for a in t.action_labels())
        else:
            s = t.game.state
            winners = ", ".join(t.game.names[p] for p in s.winners or []) or "nobody"
            text += f"\n\nGame over ({s.end_reason}): {winners} won."
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        pass


def raw_env(**kwargs: Any) -> InnovationAEC:
    return InnovationAEC(**kwargs)


def env(**kwargs: Any) -> AECEnv:
    """The environment with PettingZoo's order checks (no step or observe before reset).
    PettingZoo's bounds wrapper is left out: `step` refuses an action outside the space or
    the mask itself, with a clear ValueError, and each wrapper layer costs every step."""
    return wrappers.OrderEnforcingWrapper(raw_env(**kwargs))
