"""Learning environments for Innovation (needs the `env` extra: pettingzoo, gymnasium, numpy).

- `InnovationAEC`, `env(**kw)`, `raw_env(**kw)`: a PettingZoo AEC environment, all seats.
- `SingleAgentEnv`: a Gymnasium environment, one learner against bots.
- `Layout`, `encode`: the observation vector (docs/env.md).

Importing this package registers `SingleAgentEnv` with Gymnasium as ENV_ID, for
`gymnasium.make("innovation/Innovation-v0", players=3, opponents="greedy")`.
"""

from __future__ import annotations

from typing import Any

from .encoding import Layout, encode

__all__ = ["ENV_ID", "InnovationAEC", "Layout", "SingleAgentEnv", "encode", "env", "raw_env"]

ENV_ID = "innovation/Innovation-v0"

try:
    import gymnasium as _gym
except ImportError:  # the env extra is not installed
    _gym = None
if _gym is not None and ENV_ID not in _gym.registry:
    _gym.register(ENV_ID, entry_point="innovation.env.single:SingleAgentEnv", disable_env_checker=True)


def __getattr__(name: str) -> Any:
    # imported on demand, so the Gymnasium side works without pettingzoo installed
    if name in ("InnovationAEC", "env", "raw_env"):
        from . import aec

        return getattr(aec, name)
    if name == "SingleAgentEnv":
        from .single import SingleAgentEnv

        return SingleAgentEnv
    raise AttributeError(name)
