"""Subset guards of the Custom template, run by the compiled test (``rule_families``).

A guarded rule ("no smaller rule applies just behind this group") used to be handed to the
interpreter whenever its own test matched; its guards now run in Python, asking the engine
``mergeRuleApplies_nonRecursive`` through ``RuleBook.guard_applies``, whose tests at an offset
are themselves compiled. Both only skip evaluation: the games below are played with them and
with every rule evaluated, press by press, and must be the same (grid, score, merges,
variables, random draws, game over).
"""

from __future__ import annotations

import random
from functools import cache
from unittest.mock import ANY

import pytest

from pow2048_widget.calcarray import EvalContext, GameState, evaluate
from pow2048_widget.engine import Game, Mode, rule_offsets
from pow2048_widget.engine.fastpath import fast_path_blocker
from pow2048_widget.engine.rules import compile_rules
from tests.engine.test_rule_sharing import _play_both


@cache
def _community() -> dict[str, Mode]:
    """The published community codes that the fast path leaves to the general path."""
    from pow2048_widget.conformance.savecodes import community_codes
    from pow2048_widget.savecode import load_save_code
    from tests.research.modes_for_fastpath import ROOT

    out = {}
    for cid, _kind, code in community_codes(ROOT / "conformance" / "savecodes"):
        mode = load_save_code(code, lenient=True).to_mode()
        if fast_path_blocker(mode) is not None:
            out[cid] = mode
    return out


def _guarded_codes() -> list[str]:
    return sorted(cid for cid, mode in _community().items()
                  if any(r.guarded for r in compile_rules(mode.merge_rules)))


def test_most_general_path_codes_have_compiled_guards() -> None:
    assert len(_community()) >= 30
    assert len(_guarded_codes()) >= 20


@pytest.mark.parametrize("cid", _guarded_codes())
def test_compiled_guards_play_the_same_games(cid: str) -> None:
    slow = cid in ("c013", "c100", "c149", "c083")
    _play_both(_community()[cid], 5, 40 if slow else 60)


def test_the_guards_are_answered_without_the_interpreter(monkeypatch) -> None:
    """The compiled guards really run: their offset tests are answered compiled, and the
    end-of-turn rules of c013 rarely need the interpreter."""
    answers = []
    real = rule_offsets.merge_rule_test_at

    def counting(*args, **kwargs):
        got = real(*args, **kwargs)
        if kwargs.get("compiled_only"):
            answers.append(got)
        return got

    monkeypatch.setattr("pow2048_widget.engine.rules.merge_rule_test_at", counting)
    game = Game(_community()["c013"], seed=3, clock=lambda: 0.0)
    rnd = random.Random(3)
    for _ in range(40):
        game.move(rnd.randrange(4))
    assert answers.count(False) > 100 and answers.count(True) > 0
    assert answers.count(None) < len(answers) / 2  # no tile behind: the interpreter decides


def _guarded_rules() -> list[tuple[list, list, int]]:
    out = []
    for mode in _community().values():
        for info in compile_rules(mode.merge_rules):
            if info.guarded:
                out.append((mode.merge_rules, info.body[1], int(info.static_length)))
    return out


def test_compiled_guards_agree_with_the_interpreter() -> None:
    """Every guarded rule, with ``mergeRuleApplies_nonRecursive`` answered from a random
    table: the same answer, variables after and questions asked, in the same order (the
    loop's variables carry over between the test's turns, a quirk kept)."""
    from pow2048_widget.engine.rule_families import compile_unordered

    rnd = random.Random(26)
    checked = held = 0
    for rules, cond, n in _guarded_rules():
        run = compile_unordered(cond, n)
        assert run is not None
        for _ in range(8):
            x = float(rnd.randrange(1, 12))
            numbers = [x] * max(n, 1)  # a merging group, so the guards are reached
            if rnd.random() < 0.3:
                numbers[-1] = float(rnd.randrange(1, 12))
            table = {}

            def answer(r: int, off: float, table: dict = table) -> bool:
                return table.setdefault((r, off), rnd.random() < 0.3)

            asked_c: list = []
            asked_i: list = []

            def compiled_applies(r: float, off: float, asked_c: list = asked_c) -> bool:
                asked_c.append((int(r), off))
                return answer(int(r), off)

            def hook(r: int, ctx: object, off: float, nr: bool,
                     asked_i: list = asked_i) -> bool:
                assert nr
                asked_i.append((r, off))
                return answer(r, off)

            got = run(numbers, compiled_applies)
            assert got is not None
            tiles = [[v, 1.0] for v in numbers]
            state = GameState(grid=[tiles], width=len(tiles), height=1, tile_num_amount=2,
                              merge_rules=rules)
            state.merge_rule_test = hook
            ctx = EvalContext(0.0, 0.0, 0.0, 1.0, [float(n), 1.0, 0.0, 1.0], None, state)
            vars_: list = []
            expected = evaluate(cond, ctx, vars=vars_) is True
            assert (got[0], repr(got[1]), asked_c) == (expected, repr(vars_), asked_i), (
                cond, numbers)
            checked += 1
            held += expected
    assert checked > 100 and 0 < held < checked


def test_an_unanswered_guard_leaves_it_to_the_interpreter() -> None:
    from pow2048_widget.engine.rule_families import compile_unordered

    rules, cond, n = _guarded_rules()[0]
    run = compile_unordered(cond, n)
    assert run is not None
    merging = [[x] * max(n, 1) for x in map(float, range(1, 40))
               if run([x] * max(n, 1), lambda r, off: False) == (True, ANY)]
    assert merging
    for numbers in merging:
        asked: list = []
        assert run(numbers, lambda r, off, asked=asked: asked.append(off)) is None
        assert len(asked) == 1  # the first question unanswered: nothing more is asked
        assert run(numbers) is None  # no ``applies``: the interpreter decides


def test_an_edited_guard_target_plays_the_same() -> None:
    """The guards ask the rules in force: a game whose guarded rule targets a rule that is
    not compiled (a plain condition) takes the interpreter for it and plays the same."""
    mode = _community()["c013"]
    data = mode.to_dict()
    data["MergeRules"] = list(data["MergeRules"])
    data["MergeRules"][0] = [2.0, ["@This 0", "=", "@Next 1 0"], True,
                             [[["@This 0", "+", 1.0], ["@This 1"]]], 1.0]
    edited = Mode.from_dict(data)
    assert not compile_rules(edited.merge_rules)[0].group_compiled
    _play_both(edited, 9, 40)


def test_a_test_at_an_offset_with_no_tile_behind_agrees_with_the_interpreter() -> None:
    """At an offset behind the first tile, ``"@NextNE -1 0"`` reads nothing and stays text:
    the compiled test takes it as such (no number test passes, it equals no number)."""
    from pow2048_widget.engine.rule_families import compile_unordered
    from pow2048_widget.engine.rule_offsets import shift_refs

    rnd = random.Random(5)
    seen = set()
    checked = held = 0
    for mode in _community().values():
        for info in compile_rules(mode.merge_rules):
            cond, n = info.body[1], info.static_length
            if info.group_compiled is None or info.guarded or n is None or n < 2 or \
                    repr(cond) in seen:
                continue
            seen.add(repr(cond))
            run = compile_unordered(cond, n)
            shifted = shift_refs(cond, -1.0, 0.0, 1.0)
            for _ in range(4):
                x = float(rnd.randrange(1, 9))
                tiles = [[x if rnd.random() < 0.7 else x + 1, 1.0] for _ in range(n)]
                state = GameState(grid=[tiles], width=n, height=1, tile_num_amount=2)
                ctx = EvalContext(0.0, 0.0, 0.0, 1.0, [float(n), 1.0, 0.0, 1.0], None, state)
                refs = shifted[3][1:]
                numbers = [evaluate(r, ctx) for r in refs]
                assert numbers[0] == "@NextNE -1 0" and numbers[1:] == [t[0] for t in tiles[:-1]]
                vars_: list = []
                expected = evaluate(shifted, ctx, vars=vars_) is True
                got, after = run(numbers)
                after[2] = [after[2][0], *refs]
                assert (got, repr(after)) == (expected, repr(vars_)), (cond, numbers)
                checked += 1
                held += expected
    assert checked > 50 and held == 0


def test_guards_without_their_question_agree_with_the_interpreter() -> None:
    """``mergeRuleApplies_nonRecursive`` tests a guarded rule with its guards' questions
    removed (``[false, "!"]``): that form compiles too, asks nothing and agrees."""
    from pow2048_widget.engine.rule_families import compile_unordered
    from pow2048_widget.engine.rule_offsets import without_merge_rule_applies

    rnd = random.Random(8)
    checked = held = 0
    for rules, cond, n in _guarded_rules():
        bare = without_merge_rule_applies(cond)
        run = compile_unordered(bare, n)
        assert run is not None
        for _ in range(4):
            x = float(rnd.randrange(1, 12))
            numbers = [x] * max(n, 1)
            if rnd.random() < 0.3:
                numbers[0] = float(rnd.randrange(1, 12))
            got = run(numbers)  # no ``applies``: none needed
            assert got is not None
            state = GameState(grid=[[[v, 1.0] for v in numbers]], width=len(numbers),
                              height=1, tile_num_amount=2, merge_rules=rules)
            ctx = EvalContext(0.0, 0.0, 0.0, 1.0, [float(n), 1.0, 0.0, 1.0], None, state)
            vars_: list = []
            expected = evaluate(bare, ctx, vars=vars_) is True
            assert (got[0], repr(got[1])) == (expected, repr(vars_)), (bare, numbers)
            checked += 1
            held += expected
    assert checked > 50 and 0 < held < checked
