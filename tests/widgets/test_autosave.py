"""Nothing lost: a Board keeps the game's code on disk; ``Game.resume`` brings it back."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import pow2048_widget  # noqa: F401 - registers the save-code layer
from pow2048_widget.engine import Game, classic_mode
from pow2048_widget.savecode import LoadedGame, SaveCodeError, load_save_code
from pow2048_widget.widgets.board import Board

REPO = Path(__file__).resolve().parents[2]


def test_every_accepted_press_is_saved_and_resumed_after_a_restart(tmp_path) -> None:
    path = tmp_path / "mygame.txt"
    game = Game(classic_mode(), seed=4, clock=lambda: 5.0)  # a fixed clock: exact codes
    board = Board(game, autosave=path)
    for d in (0, 2, 1, 3, 0, 2):
        board.move(d)
        assert path.read_text() == game.to_save_code()  # after every press
    game.move(1)  # a press from Python is saved too
    assert path.read_text() == game.to_save_code()
    assert not [p for p in tmp_path.iterdir() if p.name != "mygame.txt"]  # no temp files
    board.close()
    # A new kernel: nothing of this process is left but the file.
    script = (f"import pow2048_widget; from pow2048_widget.engine import Game; "
              f"g = Game.resume({str(path)!r}); "
              f"print(repr((g.grid, g.score, len(g.moves_played))))")
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                         check=True, cwd=REPO, env={"PYTHONPATH": str(REPO)}).stdout
    grid, score, moves = eval(out)  # noqa: S307 - our own repr
    assert (grid, score, moves) == (game.grid, game.score, len(game.moves_played))
    resumed = Game.resume(path)
    resumed.move(0)  # and it plays on
    assert isinstance(load_save_code(path), LoadedGame)  # a path is read too


def test_the_save_is_replaced_whole_never_half_written(tmp_path, monkeypatch) -> None:
    import os

    path = tmp_path / "g.txt"
    game = Game(classic_mode(), seed=1)
    board = Board(game, autosave=path)
    good = path.read_text()

    def broken_replace(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    board.move(0)  # the press still happens; the warning says the save failed
    assert path.read_text() == good
    assert any("autosave failed" in w for w in board.warnings)
    assert [p.name for p in tmp_path.iterdir()] == ["g.txt"]
    board.close()


def test_a_game_with_a_turn_hook_is_refused_naming_the_hook(tmp_path) -> None:
    from pow2048_widget.variants import excel_2048_game

    game = excel_2048_game(1234)
    with pytest.raises(SaveCodeError, match="ExcelSpawns.*excel_2048_replay"):
        game.to_save_code()
    with pytest.raises(SaveCodeError, match="ExcelSpawns"):
        Board(game, autosave=tmp_path / "excel.txt")
    assert not (tmp_path / "excel.txt").exists()


def test_a_custom_game_with_python_rules_is_refused_too() -> None:
    from pow2048_widget.variants import CustomGame

    game = CustomGame(win_tile=32, merge_condition=lambda tiles: tiles[0] == tiles[1]).game(1)
    with pytest.raises(SaveCodeError, match="PythonRules.*TurnHook"):
        game.to_save_code()
    # Built from options only, it has no hook: its Game code is an ordinary one.
    plain = CustomGame(win_tile=32).game(1)
    plain.move(0)
    assert isinstance(load_save_code(plain.to_save_code()), LoadedGame)


def test_resume_of_a_file_without_a_game_says_so(tmp_path) -> None:
    path = tmp_path / "mode.txt"
    path.write_text(classic_mode().to_save_code())
    with pytest.raises(SaveCodeError, match="not a game in progress"):
        Game.resume(path)
    with pytest.raises(SaveCodeError, match="cannot read"):
        Game.resume(tmp_path / "missing.txt")
