"""Output and no-op operators: they keep the running value.

``output`` and ``announce`` hand their argument to the hooks the engine installs on
``GameState`` (the widget shows them); ``console.log`` goes to Python logging, the closest
thing a notebook has to the browser console.
"""

from __future__ import annotations

import logging
from typing import Any

from ..effects import OUTPUT
from .base import register

log = logging.getLogger("pow2048_widget.calcarray")


@register("ignore", "none", ("none",))
def op_ignore(env: Any, a: Any, comment: Any) -> Any:
    """A comment: the argument was evaluated (if an array) for its side effects only."""
    return a


@register("output", "any", ("any",), writes=(OUTPUT,))
def op_output(env: Any, a: Any, message: Any) -> Any:
    if env.state.output is not None:
        env.state.output(message)
    return a


@register("console.log", "any", ("any",), writes=(OUTPUT,))
def op_console_log(env: Any, a: Any, message: Any) -> Any:
    log.info("%r", message)
    return a


@register("announce", "none", ("any",), writes=(OUTPUT,))
def op_announce(env: Any, a: Any, message: Any, duration: float = 0.0) -> Any:
    """Shows ``message``; ``duration`` is the next entry, read but not removed (rc 2)."""
    if env.state.announce is not None:
        env.state.announce(message)
    return a
