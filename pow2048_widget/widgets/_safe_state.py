"""State sent by the browser is checked like any other input: a value of the wrong type is
logged and ignored, never raised into the kernel's comm handler."""

from __future__ import annotations

import logging
from typing import Any

import traitlets

logger = logging.getLogger("pow2048_widget")


class SafeStateMixin:
    """Mixed into the widgets before ``anywidget.AnyWidget``."""

    def set_state(self, sync_data: Any) -> None:
        """Apply a front-end state update; malformed updates are logged and ignored."""
        if not isinstance(sync_data, dict):
            logger.warning("pow2048_widget: ignoring state update %r", sync_data)
            return
        try:
            super().set_state(sync_data)  # type: ignore[misc]
        except (traitlets.TraitError, TypeError, ValueError) as exc:
            logger.warning("pow2048_widget: ignoring state update of %s: %s",
                           ", ".join(map(str, sync_data)), exc)
