"""The Gymnasium environments: API checks, observations, rendering, the vector env."""

from __future__ import annotations

import gymnasium as gym
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

import pow2048_widget.gym as pg
from pow2048_widget.engine import Game, Mode, classic_mode
from pow2048_widget.gym import Pow2048Env, Pow2048VectorEnv


@pytest.mark.parametrize("env_id", sorted(pg.REGISTERED))
def test_check_env_passes_for_the_registered_modes(env_id):
    env = gym.make(env_id, render_mode="rgb_array")
    check_env(env.unwrapped, skip_render_check=False)
    obs, info = env.reset(seed=7)
    assert env.observation_space.contains(obs)
    total = 0.0
    for _ in range(400):
        obs, reward, terminated, truncated, info = env.step(env.action_space.sample())
        total += reward
        if terminated:
            break
    assert info["score"] == total and info["step"] > 0
    assert set(info) >= {"board", "step", "score", "max", "is_legal", "action_mask",
                         "illegal_count", "step_score", "highest_tile"}


def test_classic_observation_is_the_exponent_and_episodes_follow_the_seed():
    env = Pow2048Env("classic")
    obs, info = env.reset(seed=3)
    assert obs.shape == (4, 4) and sorted(obs[obs > 0].tolist()) in ([1, 1], [1, 2], [2, 2])
    again = Pow2048Env(classic_mode())
    obs2, _ = again.reset(seed=3)
    assert (obs == obs2).all()
    for a in [2, 0, 3, 1, 2, 2, 0]:
        o1, r1, *_ = env.step(a)
        o2, r2, *_ = again.step(a)
        assert (o1 == o2).all() and r1 == r2
    grid = env.game.state.grid
    assert [[int(c[0]) if isinstance(c, list) else 0 for c in row] for row in grid] == \
        o1.tolist()


def test_one_hot_and_multi_entry_encoding():
    env = Pow2048Env("classic", onehot=16)
    obs, _ = env.reset(seed=1)
    assert obs.shape == (4, 4, 16) and obs.dtype == np.uint8 and (obs.sum(axis=2) == 1).all()
    aging = Pow2048Env("aging_tiles")
    obs, _ = aging.reset(seed=1)
    assert obs.shape == (4, 4, 2)
    assert obs[1, 2].tolist() == [-1, -1]  # the hole
    tiles = [(v, h) for v in range(4) for h in range(4) if obs[v, h, 0] > 0]
    for v, h in tiles:  # [k, age] -> (k, age + 1): ages start at 0
        k, age = aging.game.state.grid[v][h]
        assert obs[v, h].tolist() == [int(k), int(age) + 1]


def test_a_press_that_changes_nothing_is_not_legal_and_the_mask_says_so():
    mode = classic_mode()
    mode.starting_grid = [[[1.0], "@Empty", "@Empty", "@Empty"]] + \
        [["@Empty"] * 4 for _ in range(3)]
    mode.start_tile_amount = 0
    env = Pow2048Env(mode)
    env.reset(seed=1)
    _, reward, terminated, _, info = env.step(0)  # up: the tile is in the top row
    assert not info["is_legal"] and reward == 0 and not terminated
    assert info["action_mask"].tolist() == [0, 1, 1, 1] and info["illegal_count"] == 1


def test_ansi_rgb_and_human_views():
    env = Pow2048Env("classic", render_mode="ansi")
    env.reset(seed=2)
    text = env.render()
    assert text.startswith("score 0") and text.count("|    2 |") + text.count("|    4 |") >= 1
    rgb = Pow2048Env("trios", render_mode="rgb_array")
    rgb.reset(seed=2)
    img = rgb.render()
    assert img.shape == (286, 286, 3) and img.dtype == np.uint8 and len(np.unique(
        img.reshape(-1, 3), axis=0)) > 3
    human = Pow2048Env("classic")
    human.reset(seed=2)
    board = human.board()
    human.step(2)
    human.step(1)
    assert board.move_count == human.game.moves and board.score == f"{human.game.score:g}"


def test_the_vector_env_plays_the_single_env_games():
    envs = Pow2048VectorEnv("classic", num_envs=5)
    obs, infos = envs.reset(seed=11)
    seeds = np.random.default_rng(11).integers(0, 2**32, size=5, dtype=np.int64)
    singles = []
    for s in seeds.tolist():
        e = Pow2048Env("classic")
        e.reset(seed=0)
        e.game.new_game(s)
        singles.append(e)
    assert all((obs[j] == singles[j]._obs()).all() for j in range(5))
    rnd = np.random.default_rng(0)
    done = np.zeros(5, dtype=bool)
    for _ in range(300):
        actions = rnd.integers(0, 4, size=5)
        obs, rewards, term, trunc, infos = envs.step(actions)
        for j, e in enumerate(singles):
            if done[j]:
                continue
            o, r, t, _, info = e.step(int(actions[j]))
            assert (o == obs[j]).all() and r == rewards[j] and t == term[j]
            assert info["is_legal"] == infos["is_legal"][j]
            assert info["action_mask"].tolist() == infos["action_mask"][j].tolist()
            assert info["max"] == infos["max"][j]
            done[j] = t
    assert done.any()


def test_the_vector_env_resets_finished_games_on_the_next_step():
    envs = Pow2048VectorEnv("classic", num_envs=8, max_episode_steps=30)
    envs.reset(seed=1)
    for _ in range(30):
        _, _, term, trunc, _ = envs.step(envs.action_space.sample())
    assert trunc.all()
    obs, rewards, term, trunc, infos = envs.step(envs.action_space.sample())
    assert (infos["step"] == 0).all() and (rewards == 0).all()
    assert ((obs > 0).sum(axis=(1, 2)) == 2).all()  # two start tiles


def test_modes_the_batch_cannot_play_are_refused_with_a_way_out():
    with pytest.raises(ValueError, match="SyncVectorEnv"):
        Pow2048VectorEnv("aging_tiles")
    with pytest.raises(ValueError):
        Pow2048Env(Mode.load("tests/conformance/modes/aging_hole.json"),
                   render_mode="video")
    assert isinstance(Pow2048Env("aging_tiles").game, Game)


def test_make_vec_uses_batch_play_where_it_can():
    fast = gym.make_vec("Pow2048/Trios-v0", num_envs=3)
    assert isinstance(fast, Pow2048VectorEnv)
    obs, _ = fast.reset(seed=1)
    assert obs.shape == (3, 4, 4)
    other = gym.make_vec("Pow2048/AgingTiles-v0", num_envs=2)
    obs, _ = other.reset(seed=1)
    assert obs.shape == (2, 4, 4, 2) and not isinstance(other, Pow2048VectorEnv)
