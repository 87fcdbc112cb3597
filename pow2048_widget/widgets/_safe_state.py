"""State sent by the browser is checked like any other input: a value of the wrong type is
logged and ignored, never raised into the kernel's comm handler, and a trait the browser
has no business writing (a Board's ``width``, say) is put back at once."""

from __future__ import annotations

import logging
from typing import Any, ClassVar

import traitlets

logger = logging.getLogger("pow2048_widget")


class SafeStateMixin:
    """Mixed into the widgets before ``anywidget.AnyWidget``.

    ``_browser_writable`` names the traits the front end may set (the Stepper's position
    and switches); a write to any other trait is not applied and the kernel's value is sent
    back, so the view is restored immediately, as with a malformed message.
    """

    _browser_writable: ClassVar[frozenset[str]] = frozenset()

    def set_state(self, sync_data: Any) -> None:
        """Apply a front-end state update; malformed or foreign updates are refused."""
        if not isinstance(sync_data, dict):
            logger.warning("pow2048_widget: ignoring state update %r", sync_data)
            return
        allowed = {k: v for k, v in sync_data.items() if k in self._browser_writable}
        refused = [k for k in sync_data if k not in allowed]
        try:
            if allowed:
                super().set_state(allowed)  # type: ignore[misc]
        except (traitlets.TraitError, TypeError, ValueError) as exc:
            logger.warning("pow2048_widget: ignoring state update of %s: %s",
                           ", ".join(map(str, allowed)), exc)
            refused += list(allowed)
        if refused:
            known = [k for k in refused if isinstance(k, str) and self.has_trait(k)]  # type: ignore[attr-defined]
            if known:
                logger.warning("pow2048_widget: restoring %s written by the browser",
                               ", ".join(known))
                self.send_state(known)  # type: ignore[attr-defined]
