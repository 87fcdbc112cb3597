"""Where the author's CalcArray guide and the engine disagree, each with a runnable example.

The lessons follow the engine; when a lesson uses an example from the guide it shows the
matching entry here (``guide_differences(lesson=4)``), evaluated live, so a learner reading
the guide alongside the course knows which to believe. The tests evaluate every example.
"""

from __future__ import annotations

from dataclasses import dataclass

from .exercise import Text
from .playground import calc

__all__ = ["GuideDifference", "GUIDE_DIFFERENCES", "guide_differences"]


@dataclass(frozen=True)
class GuideDifference:
    """The guide's claim, what the engine does, and an example that shows it."""

    lesson: int
    topic: str
    guide: str
    engine: str
    example: str  # JSON text of an expression
    value: str  # what ``calc(example)`` shows


GUIDE_DIFFERENCES: tuple[GuideDifference, ...] = (
    GuideDifference(
        3, "the @Parent walkthrough",
        "[3, \"+\", 8, \"*\", [2, \"+\", \"@Parent -2\"], \"-\", 7] results in 137",
        "it gives 136: the guide's own arithmetic is off (11 × 13 − 7 = 136)",
        '[3, "+", 8, "*", [2, "+", "@Parent -2"], "-", 7]', "136"),
    GuideDifference(
        3, "@Parent in a first entry",
        "@Parent -1 is the running value of the current CalcArray",
        "as the *first* entry of a nested array it refers to that array itself and never "
        "ends (the engine stops it at its depth limit)",
        '[5, "+", ["@Parent -1", "*", 3]]',
        "CalcArrayError: @Parent re-evaluation nested more than 200 deep (at expr[2][0])"),
    GuideDifference(
        4, "CalcArrayParent",
        '[1, "CalcArrayParent", ["@Literal", "+", 2]] gives 3',
        'it gives 1: the function is taken as written, so write it without "@Literal": '
        '[1, "CalcArrayParent", ["+", 2]] gives 3',
        '[1, "CalcArrayParent", ["@Literal", "+", 2]]', "1"),
    GuideDifference(
        4, "arrays as text",
        "arrays converted to strings include the brackets",
        "they do not: the elements are joined with commas",
        '[["@Literal", 1, 2, 3], "String"]', '"1,2,3"'),
    GuideDifference(
        4, "comparing arrays",
        "inequalities always return false on arrays",
        "< and > compare the arrays' text: [10] < [9] because \"10\" < \"9\"",
        '[["@Literal", 10], "<", ["@Literal", 9]]', "true"),
    GuideDifference(
        4, "announce",
        "announce takes three arguments (value, message, duration)",
        "it reads three but removes only two entries: the duration is then read as the "
        "next operator, which swallows what follows it",
        '[1, "announce", "hi", 100, "+", 5]', "1"),
    GuideDifference(
        4, "str_replace",
        "str_replace replaces a pattern with a replacement",
        "it takes one argument and always replaces the first match with the text "
        "\"undefined\"",
        '["abcabc", "str_replace", "b"]', '"aundefinedcabc"'),
    GuideDifference(
        6, "the @if example",
        "[3, \"@if\", [\"@This 0, \"=\", 4], ...] (a quote is missing after @This 0, so "
        "it is not valid JSON)",
        'with the quote, ["@This 0", "=", 4], the example works as the guide says',
        '[3, "@if", [3, "=", 4], "*", 4, "+", 2, "@end-if", "-", 1]', "2"),
    GuideDifference(
        6, "@end-stack",
        "@end-stack ends every @if, @else, @else-if and @repeat it is inside",
        "it closes only @repeat blocks; an @if block is closed by the bare word "
        "\"end-stack\" (so here the false @if skips everything to the end)",
        '[1, "@if", [false], "+", 1, "@end-stack", "*", 10]', "1"),
    GuideDifference(
        6, "repeat counts",
        "a repeat count must be a plain number, not a CalcArray",
        "any expression that gives a number works (it is evaluated twice)",
        '[1, "@repeat", [1, "+", 1], "*", 3, "@end-repeat"]', "9"),
    GuideDifference(
        5, "what conditions see",
        "(not mentioned)",
        "an @if/@repeat condition is a nested array: it sees the local variables only "
        "when it starts with @var_retain (here the loop never runs)",
        '[1, "@end_vars", 0, "@repeat", ["@Var 0", "<", 5], "+", 1, "@end-repeat"]', "0"),
    GuideDifference(
        7, "arr_includes",
        "arr_includes tells whether the array contains the value",
        "a plain value is wrapped in an array first, so it is never found",
        '[["@Literal", 1, 2, 1], "arr_includes", 2]', "false"),
    GuideDifference(
        7, "arr_reduce",
        "the function gets its inputs as variables (@Var -1, @Var -2, ...)",
        "the element and index are variables, but the accumulator is the function's "
        "starting running value: write the function as a continuation",
        '[["@Literal", 1, 2, 3, 4], "arr_reduce", 0, ["+", "@Var -1"]]', "10"),
    GuideDifference(
        7, "CustomDIVESeedUnlock",
        "the operator is called CustomDIVESeedUnlock",
        "the engine spells it customDIVESeedUnlock; the capitalised name is an unknown "
        "operator, skipped without an error",
        '[5, "CustomDIVESeedUnlock", 1]', "5"),
)


def guide_differences(lesson: int | None = None) -> Text:
    """The differences (all, or one lesson's), each example evaluated now by the engine."""
    rows = [d for d in GUIDE_DIFFERENCES if lesson is None or d.lesson == lesson]
    out = []
    for d in rows:
        out.append(f"• {d.topic}\n  guide:  {d.guide}\n  engine: {d.engine}\n"
                   f"  try it: {d.example}  →  {calc(d.example)}")
    return Text("\n".join(out) if out else "No differences from the guide in this lesson.")
