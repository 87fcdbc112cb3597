"""Optional Jupyter server extension: send kernel messages to the browser without delay.

Why: jupyter_server writes kernel messages to the browser's websocket with Nagle's algorithm
on. After a key press the kernel sends three small messages (status busy, the board's new
state, status idle); Nagle holds the second until the browser acknowledges the first, and a
browser on Linux delays that acknowledgement by up to 40 ms. Measured in JupyterLab, that
wait was most of the board's key-to-paint time (state sent by the kernel 5 ms after the key,
shown 40-50 ms later). Setting TCP_NODELAY on the kernel websocket removes it for every
widget, not only ours, at the cost of a few more (tiny) packets.

It changes the server, so it is opt-in::

    jupyter lab --ServerApp.jpserver_extensions="{'pow2048_widget.server_extension': True}"

or ``jupyter server extension enable pow2048_widget.server_extension``.
"""

from __future__ import annotations

import functools
from typing import Any


def _jupyter_server_extension_points() -> list[dict[str, str]]:
    return [{"module": "pow2048_widget.server_extension"}]


def _load_jupyter_server_extension(serverapp: Any) -> None:
    """Make every kernel websocket opened from now on a TCP_NODELAY one."""
    try:
        from jupyter_server.services.kernels.websocket import KernelWebsocketHandler
    except ImportError:  # pragma: no cover - another server layout: leave it alone
        serverapp.log.warning("pow2048_widget: kernel websocket handler not found; no change")
        return
    if getattr(KernelWebsocketHandler, "_pow2048_nodelay", False):
        return
    original = KernelWebsocketHandler.open

    @functools.wraps(original)
    async def open_without_delay(self: Any, *args: Any, **kwargs: Any) -> Any:
        try:
            self.set_nodelay(True)
        except Exception as exc:  # noqa: BLE001 - latency is a nicety, never break the kernel
            self.log.debug("pow2048_widget: could not set TCP_NODELAY: %s", exc)
        return await original(self, *args, **kwargs)

    KernelWebsocketHandler.open = open_without_delay
    KernelWebsocketHandler._pow2048_nodelay = True
    serverapp.log.info("pow2048_widget: kernel websockets use TCP_NODELAY")


# Older servers look for these names.
load_jupyter_server_extension = _load_jupyter_server_extension
