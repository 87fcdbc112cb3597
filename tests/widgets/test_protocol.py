"""The Board's protocol has one source: ``Snapshot``. The synced traits, ``refresh()``,
the browser's watch list and ``docs/widget-protocol.md`` all agree with it."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

from pow2048_widget.engine import Game, classic_mode
from pow2048_widget.widgets._adapt import Snapshot
from pow2048_widget.widgets.board import OWN_TRAITS, SNAPSHOT_TRAITS, Board

REPO = Path(__file__).resolve().parents[2]


def _watched() -> set[str]:
    text = (REPO / "js" / "board.js").read_text()
    block = re.search(r"const WATCHED = \[(.*?)\];", text, re.S)
    assert block is not None
    return set(re.findall(r'"([a-z_]+)"', block.group(1)))


def test_the_synced_traits_are_the_snapshot_plus_the_boards_own() -> None:
    own = set(Board.class_own_traits(sync=True))
    assert set(SNAPSHOT_TRAITS) == {f.name for f in dataclasses.fields(Snapshot)}
    assert own == set(SNAPSHOT_TRAITS) | set(OWN_TRAITS)


def test_the_browser_watches_every_trait() -> None:
    assert _watched() == set(SNAPSHOT_TRAITS) | set(OWN_TRAITS)


def test_refresh_copies_every_snapshot_field() -> None:
    game = Game(classic_mode(), seed=2)
    board = Board(game)
    game.move(0)
    snapshot = board._adapter.snapshot()
    for name in SNAPSHOT_TRAITS:
        assert getattr(board, name) == getattr(snapshot, name), name
    board.close()


def test_the_page_describes_every_trait_and_message() -> None:
    page = (REPO / "docs" / "widget-protocol.md").read_text()
    for name in (*SNAPSHOT_TRAITS, *OWN_TRAITS, *Board._MESSAGES):
        assert f"| `{name}` |" in page, name


def test_the_messages_the_browser_sends_are_in_the_table() -> None:
    text = (REPO / "js" / "board.js").read_text()
    sent = set(re.findall(r'type: "([a-z_]+)"', text))
    sent |= set(re.findall(r'action\.type === "([a-z_]+)"', text))
    assert sent and sent <= set(Board._MESSAGES)


def test_an_unknown_or_malformed_message_changes_nothing() -> None:
    game = Game(classic_mode(), seed=2)
    board = Board(game)
    before = board.cells
    for content in ({"type": "fly"}, {"type": 3}, {"type": "move", "direction": 9},
                    {"type": "click", "row": -1, "col": 0}, ["move"]):
        board._handle_message(board, content, [])
    assert board.cells == before and game.moves == 0
    board._handle_message(board, {"type": "move", "direction": 0}, [])
    board._handle_message(board, {"type": "move", "direction": 1}, [])
    assert game.moves > 0
    board.close()
