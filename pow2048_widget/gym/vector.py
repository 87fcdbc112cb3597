"""``Pow2048VectorEnv``: many games of a fast-path mode stepped together with numpy.

>>> envs = Pow2048VectorEnv("classic", num_envs=256)
>>> obs, infos = envs.reset(seed=1)
>>> obs, rewards, terminated, truncated, infos = envs.step(envs.action_space.sample())

Each sub-environment behaves exactly like ``Pow2048Env`` (same rules, draws and
observations; the games are the engine's, see ``engine.batch_play``). Finished games are
reset on the next ``step`` (Gymnasium's "next step" autoreset: that step ignores their
action and returns the first observation of the new game with reward 0). Modes that do not
qualify for batch play raise ``ValueError``: use ``gymnasium.vector.SyncVectorEnv`` with
``Pow2048Env`` for them.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space

from ..engine.batch_play import BatchGames, batch_blocker
from ..engine.line_table import shared_table
from ..engine.mode import Mode
from .encoding import MAX_VALUE, Encoder, one_hot
from .env import as_mode


class Pow2048VectorEnv(VectorEnv):
    """``num_envs`` games of ``mode``; ``max_episode_steps`` truncates long episodes."""

    metadata = {"autoreset_mode": AutoresetMode.NEXT_STEP, "render_modes": []}

    def __init__(self, mode: Mode | str = "classic", num_envs: int = 64,
                 onehot: int | None = None, max_value: int = MAX_VALUE,
                 max_episode_steps: int | None = None) -> None:
        self.mode = as_mode(mode)
        why = batch_blocker(self.mode)
        if why:
            raise ValueError(f"this mode cannot be played in a batch ({why}); use "
                             "gymnasium.vector.SyncVectorEnv with Pow2048Env")
        if not isinstance(num_envs, int) or num_envs < 1:
            raise ValueError(f"num_envs must be a positive int, not {num_envs!r}")
        self.num_envs = num_envs
        self.onehot = onehot
        self.max_episode_steps = max_episode_steps
        self.encoder = Encoder(self.mode, max_value)
        self.games = BatchGames(self.mode, num_envs, shared_table(self.mode))
        shape = self.encoder.shape
        self.single_action_space = spaces.Discrete(len(self.mode.directions))
        if onehot:
            self.single_observation_space = spaces.Box(0, 1, shape + (int(onehot),),
                                                       dtype=np.uint8)
        else:
            self.single_observation_space = spaces.Box(-1, self.encoder.max_value, shape,
                                                       dtype=np.int64)
        self.action_space = batch_space(self.single_action_space, num_envs)
        self.observation_space = batch_space(self.single_observation_space, num_envs)
        self._codes = np.zeros((0, self.encoder.entries), dtype=np.int64)
        self._first = np.zeros(0)  # each tile id's first entry (-inf: not a tile)
        self._rng = np.random.default_rng()
        self._autoreset = np.zeros(num_envs, dtype=bool)
        self.steps = np.zeros(num_envs, dtype=np.int64)
        self.illegal = np.zeros(num_envs, dtype=np.int64)

    def reset(self, *, seed: int | None = None,
              options: dict[str, Any] | None = None) -> tuple[Any, dict[str, Any]]:
        if seed is not None:
            self._rng = np.random.default_rng(seed)
        idx = np.arange(self.num_envs)
        self._start(idx)
        self._autoreset[:] = False
        n = self.num_envs
        return self._obs(), self._infos(np.zeros(n), np.ones(n, dtype=bool))

    def _start(self, idx: Any) -> None:
        seeds = self._rng.integers(0, 2**32, size=len(idx), dtype=np.int64)
        self.games.start(idx, seeds)
        self.steps[idx] = 0
        self.illegal[idx] = 0

    def step(self, actions: Any) -> tuple[Any, Any, Any, Any, dict[str, Any]]:
        actions = np.asarray(actions, dtype=np.int64).reshape(self.num_envs)
        if ((actions < 0) | (actions >= len(self.mode.directions))).any():
            raise ValueError(f"actions must be in {self.single_action_space}")
        games = self.games
        n = self.num_envs
        rewards = np.zeros(n)
        legal = np.zeros(n, dtype=bool)
        restart = np.flatnonzero(self._autoreset)
        if len(restart):
            self._start(restart)
        play = np.flatnonzero(~self._autoreset)
        if len(play):
            _, moved, gained = games.press(play, actions[play])
            rewards[play] = gained
            legal[play] = moved
            self.steps[play] += 1
            self.illegal[play[~moved]] += 1
        terminated = games.over.copy()
        terminated[restart] = False
        truncated = np.zeros(n, dtype=bool)
        if self.max_episode_steps is not None:
            truncated = ~terminated & (self.steps >= self.max_episode_steps)
            truncated[restart] = False
        self._autoreset = terminated | truncated
        legal[restart] = True
        return self._obs(), rewards, terminated, truncated, self._infos(rewards, legal)

    # --- observations ----------------------------------------------------------------------

    def _code_table(self) -> Any:
        tiles = self.games.lk.tiles
        if len(self._codes) < len(tiles):
            new = tiles[len(self._codes):]
            extra = [self.encoder.codes(t) for t in new]
            self._codes = np.concatenate([self._codes, np.array(extra, dtype=np.int64)])
            firsts = [float(t[0]) if type(t) is list and t and type(t[0]) in (float, int)
                      else -np.inf for t in new]
            self._first = np.concatenate([self._first, np.array(firsts)])
        return self._codes

    def _board_codes(self) -> Any:
        codes = self._code_table()[self.games.board]  # (n, cells, E)
        return codes.reshape((self.num_envs,) + self.encoder.shape)

    def _obs(self) -> Any:
        codes = self._board_codes()
        return one_hot(codes, self.onehot) if self.onehot else codes

    def _infos(self, rewards: Any, legal: Any) -> dict[str, Any]:
        self._code_table()
        games = self.games
        high = self._first[games.board].max(axis=1)
        return {
            "score": games.score.copy(),
            "step": self.steps.copy(),
            "step_score": rewards,
            "is_legal": legal,
            "illegal_count": self.illegal.copy(),
            "max": np.where(np.isfinite(high), high, np.nan),
            "won": games.ever_won.copy(),
            "action_mask": games.available.astype(np.int8),
        }

    def close_extras(self, **kwargs: Any) -> None:
        pass
