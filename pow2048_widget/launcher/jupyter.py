"""The command line that starts JupyterLab for the launcher (kept apart so tests can read it)."""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path


class JupyterMissing(RuntimeError):
    """JupyterLab is not installed next to this package."""


def lab_command(
    root: Path, open_path: str | None = None, *, browser: bool = True, extra: list[str] = ()
) -> list[str]:
    """``python -m jupyterlab`` serving ``root``, opening ``open_path`` (relative) if given.

    The package's server extension (TCP_NODELAY on kernel websockets) is switched on, as the
    README recommends. ``extra`` are passed to JupyterLab as they are.
    """
    if importlib.util.find_spec("jupyterlab") is None:
        raise JupyterMissing(
            "JupyterLab is not installed: pip install 'pow2048-widget[lab]' (or jupyterlab)"
        )
    cmd = [
        sys.executable,
        "-m",
        "jupyterlab",
        f"--ServerApp.root_dir={root}",
        '--ServerApp.jpserver_extensions={"pow2048_widget.server_extension": True}',
    ]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        cmd.append("--allow-root")  # JupyterLab refuses root otherwise (containers, CI)
    if not browser:
        cmd.append("--no-browser")
    cmd.extend(extra)
    if open_path:
        cmd.append(open_path)
    return cmd
