"""Gymnasium environments for any mode (needs the ``gym`` extra: gymnasium and numpy).

>>> import gymnasium as gym
>>> import pow2048_widget.gym                  # registers the ids below
>>> env = gym.make("Pow2048/Classic-v0", render_mode="ansi")
>>> envs = pow2048_widget.gym.Pow2048VectorEnv("classic", num_envs=256)

Registered ids (bundled modes): ``Pow2048/Classic-v0`` (classic 2048),
``Pow2048/Trios-v0`` (three equal tiles merge), ``Pow2048/AgingTiles-v0`` (two-entry tiles
that age, a hole in the board). Any other ``Mode``: ``Pow2048Env(mode)``.

Layer: above the engine and the display (imports both), below nothing.
"""

from __future__ import annotations

import gymnasium

from .encoding import Encoder, one_hot
from .env import Pow2048Env
from .vector import Pow2048VectorEnv

REGISTERED = {"Pow2048/Classic-v0": "classic", "Pow2048/Trios-v0": "trios",
              "Pow2048/AgingTiles-v0": "aging_tiles"}


def register_envs() -> None:
    """Register the ids of ``REGISTERED`` with Gymnasium (done on import; idempotent).

    ``gymnasium.make_vec`` gives a ``Pow2048VectorEnv`` for modes batch play supports, else
    Gymnasium's own vector envs over ``Pow2048Env``.
    """
    from ..engine.batch_play import batch_blocker
    from ..engine.bundled import bundled_mode

    for env_id, name in REGISTERED.items():
        if env_id not in gymnasium.registry:
            batchable = batch_blocker(bundled_mode(name)) is None
            gymnasium.register(
                env_id, entry_point="pow2048_widget.gym.env:Pow2048Env", kwargs={"mode": name},
                vector_entry_point=("pow2048_widget.gym.vector:Pow2048VectorEnv" if batchable
                                    else None))


register_envs()

__all__ = ["Encoder", "Pow2048Env", "Pow2048VectorEnv", "REGISTERED", "one_hot",
           "register_envs"]
