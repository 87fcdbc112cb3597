"""A tiny, safe Markdown subset for exercise statements shown in the widget.

Statements are written by the course, but may quote learner-like text such as ``<`` or
``&&``; everything is escaped first, then only paragraphs, bullet lists, ``code`` and
**bold** are turned into HTML. No links, no raw HTML: nothing a statement says can run.
"""

from __future__ import annotations

import html
import re

__all__ = ["to_html", "inline_html"]

_CODE = re.compile(r"`([^`]+)`")
_BOLD = re.compile(r"\*\*([^*]+)\*\*")


def inline_html(text: str) -> str:
    """One line: ``code`` and **bold**, everything else escaped."""
    parts = _CODE.split(text)
    out = []
    for k, part in enumerate(parts):
        if k % 2:
            out.append(f"<code>{html.escape(part)}</code>")
        else:
            out.append(_BOLD.sub(r"<b>\1</b>", html.escape(part)))
    return "".join(out)


def to_html(markdown: str) -> str:
    """Paragraphs, ``- `` bullet lists, inline code and bold, everything else escaped."""
    blocks = re.split(r"\n\s*\n", markdown.strip())
    out = []
    for block in blocks:
        lines = block.splitlines()
        if lines and all(line.lstrip().startswith("- ") for line in lines):
            items = "".join(f"<li>{inline_html(line.lstrip()[2:])}</li>" for line in lines)
            out.append(f"<ul>{items}</ul>")
        else:
            out.append(f"<p>{inline_html(' '.join(line.strip() for line in lines))}</p>")
    return "".join(out)
