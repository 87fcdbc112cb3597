"""``Game`` is a facade over typed parts that share one ``PressState`` (issue 16).

Two properties keep it that way: the parts reach no other object's private attributes (they
use each other's methods and the shared press state), and every field of the press state is
either restored by a ``PressSnapshot`` or declared as not restored, so a new field cannot be
forgotten by undo and the rollback of a failed press.
"""

from __future__ import annotations

import ast
from pathlib import Path

from pow2048_widget.engine import Game, classic_mode
from pow2048_widget.engine.derived import MERGE_INPUTS
from pow2048_widget.engine.press_state import (
    GAME_FIELDS,
    NOT_RESTORED,
    SNAPSHOT_OWN,
    PressSnapshot,
    PressState,
)

ENGINE = Path(__file__).resolve().parents[2] / "pow2048_widget" / "engine"
PARTS = ("game.py", "turn.py", "slide.py", "rules.py", "spawning.py", "scripts.py",
         "judge.py", "press_state.py", "rule_offsets.py", "hooks.py", "line_table.py",
         "fast_press.py", "batch_play.py", "explain.py", "press_observer.py")


def foreign_private_reads(path: Path) -> list[str]:
    """``x._name`` where ``x`` is not ``self``/``cls`` (dunder names excepted)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text())):
        if (isinstance(node, ast.Attribute) and node.attr.startswith("_")
                and not node.attr.startswith("__")
                and not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"))):
            found.append(f"{path.name}:{node.lineno}: {ast.unparse(node)}")
    return found


def test_the_parts_use_no_private_attribute_of_another_object() -> None:
    found = [hit for name in PARTS for hit in foreign_private_reads(ENGINE / name)]
    assert found == []


def test_the_check_finds_a_private_reach(tmp_path: Path) -> None:
    src = tmp_path / "bad.py"
    src.write_text("def f(game):\n    return game._won + self_._x\n")
    assert foreign_private_reads(src) == ["bad.py:2: game._won", "bad.py:2: self_._x"]


def test_every_press_state_field_is_restored_or_declared_not_restored() -> None:
    fields = list(GAME_FIELDS) + list(SNAPSHOT_OWN) + list(NOT_RESTORED)
    assert sorted(fields) == sorted(PressState.__slots__)
    assert len(set(fields)) == len(fields)


def test_a_snapshot_restores_the_whole_press_state() -> None:
    game = Game(classic_mode(), seed=3, clock=lambda: 0.0)
    snap = PressSnapshot.capture(game.press, [])
    before = {f: getattr(game.press, f) for f in GAME_FIELDS}
    grid, score, calls = game.grid, game.score, game.random_calls
    for d in (0, 1, 2, 3, 0, 1):
        game.move(d)
    assert game.random_calls != calls
    cached = dict(snap.cache.entries)
    snap.restore(game.press, [], game.mode.revision_of(MERGE_INPUTS))
    assert game.press.cache.entries == cached
    assert {f: getattr(game.press, f) for f in GAME_FIELDS} == before
    assert (game.grid, game.score, game.random_calls) == (grid, score, calls)
    assert game.press.moves_played == [game.press.moves_played[0]]  # the start record only
