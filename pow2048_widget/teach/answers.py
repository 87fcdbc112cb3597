"""Reading a learner's answer: CalcArray written as JSON text, a value, or Python.

Learners type answers the way the guide and save codes write CalcArray: as JSON, where
``3`` is the number 3 (a Python ``int`` would be the BigInt ``3n``). A few friendly extras:
``5n`` is read as the BigInt 5 (as the guide writes it), and the usual slips (single
quotes, Python's ``True``/``None``, a trailing comma) get a message that says what to
write instead of a bare JSON error.
"""

from __future__ import annotations

import json
import re
from typing import Any

from ..calcarray.errors import CalcArrayError
from ..calcarray.scjson import sc_loads

__all__ = ["AnswerError", "read_json_answer", "MAX_ANSWER_CHARS"]

#: Longest answer text accepted (a pasted save code fits; a runaway paste does not).
MAX_ANSWER_CHARS = 200_000

# A JSON string (kept as it is) or a BigInt written the guide's way, ``5n``.
_BIGINT_N = re.compile(r'("(?:[^"\\]|\\.)*")|(?<![\w.])(-?\d+)n\b')


class AnswerError(ValueError):
    """The answer could not be read; the message says what to write instead."""


def _bigint_suffix_to_tag(text: str) -> str:
    return _BIGINT_N.sub(lambda m: m.group(1) or f'"@BigInt {m.group(2)}"', text)


def _explain_json_error(text: str, err: json.JSONDecodeError) -> str:
    where = f"line {err.lineno}, column {err.colno}" if "\n" in text.strip() else \
        f"character {err.pos + 1}"
    tips = []
    outside = re.sub(r'"(?:[^"\\]|\\.)*"', '""', text)
    if "'" in outside:
        tips.append("write strings in double quotes: \"+\", not '+'")
    if re.search(r"\b(True|False|None)\b", outside):
        tips.append("JSON writes true, false and null (not True, False, None)")
    if re.search(r",\s*[\]}]", outside):
        tips.append("remove the comma before the closing bracket")
    if re.search(r'"\s+"|\d\s+"|"\s+\d|\]\s*\[', outside):
        tips.append("entries of an array are separated by commas")
    if outside.count("[") != outside.count("]"):
        tips.append(f"the brackets do not pair up ({outside.count('[')} '[' and "
                    f"{outside.count(']')} ']')")
    word = re.fullmatch(r"\s*([A-Za-z_][\w ]*?)\s*", outside)
    if word and not tips:  # a lone word: text typed without its quotes
        tips.append(f'text is written in double quotes: "{word.group(1)}"')
    if re.search(r"(?<![\w@\"])[A-Za-z_]\w*", outside) and not tips:
        tips.append('operators and special strings are text: write "@This 0" and "+" '
                    "in double quotes")
    advice = "; ".join(tips) if tips else err.msg
    return f"I could not read your answer as CalcArray JSON ({where}): {advice}."


def read_json_answer(text: str) -> Any:
    """Parse ``text`` as SC-JSON (numbers are CalcArray numbers; ``5n`` is a BigInt).

    Raises ``AnswerError`` with a learner-facing explanation when the text is not JSON.
    """
    if len(text) > MAX_ANSWER_CHARS:
        raise AnswerError(f"Your answer is {len(text):,} characters long; the limit is "
                          f"{MAX_ANSWER_CHARS:,}.")
    stripped = text.strip()
    if not stripped:
        raise AnswerError("The answer box is empty: type your answer first.")
    prepared = _bigint_suffix_to_tag(stripped)
    try:
        json.loads(prepared, parse_int=float)  # numbers as CalcArray reads them, any length
        return sc_loads(prepared)
    except json.JSONDecodeError as err:
        raise AnswerError(_explain_json_error(prepared, err)) from None
    except CalcArrayError as err:
        raise AnswerError(f"I could not read your answer: {err.message}.") from None
    except RecursionError:
        raise AnswerError("Your answer nests arrays too deeply to read.") from None
