#!/usr/bin/env bash
# Set up a development environment and open the play notebook in JupyterLab.
#
# Needs: Debian (or similar) with Python 3.11+ and Node.js 20+ (npm). Creates .venv in the
# repository, builds the front end (esbuild via npm) and installs the package editable with
# JupyterLab. Extra arguments are passed to `jupyter lab`.
set -euo pipefail

cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-python3}"

source scripts/make-venv.sh
make_venv "$PYTHON"

echo "==> building the front end (npm ci && npm run build)"
npm ci --no-audit --no-fund
npm run build

echo "==> installing pow2048-widget (editable) with JupyterLab"
.venv/bin/python -m pip install --upgrade pip >/dev/null
.venv/bin/python -m pip install -e ".[lab]"

echo "==> starting JupyterLab (Ctrl+C to stop)"
# TCP_NODELAY on kernel websockets: key presses are drawn ~30 ms sooner (see README).
extra=(--ServerApp.jpserver_extensions="{'pow2048_widget.server_extension': True}")
if [ "$(id -u)" -eq 0 ]; then
  extra+=(--allow-root)  # JupyterLab refuses to start as root without it (e.g. in containers)
fi
exec .venv/bin/jupyter lab "${extra[@]}" notebooks/01-play.ipynb "$@"
