"""A view of ``Game.explain_move``: every rule test of a press, each one opening in a Stepper.

Plain ipywidgets (no front end of its own): a heading with the press's outcome, then per
cell the engine tried a line of text and one button per rule test. A button shows that test
in a ``Stepper`` replaying the rule's condition on the board as it was at that moment, so a
learner can go from "rule 0 did not apply at (1, 2)" to the exact evaluation that said so.
"""

from __future__ import annotations

from typing import Any

import ipywidgets

from ..calcarray.trace import format_value
from .stepper import Stepper

#: Rule tests shown as buttons (a long press on a big board tests thousands of rules).
MAX_TESTS = 80


class ExplainView(ipywidgets.VBox):
    """Show a ``MoveExplanation``; ``open_test(k)`` (or its button) steps through test k."""

    def __init__(self, explanation: Any, **kwargs: Any) -> None:
        self.explanation = explanation
        self.tests = explanation.tests
        text = str(explanation)
        head = text.splitlines()[0]
        self.heading = ipywidgets.HTML(f"<b>{_escape(head)}</b>")
        self.slot = ipywidgets.VBox()
        self.slot.add_class("p2048-explain-stepper")
        rows: list[Any] = []
        shown = 0
        for attempt in explanation.attempts:
            line = (f"pass {attempt.pass_no}, {attempt.line_name} {attempt.line}, cell "
                    f"{attempt.position} {format_value(attempt.tile)}")
            if attempt.merged:
                line += f" → merged by rule {attempt.merged_rule}"
            elif attempt.cached == "failure":
                line += " → the merge cache says no merge"
            label = ipywidgets.HTML(_escape(line))
            label.add_class("p2048-explain-cell")
            rows.append(label)
            for test in attempt.tests:
                if shown >= MAX_TESTS:
                    break
                k = self.tests.index(test)
                button = ipywidgets.Button(
                    description=_short(f"rule {test.rule}: {test.condition_text()} → "
                                       f"{'applies' if test.applied else test.reason}"),
                    tooltip=str(test), layout=ipywidgets.Layout(width="auto"))
                button.add_class("p2048-explain-test")
                button.add_class("p2048-explain-applied" if test.applied else
                                 "p2048-explain-not-applied")
                button.on_click(lambda _b, k=k: self.open_test(k))
                rows.append(button)
                shown += 1
        if len(self.tests) > MAX_TESTS:
            rows.append(ipywidgets.HTML(f"... {len(self.tests) - MAX_TESTS} more rule tests "
                                        "(see explanation.tests)"))
        self.list = ipywidgets.VBox(rows)
        super().__init__([self.heading, self.list, self.slot], **kwargs)
        self.add_class("p2048-explain")

    def close(self) -> None:
        """Close the view and every widget inside it (buttons, labels, an open Stepper):
        each is registered with the kernel until closed, and the buttons' callbacks point
        back at this view, so closing only the box would keep all of it alive."""
        for box in (self.list, self.slot):
            for child in box.children:
                child.close()
            box.close()
        self.heading.close()
        super().close()

    def open_test(self, k: int) -> Stepper:
        """Step through rule test ``k`` (an index into ``explanation.tests``)."""
        test = self.tests[k]
        expr, ctx = test.stepper_args()
        stepper = Stepper(expr, ctx, vars=list(test.variables),
                          title=f"MergeRules[{test.rule}] at {test.position}: "
                                f"{'applies' if test.applied else test.reason}")
        for old in self.slot.children:  # the test shown before is closed, not leaked
            old.close()
        self.slot.children = (stepper,)
        return stepper


def explain_view(game: Any, direction: int) -> ExplainView:
    """``ExplainView(game.explain_move(direction))``: the game itself is not changed."""
    return ExplainView(game.explain_move(direction))


def _short(text: str, limit: int = 110) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
