"""Finding where a control-flow block ends (calcarray.md 5.1).

The reference scans forward with a nesting counter, comparing entries with the words by
JavaScript loose equality, so an array whose comma-joined text is a word counts as that
word. Only single-element arrays can join to a word (any comma would spoil it), which lets
us unwrap instead of joining whole arrays.
"""

from __future__ import annotations

from typing import Any

# opening word -> (closing word, word that resets the counter to 0)
_WORDS: dict[str, tuple[str, str]] = {
    "@if": ("@end-if", "end-stack"),
    "@else-if": ("@end-else-if", "end-stack"),
    "@else": ("@end-else", "end-stack"),
    "@repeat": ("@end-repeat", "@end-stack"),
}


def loose_text(entry: Any) -> str | None:
    """The text an entry would equal loosely, if it could equal a control word."""
    while type(entry) is list:
        if len(entry) != 1:
            return None
        entry = entry[0]
    return entry if type(entry) is str else None


def block_end(expr: list[Any], start: int, end: int, word: str) -> int:
    """Index of the entry that closes the block opened by ``word`` (``end`` if none)."""
    close, reset = _WORDS[word]
    depth = 1
    for i in range(start, end):
        e = expr[i]
        if type(e) is not str:
            e = loose_text(e)
            if e is None:
                continue
        if e == word:
            depth += 1
        elif e == close:
            depth -= 1
            if depth == 0:
                return i
        elif e == reset:
            return i
    return end
