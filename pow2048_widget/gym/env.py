"""``Pow2048Env``: one game of any mode as a Gymnasium environment.

>>> env = Pow2048Env("classic")                 # a bundled name or any Mode
>>> obs, info = env.reset(seed=1)
>>> obs, reward, terminated, truncated, info = env.step(2)   # 2 = the mode's 3rd direction

Actions are the mode's directions (``Discrete(len(mode.directions))``, in the mode's order;
for the default directions 0 up, 1 down, 2 left, 3 right). The reward is the score the
press gained; an episode terminates when the game is over (game over, or a win in a mode
without play after the win). A press that changes nothing is allowed (reward 0,
``info["is_legal"]`` False) as in the Compendium, where the game ends once every direction
has been tried without effect. ``info["action_mask"]`` marks the directions that can be
pressed. Observations are described in ``encoding``.
"""

from __future__ import annotations

from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces

from ..engine.bundled import bundled_mode
from ..engine.fast_press import FastPress
from ..engine.game import Game
from ..engine.line_table import shared_table
from ..engine.mode import Mode
from ..engine.simulate import highest_entry
from .encoding import MAX_VALUE, Encoder, one_hot
from .render import BoardPainter

FIXED_CLOCK_MS = 1_700_000_000_000.0


def as_mode(mode: Mode | str) -> Mode:
    """A Mode from a Mode or the name of a bundled mode."""
    if isinstance(mode, Mode):
        return mode
    if isinstance(mode, str):
        return bundled_mode(mode)
    raise TypeError(f"mode must be a Mode or a bundled mode's name, not {type(mode).__name__}")


class Pow2048Env(gymnasium.Env):
    """A game of ``mode`` (a ``Mode`` or a bundled name such as ``"classic"``).

    ``render_mode``: "ansi" (text), "rgb_array" (an image) or "human" (the Board widget,
    shown once in the notebook, then following the game). ``onehot``: a depth for one-hot
    observations (e.g. 16), or None for the integer codes. ``fast``: use the exact fast
    path when the mode qualifies. The clock that time-based rules read is fixed, so an
    episode depends only on the seed and the actions.
    """

    metadata = {"render_modes": ["ansi", "rgb_array", "human"], "render_fps": 8}

    def __init__(self, mode: Mode | str = "classic", render_mode: str | None = None,
                 onehot: int | None = None, max_value: int = MAX_VALUE,
                 fast: bool = True) -> None:
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}")
        self.mode = as_mode(mode)
        self.render_mode = render_mode
        self.encoder = Encoder(self.mode, max_value)
        self.onehot = onehot
        n = len(self.mode.directions)
        self.action_space = spaces.Discrete(n)
        self._n_actions = n  # the common check of ``step`` without the space's own
        shape = self.encoder.shape
        if onehot:
            self.observation_space = spaces.Box(0, 1, shape + (int(onehot),), dtype=np.uint8)
        else:
            self.observation_space = spaces.Box(-1, self.encoder.max_value, shape,
                                                dtype=np.int64)
        self.game = Game(self.mode, seed=0, clock=lambda: FIXED_CLOCK_MS, keep_history=False)
        self._fast = FastPress.for_game(self.game, shared_table(self.mode)) if fast else None
        self._painter: BoardPainter | None = None
        self._board: Any = None
        self.steps = 0
        self.illegal_count = 0

    # --- gymnasium API -----------------------------------------------------------------------

    def reset(self, *, seed: int | None = None,
              options: dict[str, Any] | None = None) -> tuple[Any, dict[str, Any]]:
        super().reset(seed=seed)
        game_seed = int(self.np_random.integers(0, 2**32))
        self.game.new_game(game_seed)
        self.steps = 0
        self.illegal_count = 0
        if self.render_mode == "human":
            self.render()
        codes = self._codes()
        return self._obs(codes), self._info(codes, 0.0, True, False)

    def step(self, action: Any) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        a = int(action)
        if not (a == action and 0 <= a < self._n_actions) and \
                not self.action_space.contains(a):
            raise ValueError(f"action {action!r} is not in {self.action_space}")
        game = self.game
        if game.over:
            codes = self._codes()
            return self._obs(codes), 0.0, True, False, self._info(codes, 0.0, False, False)
        result = self._fast.move(a) if self._fast else game.move(a)
        self.steps += 1
        legal = bool(result.accepted and result.moved)
        if not legal:
            self.illegal_count += 1
        reward = float(result.score_gained)
        codes, top = self.encoder.encode_with_top(game.state.grid)
        return (self._obs(codes), reward, bool(game.over), False,
                self._info(codes, reward, legal, result.moved, top))

    def render(self) -> Any:
        if self.render_mode is None:
            gymnasium.logger.warn("render() without a render_mode does nothing")
            return None
        if self.render_mode == "human":
            self.board(display=True)
            return None
        painter = self._painter or BoardPainter(self.mode)
        self._painter = painter
        if self.render_mode == "ansi":
            return painter.ansi(self.game.state.grid, self.game.score)
        return painter.rgb(self.game.state.grid)

    def close(self) -> None:
        if self._fast is not None:
            self._fast.close()
        self.game.close()

    # --- extras --------------------------------------------------------------------------------

    def action_masks(self) -> Any:
        """1 for each direction that can be pressed now (for maskable agents)."""
        return np.array(self.game.pressable(), dtype=np.int8)

    def board(self, display: bool = False) -> Any:
        """The Board widget showing this environment's game (created once)."""
        if self._board is None:
            from ..widgets import Board

            self._board = Board(self.game)
            if display:
                from IPython.display import display as show

                show(self._board)
        return self._board

    def _codes(self) -> Any:
        return self.encoder.encode(self.game.state.grid)

    def _obs(self, codes: Any = None) -> Any:
        codes = self._codes() if codes is None else codes.copy()
        return one_hot(codes, self.onehot) if self.onehot else codes

    def _info(self, codes: Any, reward: float, legal: bool, moved: bool,
              top: float | None = None) -> dict[str, Any]:
        """The info of a step (``top``: the highest tile if already known)."""
        game = self.game
        high = highest_entry(game.state.grid) if top is None else top
        score = float(game.score)
        return {
            "board": codes,
            "step": self.steps,
            "step_score": reward,
            "score": score,
            "total_score": score,
            "max": high,
            "highest_tile": high,
            "is_legal": legal,
            "illegal_count": self.illegal_count,
            "moved": bool(moved),
            "won": bool(game.win_screen or game.won == -1),
            "action_mask": self.action_masks(),
        }
