"""The CPU clock of the evaluator's last-resort time guard.

The guard reads the calling thread's CPU time, so other processes and threads (the load of
the machine) cannot make an evaluation stop. Where the platform has no per-thread clock
(Pyodide, the browser's Python behind the JupyterLite site, runs one thread) the process's
CPU time measures the same thing.
"""

from __future__ import annotations

import time
from collections.abc import Callable

__all__ = ["cpu_clock"]


def _pick_cpu_clock() -> Callable[[], float]:
    """``time.thread_time`` where the platform has it; else the process's CPU time.

    Pyodide (the browser's Python, used by the JupyterLite site) has no ``thread_time``;
    it runs one thread, so the process's CPU time measures the same thing there.
    """
    clock = getattr(time, "thread_time", None)
    if clock is not None:
        try:
            clock()
            return clock
        except OSError:
            pass
    return time.process_time


_CPU_CLOCK = _pick_cpu_clock()


def cpu_clock() -> float:
    """CPU seconds of the calling thread: the one clock the last-resort guard reads (other
    processes and threads do not advance it, so load cannot make an evaluation stop)."""
    return _CPU_CLOCK()
