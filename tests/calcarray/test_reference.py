"""The operator reference: complete against the evaluator's tables, every example checked."""

from __future__ import annotations

import copy

import pytest

from pow2048_widget.calcarray import (
    EvalContext,
    GameState,
    describe,
    evaluate,
    operator_reference,
    operator_reference_markdown,
    sc_dumps,
)
from pow2048_widget.calcarray.operators import REGISTRY
from pow2048_widget.calcarray.reference import evaluator_names, example_context

ENTRIES = operator_reference()


def test_reference_lists_exactly_the_evaluators_names():
    names = [e.name for e in ENTRIES]
    assert len(names) == len(set(names)), "a name is documented twice"
    assert set(names) == evaluator_names()
    assert set(REGISTRY) <= set(names)  # every operator of the registry, aliases included


def test_every_entry_is_filled_in():
    for e in ENTRIES:
        assert e.summary.endswith("."), e.name
        assert e.arguments and e.family and e.family_title, e.name


@pytest.mark.parametrize("entry", ENTRIES, ids=[e.name for e in ENTRIES])
def test_example_gives_its_result(entry):
    ctx = example_context() if entry.board else EvalContext(state=GameState(random=lambda: 0.5))
    got = evaluate(copy.deepcopy(entry.example), ctx)
    assert sc_dumps(got) == sc_dumps(entry.result)


def test_examples_use_their_own_name():
    for e in ENTRIES:
        if not e.own_example:
            continue
        text = e.example_text()
        assert e.name in text, e.name


def test_describe_prints_an_entry(capsys):
    text = describe("arr_map")
    out = capsys.readouterr().out
    assert out.strip() == text.strip()
    assert "arr_map" in out and "[10, 20, 30]" in out and "@Var -1" in out
    assert "removes 2 entries" in out


def test_describe_suggests_close_names(capsys):
    text = describe("arr_mapp", show=False)
    assert "not a CalcArray operator" in text and "`arr_map`" in text
    assert capsys.readouterr().out == ""


def test_describe_accepts_a_special_string_with_arguments():
    assert describe("@This 0", show=False).startswith("@This")


def test_markdown_groups_by_family_and_lists_every_name():
    md = operator_reference_markdown()
    titles = [line for line in md.splitlines() if line.startswith("## ")]
    assert len(titles) == len({e.family for e in ENTRIES})
    for e in ENTRIES:
        assert f"| `{e.name.replace('|', chr(92) + '|')}` |" in md, e.name
    assert md.index("## Number operators") < md.index("## Control flow")


def test_describe_as_the_last_line_of_a_notebook_cell_shows_once() -> None:
    """IPython calls ``_ipython_display_`` on a cell's value: the entry is not shown again."""
    import contextlib
    import io

    with contextlib.redirect_stdout(io.StringIO()) as out:
        value = describe("arr_map")
        shown_again = value._ipython_display_()
    assert out.getvalue() == value + "\n" and shown_again is None
    assert not hasattr(describe("arr_map", show=False), "_ipython_display_")
