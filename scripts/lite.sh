#!/usr/bin/env bash
# Build the course as a JupyterLite site in _lite/: Python in the browser (Pyodide), the
# lessons and a playable board, nothing to install for the learner, nothing fetched from
# any other host. Serve it with `python -m http.server -d _lite` (or `pow2048-widget lite`).
#
# Uses $PYTHON or .venv when it exists and installs the `lite` extra into it when JupyterLite is
# missing; needs node_modules (npm ci) for Pyodide's core and the board's front end. A second
# run with nothing changed does nothing (pass --force to rebuild). About 20 s on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/.."
# $PYTHON wins (the e2e test passes its own), then .venv, then python3.
PY="${PYTHON:-.venv/bin/python}"
[ -x "$PY" ] || command -v "$PY" >/dev/null || PY=python3
if ! "$PY" -c "import jupyterlite_core, jupyterlite_pyodide_kernel, jupyter_server" 2>/dev/null; then
  echo "==> installing the lite dependencies (pip install -e .[lite])"
  "$PY" -m pip install --quiet -e ".[lite]"
fi
if [ ! -f node_modules/pyodide/pyodide.asm.wasm ] || [ ! -f pow2048_widget/static/board.js ]; then
  echo "==> front end and Pyodide (npm ci && npm run build)"
  npm ci --no-audit --no-fund
  npm run build
fi
start=$(date +%s)
"$PY" scripts/lite_build.py "$@"
echo "==> _lite/ ($(du -sh _lite | cut -f1), $(( $(date +%s) - start ))s): python -m http.server -d _lite"
