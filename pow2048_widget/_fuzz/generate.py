"""Random inputs from a ``random.Random``: expressions, mutated save codes, widget messages.

Vocabularies come from the package itself (every operator, word and special string the
evaluator knows), so a new operator is fuzzed without touching this module.
"""

from __future__ import annotations

import base64
import html
import json
import math
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ..calcarray.operators.base import REGISTRY
from ..calcarray.special_strings import HANDLERS
from ..calcarray.values import UNDEFINED, BigRational, GaussianBigInt
from ..calcarray.words import WORDS

OPERATORS: tuple[str, ...] = tuple(sorted(REGISTRY))
WORD_NAMES: tuple[str, ...] = tuple(sorted(WORDS))
CONTROL = ("@if", "@else-if", "@else", "@repeat", "@end-if", "@end-else-if", "@end-else",
           "@end-repeat", "@end-stack", "end-stack", "@end_vars", "@include_gvars")
SPECIALS: tuple[str, ...] = tuple(sorted(HANDLERS)) + (
    "@This 0", "@This 1", "@Next 1 0", "@Next 2 0", "@Next -1", "@NextNE 1", "@Relative 1 0",
    "@GVar 0", "@GVar 5", "@MVar 0", "@Var 0", "@Var 3", "@Parent -1", "@Parent 0",
    "@Parent -2", "@Position", "@Literal", "@CalcArray", "@Empty", "@Void", "@Slippery",
    "@TemporaryHole 2", "@BigInt 5", "@BigInt -99999999999999999999", "@GaussianBigInt 3 -2",
    "@BigRational 1 3", "@Infinity", "@-Infinity", "@NaN", "@undefined", "@var_retain",
    "@var_copy", "@Score", "@Grid", "@Moves", "@MergeOverflowPush", "@ScriptSignal",
)
NUMBERS = (0.0, -0.0, 1.0, -1.0, 2.0, 3.0, 0.5, 2.5, 7.0, 10.0, 100.0, 1e3, 1e6, 1e15, 2.0**53,
           2.0**53 + 2, 1e21, 1e308, 1.7976931348623157e308, 5e-324, -1e308, math.inf,
           -math.inf, math.nan, 1 / 3, 4294967296.0, -2147483648.0, 0.1, 1e-7)
BIGINTS = (0, 1, -1, 2, 3, 10, 64, 1000, 2**31, 2**53 + 1, 2**64, -(2**100), 10**50,
           3**200, 10**4000, 2**20_000)
TEXTS = ("", " ", "0", "1e3", "-5", "abc", "Infinity", "NaN", "true", "[]", "💥", "a" * 50,
         "12345678901234567890", "0x1F", "1_000", "\u0000", "<b>x</b>", "&#x22;")


class ExpressionGenerator:
    """Random CalcArray expressions: values, operator chains, blocks, words, nesting."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def atom(self) -> Any:
        r = self.rng
        k = r.random()
        if k < 0.30:
            return r.choice(NUMBERS) if r.random() < 0.7 else r.uniform(-1e3, 1e3)
        if k < 0.40:
            return r.choice(BIGINTS) if r.random() < 0.8 else r.getrandbits(r.randint(1, 300))
        if k < 0.52:
            return r.choice(SPECIALS)
        if k < 0.60:
            return r.choice(TEXTS)
        if k < 0.66:
            return r.choice((True, False, None, UNDEFINED))
        if k < 0.70:
            return r.choice((GaussianBigInt(r.randint(-9, 9), r.randint(-9, 9)),
                             BigRational(r.randint(-9, 9), r.randint(1, 9))))
        if k < 0.80:
            return r.choice(CONTROL)
        if k < 0.86:
            return r.choice(WORD_NAMES)
        return r.choice(OPERATORS)

    def expression(self, depth: int = 0) -> Any:
        """A list shaped like real expressions: value, then (operator, argument) pairs."""
        r = self.rng
        if depth > 4 or (depth > 0 and r.random() < 0.25):
            return self.atom()
        out: list[Any] = [self.value(depth)]
        for _ in range(r.randint(0, 5)):
            k = r.random()
            if k < 0.55:
                out.append(r.choice(OPERATORS))
                for _ in range(r.choice((0, 1, 1, 1, 2, 3))):
                    out.append(self.value(depth))
            elif k < 0.70:
                out.append(r.choice(CONTROL))
                out.append(self.value(depth))
            elif k < 0.80:
                out.append(r.choice(WORD_NAMES))
                out.extend(self.value(depth) for _ in range(r.randint(0, 3)))
            else:
                out.append(self.atom())
        return out

    def value(self, depth: int) -> Any:
        return self.expression(depth + 1) if self.rng.random() < 0.3 else self.atom()

    def odd(self) -> Any:
        """Shapes no sensible writer makes: very deep, self-containing, very long, empty."""
        r = self.rng
        k = r.random()
        if k < 0.3:
            e: Any = self.atom()
            for _ in range(r.choice((50, 199, 201, 1_000, 5_000, 20_000))):
                e = [e] if r.random() < 0.7 else [e, r.choice(OPERATORS), self.atom()]
            return e
        if k < 0.5:
            e = self.expression()
            if not isinstance(e, list):
                e = [e]
            e.append(e)  # contains itself
            return e
        if k < 0.7:
            return [self.atom() for _ in range(r.choice((0, 1, 1_000, 20_000)))]
        if k < 0.85:
            return [1.0, "@repeat", r.choice((True, [True], 1e9, math.inf, 10**30)),
                    r.choice(OPERATORS), self.atom(), "@end-repeat"]
        return self.atom()

    def __call__(self) -> Any:
        return self.odd() if self.rng.random() < 0.03 else self.expression()


# --- save codes -------------------------------------------------------------------------------

def seed_codes(directory: str | Path) -> list[str]:
    """Every save code found in the conformance data under ``directory``."""
    root = Path(directory)
    codes: list[str] = []

    def walk(obj: Any) -> None:
        if isinstance(obj, dict):
            for key, value in obj.items():
                if key == "code" and isinstance(value, str):
                    codes.append(value)
                else:
                    walk(value)
        elif isinstance(obj, list):
            for value in obj:
                walk(value)

    for path in sorted(root.rglob("*.json")):
        try:
            walk(json.loads(path.read_text(encoding="utf-8")))
        except ValueError:
            continue
    for path in sorted(root.rglob("*.txt")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line and not line.startswith("#") and "\t" in line:
                codes.append(line.rsplit("\t", 1)[1])
    return [c for c in dict.fromkeys(codes) if c.startswith("@2048")] or codes


HUGE = ("1e308", "1e400", "-1e400", "100000", "65537", "1e-300", "-0", "NaN", "Infinity",
        '"@Infinity"', '"@NaN"', '"@BigInt 1' + "0" * 5000 + '"', "9" * 400, "300", "0",
        "-1", "2.5", "null", "true", '""', "[]", "{}", "[" * 3000 + "]" * 3000)


_DEEP = "\u0000deep\u0000"


class CodeMutator:
    """Valid codes, mutated: bit flips, truncation, field swaps, huge numbers, nesting."""

    def __init__(self, rng: random.Random, seeds: list[str]) -> None:
        if not seeds:
            raise ValueError("no seed codes")
        self.rng = rng
        self.seeds = seeds

    def __call__(self) -> str:
        r = self.rng
        code = r.choice(self.seeds)
        for _ in range(r.choice((1, 1, 1, 2, 3))):
            code = self.mutate(code)
        return code

    def mutate(self, code: str) -> str:
        r = self.rng
        k = r.random()
        parts = code.split("|")
        if k < 0.12 and code:  # flip a bit of one character
            i = r.randrange(len(code))
            c = chr((ord(code[i]) ^ (1 << r.randrange(7))) or 65)
            return code[:i] + c + code[i + 1:]
        if k < 0.20:  # truncate
            return code[:r.randrange(len(code) + 1)]
        if k < 0.28 and len(parts) > 3:  # swap two fields
            i, j = r.randrange(2, len(parts)), r.randrange(2, len(parts))
            parts[i], parts[j] = parts[j], parts[i]
            return "|".join(parts)
        if k < 0.33 and len(parts) > 2:  # drop or duplicate a field
            i = r.randrange(2, len(parts))
            if r.random() < 0.5:
                del parts[i]
            else:
                parts.insert(i, parts[i])
            return "|".join(parts)
        if k < 0.36:  # header and version
            parts[0] = r.choice(("@2048PowCompMode", "@2048PowCompGame", "@2048PowCompReplay",
                                 "@2048PowCompCustom", "@2048PowCompInfused",
                                 "@2048PowCompModifiers", parts[0] + "x"))
            if len(parts) > 1:
                parts[1] = r.choice(("3.0", "2.0", "2.3", "1.0", "9.9", parts[1]))
            return "|".join(parts)
        if len(parts) <= 2:
            return code + r.choice(("|", "|W10=", "|" * 300))
        i = r.randrange(2, len(parts))
        parts[i] = self.mutate_field(parts[i])
        return "|".join(parts)

    def mutate_field(self, part: str) -> str:
        r = self.rng
        try:
            text = base64.b64decode(part, validate=False).decode("utf-8")
        except (ValueError, UnicodeDecodeError):
            return part[::-1]
        plain = html.unescape(text)
        try:
            value = json.loads(plain)
        except ValueError:
            value = None
            new = r.choice(HUGE) if r.random() < 0.5 else plain[: r.randrange(len(plain) + 1)]
        else:
            new = json.dumps(self.mutate_json(value), allow_nan=True).replace(
                f'"{_DEEP}"', "[" * 3000 + "]" * 3000)
            if r.random() < 0.5:
                new = new.replace('"', "&#x22;")
        if r.random() < 0.03:
            return part + "%%"  # not base64 at all
        return base64.b64encode(new.encode("utf-8", "surrogatepass")).decode()

    def mutate_json(self, value: Any) -> Any:
        r = self.rng
        leaves = list(_paths(value))
        if not leaves:
            return json.loads(r.choice(HUGE[:-1])) if r.random() < 0.5 else [value]
        path = r.choice(leaves)
        replacement = json.loads(r.choice(HUGE[:-1])) if r.random() < 0.7 else r.choice(
            [[], {}, [[[]]], "x", -1, 10**30, 0.5])
        if r.random() < 0.05:
            replacement = _DEEP  # written as 3,000 nested lists
        return _replace(value, path, replacement)


def _paths(value: Any, prefix: tuple[Any, ...] = (), limit: int = 400) -> Iterator[tuple]:
    stack = [(value, prefix)]
    seen = 0
    while stack and seen < limit:
        v, p = stack.pop()
        seen += 1
        if p:
            yield p
        if isinstance(v, list):
            stack.extend((e, (*p, i)) for i, e in enumerate(v))
        elif isinstance(v, dict):
            stack.extend((e, (*p, k)) for k, e in v.items())


def _replace(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(value, list):
        out = list(value)
        out[head] = _replace(value[head], rest, new)
        return out
    out_d = dict(value)
    out_d[head] = _replace(value[head], rest, new)
    return out_d


# --- widget messages --------------------------------------------------------------------------

BOARD_TYPES = ("move", "undo", "new_game", "keep_playing", "click", "", "Move", "resize", None)


def random_json(rng: random.Random, depth: int = 0) -> Any:
    k = rng.random()
    if depth > 3 or k < 0.5:
        return rng.choice((0, 1, -1, 3, 4, 10**20, 2**63, 1.5, -0.0, 1e308, None, True, False,
                           "", "move", "0", "x" * 10, [], {}, 2**31 - 1, -(2**31)))
    if k < 0.75:
        return [random_json(rng, depth + 1) for _ in range(rng.randint(0, 4))]
    return {rng.choice(("type", "direction", "row", "col", "x", "", "method")):
            random_json(rng, depth + 1) for _ in range(rng.randint(0, 4))}


class MessageGenerator:
    """Front-end messages: custom messages to the Board, state updates to either widget."""

    STEPPER_KEYS = ("current", "skip_trivial", "predict", "title", "steps", "expression",
                    "limits", "unknown")
    BOARD_KEYS = ("css_vars", "title", "cells", "score", "width", "height", "events",
                  "directions", "unknown")

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def board_custom(self) -> Any:
        r = self.rng
        if r.random() < 0.2:
            return random_json(r)
        msg: dict[str, Any] = {"type": r.choice(BOARD_TYPES)}
        for key in ("direction", "row", "col"):
            if r.random() < 0.6:
                msg[key] = r.choice((0, 1, 2, 3, -1, 4, 99, 1.0, True, "1", None, 10**30)) \
                    if r.random() < 0.8 else random_json(r)
        return msg

    def state(self, keys: tuple[str, ...]) -> dict[str, Any]:
        r = self.rng
        return {r.choice(keys): random_json(r) if r.random() < 0.5 else r.choice(
            (0, 1, -5, 10**9, 1.5, "2", True, None, [], {})) for _ in range(r.randint(1, 3))}

    def __call__(self) -> tuple[str, str, Any]:
        """(widget, method, payload): widget "board" or "stepper", method "custom"/"update"."""
        r = self.rng
        if r.random() < 0.6:
            return ("board", "custom", self.board_custom())
        if r.random() < 0.5:
            return ("board", "update", self.state(self.BOARD_KEYS))
        return ("stepper", "update", self.state(self.STEPPER_KEYS))
