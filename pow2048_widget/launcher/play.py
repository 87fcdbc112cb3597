"""``pow2048-widget play``: a notebook with one playable board, from a mode name or a save code.

The argument is checked here, before any notebook is written: a damaged code stops with the
``SaveCodeError`` naming the field, an unknown name lists the names there are.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from ..engine import Game, classic_mode
from ..savecode import LoadedGame, LoadedMode, LoadedModifiers, LoadedReplay, load_save_code
from ..variants import eve_2048, excel_2048_game, vanilla_2048


@dataclass(frozen=True)
class _Named:
    """A game ``play`` knows by name: how to build it here, and the code the notebook runs."""

    build: Callable[[int | None], Game]
    code: Callable[[str], str]  # seed argument text ("" or ", seed=3") -> setup code


_ENGINE = "from pow2048_widget.engine import Game"
_VARIANTS = "from pow2048_widget.variants import"
MODE_NAMES: dict[str, _Named] = {
    "classic": _Named(
        lambda seed: Game(classic_mode(), seed=seed),
        lambda s: f"{_ENGINE}, classic_mode\n\ngame = Game(classic_mode(){s})"),
    "eve": _Named(
        lambda seed: Game(eve_2048(), seed=seed),
        lambda s: f"{_ENGINE}\n{_VARIANTS} eve_2048\n\ngame = Game(eve_2048(){s})"),
    "vanilla": _Named(
        lambda seed: Game(vanilla_2048(), seed=seed),
        lambda s: f"{_ENGINE}\n{_VARIANTS} vanilla_2048\n\ngame = Game(vanilla_2048(){s})"),
    "excel": _Named(
        lambda seed: excel_2048_game(seed or 0),
        lambda s: f"{_VARIANTS} excel_2048_game\n\n"
                  f"game = excel_2048_game({s.removeprefix(', seed=') or 0})"),
}
"""Games that ``play`` accepts by name: the classic mode and the seed documents' games."""


@dataclass(frozen=True)
class PlayTarget:
    """What to play: a file-name stem, a title and the Python that builds ``game``."""

    stem: str
    title: str
    setup_code: str


def resolve_play_target(arg: str | None, seed: int | None = None) -> PlayTarget:
    """Turn the command-line argument into a ``PlayTarget`` (raises on a bad one)."""
    seed_text = "" if seed is None else f", seed={seed}"
    if arg is None or arg.strip().lower() in MODE_NAMES:
        name = (arg or "classic").strip().lower()
        named = MODE_NAMES[name]
        named.build(seed).close()  # a broken built-in fails here, not in the notebook
        return PlayTarget(stem=f"play-{name}", title=f"Play {name}",
                          setup_code=named.code(seed_text))
    code = arg.strip()
    if not code.startswith("@"):
        raise ValueError(
            f"{arg!r} is neither a mode name ({', '.join(sorted(MODE_NAMES))}) nor a save code "
            "(save codes start with '@2048PowComp')"
        )
    loaded = load_save_code(code)  # SaveCodeError names the field
    digest = hashlib.sha256(code.encode()).hexdigest()[:8]
    load = f"loaded = load_save_code({json.dumps(code)})\n"
    head = "from pow2048_widget.engine import Game\n"
    head += "from pow2048_widget.savecode import load_save_code\n\n"
    if isinstance(loaded, LoadedModifiers):
        raise ValueError("a Modifiers code changes another mode; it cannot be played alone")
    if isinstance(loaded, LoadedGame):
        kind, build = "game", f"game = loaded.to_game({'' if seed is None else seed})"
        loaded.to_game(seed)
    elif isinstance(loaded, LoadedMode | LoadedReplay):
        kind = "mode" if isinstance(loaded, LoadedMode) else "replay"
        build = f"game = Game(loaded.to_mode(){seed_text})"
        loaded.to_mode()
    else:  # pragma: no cover - load_save_code returns one of the classes above
        raise ValueError(f"cannot play a {type(loaded).__name__}")
    code_kind = str(getattr(loaded, "kind", "") or getattr(loaded.mode, "kind", kind))
    return PlayTarget(
        stem=f"play-{_slug(code_kind)}-{digest}",
        title=f"Play a {code_kind} code",
        setup_code=head + load + build,
    )


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")[:40] or "code"


def notebook_json(target: PlayTarget) -> dict:
    """The nbformat 4 notebook (as a dict) that plays ``target``."""

    def lines(text: str) -> list[str]:
        parts = text.split("\n")
        return [p + "\n" for p in parts[:-1]] + [parts[-1]]

    intro = (
        f"# {target.title}\n\n"
        "Run all cells, **click the board**, then move with the arrow keys or W A S D. "
        "U undoes a move; Esc hands the keyboard back to the notebook."
    )
    code = target.setup_code + "\n\nfrom pow2048_widget.widgets import Board\n\nBoard(game)"
    return {
        "cells": [
            {"cell_type": "markdown", "id": "intro", "metadata": {}, "source": lines(intro)},
            {
                "cell_type": "code",
                "id": "board",
                "metadata": {},
                "execution_count": None,
                "outputs": [],
                "source": lines(code),
            },
        ],
        "metadata": {
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
            "language_info": {"name": "python"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }


def write_play_notebook(target: PlayTarget, folder: Path) -> Path:
    """Write the notebook into ``folder``; an existing different file is never overwritten
    (the new one gets a ``-2``, ``-3``... suffix)."""
    folder.mkdir(parents=True, exist_ok=True)
    text = json.dumps(notebook_json(target), indent=1) + "\n"
    path = folder / f"{target.stem}.ipynb"
    n = 2
    while path.exists() and path.read_text() != text:
        path = folder / f"{target.stem}-{n}.ipynb"
        n += 1
    path.write_text(text)
    return path
