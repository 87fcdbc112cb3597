"""Helpers shared by the end-to-end tests: drive a notebook and its kernel from the page."""

from __future__ import annotations

from typing import Any

# Opening JupyterLab, starting a kernel and running cells: generous for a loaded 2-core box.
LOAD_TIMEOUT_MS = 120_000

# Runs `code` in the notebook's kernel without touching the notebook (no new cell), and
# returns what it printed.
KERNEL_EXEC_JS = """
async (code) => {
  const panel = window.jupyterapp.shell.currentWidget;
  const kernel = panel.sessionContext.session.kernel;
  const future = kernel.requestExecute({code, silent: false, store_history: false});
  let out = "";
  let error = null;
  future.onIOPub = (msg) => {
    if (msg.header.msg_type === "stream") out += msg.content.text;
    if (msg.header.msg_type === "error") error = msg.content.ename + ": " + msg.content.evalue;
  };
  await future.done;
  if (error) throw new Error(error);
  return out;
}
"""

# Shuts down the kernel sessions of a notebook (later tests share the server).
SHUT_DOWN_JS = """
async (path) => {
  const sessions = await (await fetch('/api/sessions')).json();
  for (const s of sessions) {
    if (s.path.endsWith(path)) await fetch(`/api/sessions/${s.id}`, {method: 'DELETE'});
  }
}
"""


def kernel_exec(page: Any, code: str) -> str:
    """Run ``code`` in the notebook's kernel (not in a cell) and return its stdout."""
    return page.evaluate(KERNEL_EXEC_JS, code)


def open_and_run_all(page: Any, lab: Any, notebook: str, wait_for: str) -> None:
    """Open ``notebook`` afresh, run all its cells and wait until every cell has run.

    ``wait_for`` is a selector that appears once the notebook's widgets are drawn.
    """
    page.goto(f"{lab.url}/lab/tree/{notebook}?reset")
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=LOAD_TIMEOUT_MS)
    page.wait_for_selector("#jp-main-statusbar >> text=Idle", timeout=LOAD_TIMEOUT_MS)
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.wait_for_selector(wait_for, timeout=LOAD_TIMEOUT_MS)
    page.wait_for_function(
        """() => Array.from(document.querySelectorAll('.jp-CodeCell .jp-InputPrompt'))
                 .every((p) => /\\[\\d+\\]/.test(p.textContent))""",
        timeout=LOAD_TIMEOUT_MS,
    )
    page.wait_for_selector("#jp-main-statusbar >> text=Idle", timeout=LOAD_TIMEOUT_MS)
