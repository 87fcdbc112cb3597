"""The exercise kit's parts: reading answers, feedback, the guide table, the widget."""

from __future__ import annotations

import pytest

from pow2048_widget.calcarray import evaluate, sc_loads
from pow2048_widget.teach import (
    GUIDE_DIFFERENCES,
    AnswerError,
    Exercise,
    calc,
    expr_case,
    guide_differences,
    lesson,
    read_json_answer,
)
from pow2048_widget.teach.markup import to_html


def test_answers_are_json_with_numbers_and_n_bigints() -> None:
    assert read_json_answer('[3, "+", 2]') == [3.0, "+", 2.0]
    assert type(read_json_answer("3")) is float
    assert read_json_answer('[2n, "^B", 64n]') == [2, "^B", 64]
    assert read_json_answer('"5n"') == "5n"  # inside a string it stays text


@pytest.mark.parametrize(("text", "advice"), [
    ("['@This 0', '+', 1]", "double quotes"),
    ("[True, '&&', False]", "true, false and null"),
    ('[1, "+", 2,]', "remove the comma"),
    ('[1 "+" 2]', "separated by commas"),
    ('[1, "+", [2, "*", 3]', "brackets do not pair up"),
    ("", "empty"),
])
def test_unreadable_answers_say_what_to_write(text: str, advice: str) -> None:
    with pytest.raises(AnswerError) as err:
        read_json_answer(text)
    assert advice in str(err.value)


def test_feedback_names_case_expected_got_and_why() -> None:
    ex = lesson(4)[1]
    result = ex.check('["@This 0", "%", 2, "==", 0]')
    assert not result.passed
    assert "Case: on the tile [4]" in result.feedback
    assert "expected: true" in result.feedback
    assert "Why: `your condition[3]`: you used `==`; CalcArray's equality is `=`" in result.feedback


def test_general_mistakes_are_recognised_without_a_listed_answer() -> None:
    # A case no answer below can meet: only the reasons given are under test.
    ex = Exercise("0.1", "t", "s", [expr_case("unreachable", tile=[3.0])], '"unreachable"')
    text = ex.check('[["@This 0", "=", 3], "and", true]').feedback
    assert "`and`; CalcArray writes logical and as `&&`" in text
    text = ex.check('["@this 0", "=", 3]').feedback
    assert "write `@This`, not `@this`" in text
    text = ex.check('["@This 0", "str_concta", 3]').feedback
    assert "did you mean `str_concat`" in text
    text = ex.check('["@This 0", "@if", [true], "=", 3]').feedback
    assert "`@if` is opened 1 time(s) but `@end-if` closes it 0 time(s)" in text


def test_feedback_passes_on_the_linters_suggestion() -> None:
    """Words the kit's own list does not know get the linter's fix; known ones only one reason."""
    ex = Exercise("0.1", "t", "s", [expr_case("unreachable", tile=[3.0])], '"unreachable"')
    text = ex.check('["@This 0", "plus", 3]').feedback
    assert 'Why: `your expression[1]`: "plus" is not an operator' in text
    assert "did you mean `+`?" in text
    text = ex.check('[5, "+", "@Parrent -1"]').feedback
    assert 'Why: `your expression[2]`: "@Parrent -1" is no special string' in text
    assert "did you mean `@Parent -1`?" in text
    text = ex.check('["@This 0", "==", 3]').feedback
    assert "you used `==`" in text and "is not an operator" not in text  # said once
    text = ex.check('["@This 0", "str_concta", 3]').feedback
    assert text.count("str_concta") == 1


def test_no_solution_gets_the_linters_advice() -> None:
    """The linter's reasons are not noise: no exercise's own solution triggers one."""
    from pow2048_widget.teach import all_exercises
    from pow2048_widget.teach.mistakes import diagnose

    checked = 0
    for exercises in all_exercises().values():
        for ex in exercises:
            if ex.kind in ("calcarray", "value"):
                reasons = diagnose(read_json_answer(ex.solution_text))
                assert not [r for r in reasons if "did you mean" in r], (ex.id, reasons)
                checked += 1
    assert checked >= 20


def test_python_ints_are_flagged_as_bigints() -> None:
    ex = lesson(2)[2]  # 1 2 3 4 -> 13 without nesting
    result = ex.check([1, "+", 2, "*", 3, "+", 4])  # a Python list: ints are BigInts
    assert not result.passed
    assert "the Python int 1" in result.feedback and "BigInt 1n" in result.feedback
    assert ex.check([1.0, "+", 2.0, "*", 3.0, "+", 4.0]).passed


def test_absurd_answers_are_refused_politely() -> None:
    ex = lesson(2)[1]
    assert "nests arrays too deeply" in ex.check("[" * 100_000 + "]" * 100_000).feedback
    assert "the limit is" in ex.check("1" * 300_000).feedback
    loop = lesson(6)[3].check('[1, "@repeat", [true], "+", 1, "@end-repeat"]')
    assert not loop.passed and "CalcArrayLimitError" not in loop.feedback
    assert "exceeded 100000 steps (an endless loop?)" in loop.feedback


def test_an_error_in_the_answer_is_feedback_not_a_crash() -> None:
    ex = lesson(2)[3]
    result = ex.check('[2n, "/B", 0n]')
    assert not result.passed
    assert "CalcArrayError" in result.feedback and "division" in result.feedback
    py = lesson(12)[2]
    assert "ZeroDivisionError" in py.check("mode = 1 / 0").feedback
    assert "must define `mode`" in py.check("x = 1").feedback
    assert "does not parse" in py.check("mode = (").feedback


def test_text_mode_shows_statement_and_no_solution() -> None:
    ex = lesson(3)[3]
    text = str(ex)
    assert text.startswith("Exercise 3.3: A tile plus its square (not solved yet)")
    assert "@Parent" in text and "ex.hint()" in text
    assert "Parent -2\", \"*\"" not in text
    ex.check(ex.solution_text)
    assert "(solved)" in str(ex)


@pytest.mark.parametrize("diff", GUIDE_DIFFERENCES, ids=lambda d: d.topic)
def test_every_guide_difference_is_what_the_engine_does(diff) -> None:
    assert calc(diff.example) == diff.value


def test_guide_differences_by_lesson() -> None:
    text = guide_differences(lesson=3)
    assert "137" in text and "→  136" in text
    assert "No differences" in guide_differences(lesson=99)
    assert len(GUIDE_DIFFERENCES) >= 12


def test_calc_shows_values_the_guide_way() -> None:
    assert calc('[3, "+", 2, "*", 4]') == "20"
    assert calc("[2, \"^B\", 64]".replace("2,", "2n,").replace("64]", "64n]")) == \
        str(2**64) + "n"
    assert calc('["@This 0", "*", 2]', tile=[4]) == "8"
    assert calc('[1, "+", ["@BigInt 1", "/B", "@BigInt 0"]]').startswith("CalcArrayError")
    assert calc([1, "+", 2]) == "3"  # BigInts in, `+` converts to numbers
    assert evaluate(sc_loads('[1, "+", 2]')) == 3.0


def test_markup_escapes_everything_but_code_bold_and_lists() -> None:
    html = to_html("Use `<b>` and **bold** & <script>x</script>\n\n- one\n- `two`")
    assert "<code>&lt;b&gt;</code>" in html
    assert "<b>bold</b>" in html and "&lt;script&gt;" in html
    assert "<ul><li>one</li><li><code>two</code></li></ul>" in html


def test_widget_checks_hints_solution_and_progress() -> None:
    course = lesson(2)
    first = course.exercise(1)
    second = course.exercise(2)
    assert first.progress == "Lesson 2: 0 of 5 done"
    assert first.hints_total == 3 and first.solution_text == ""
    first._on_message(first, {"action": "check", "answer": "8"}, [])
    assert first.status == "wrong" and "expected: 3" in first.feedback and "got:      8" in \
        first.feedback
    first._on_message(first, {"action": "hint"}, [])
    assert len(first.hints_shown) == 1
    assert "First <code>10 - 4</code>, and only then the division." in first.hints_shown[0]
    assert "lesson 02, section “The running value”" in first.hints_shown[0]
    first._on_message(first, {"action": "check", "answer": "3"}, [])
    assert first.status == "right" and first.feedback.startswith("✓ Correct!")
    assert first.progress == second.progress == "Lesson 2: 1 of 5 done"
    second._on_message(second, {"action": "solution"}, [])
    assert second.solution_text.startswith('[1, "+", 2')
    assert second.progress == "Lesson 2: 1 of 5 done"  # a shown solution is not solved
    again = course.exercise(1)  # the cell run again: the same exercise, still solved
    assert again.status == "right" and again.feedback == "✓ Solved already."
    assert again.hints_shown == first.hints_shown
    first._on_message(first, {"action": "nonsense"}, [])
    first._on_message(first, ["not", "a", "dict"], [])
    assert first.status == "right"


def test_text_mode_needs_no_widget_library() -> None:
    """The kit works in a plain terminal: importing it and checking pulls in no widgets."""
    import subprocess
    import sys

    code = ("import sys; from pow2048_widget.teach import lesson; "
            "print(bool(lesson(9)[1].check(lesson(9)[1].solution_text))); "
            "print(any(m.split('.')[0] in ('ipywidgets', 'anywidget') for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.split()
    assert out == ["True", "False"]


def test_documented_limits_are_the_real_ones() -> None:
    from pathlib import Path

    from pow2048_widget.teach import answers, cases, exercise, mistakes

    doc = (Path(__file__).resolve().parents[2] / "docs" / "limits.md").read_text("utf-8")
    section = doc[doc.index("## Exercises"):]
    assert f"| {answers.MAX_ANSWER_CHARS:,} |" in section
    assert f"| {cases.EXERCISE_LIMITS.max_steps:,} |" in section
    assert f"| {cases.EXERCISE_LIMITS.max_depth} |" in section
    assert f"| {exercise.MAX_CASES} |" in section
    assert f"| {mistakes.MAX_WALK:,} |" in section
