#!/usr/bin/env bash
# Build the documentation site into docs/_build/html (open docs/_build/html/index.html).
#
# Sphinx + MyST-NB + the PyData theme; warnings are errors. Every lesson in notebooks/ and
# every guide with code cells is executed during the build (about a minute on 2 cores).
# Uses .venv when it exists (bash scripts/test.sh or scripts/dev.sh create it) and installs
# the `docs` extra into it when Sphinx is missing. Extra arguments go to sphinx-build.
# The course's JupyterLite site (scripts/lite.sh) is built into docs/_build/html/lite/ too.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=.venv/bin/python
[ -x "$PY" ] || PY="${PYTHON:-python3}"
if ! "$PY" -c "import sphinx, myst_nb, pydata_sphinx_theme" 2>/dev/null; then
  echo "==> installing the docs dependencies (pip install -e .[docs])"
  "$PY" -m pip install --quiet -e ".[docs]"
fi
if [ ! -f pow2048_widget/static/board.js ]; then
  echo "==> building the front end (npm ci && npm run build)"
  npm ci --no-audit --no-fund
  npm run build
fi
start=$(date +%s)
"$PY" -m sphinx -W --keep-going -q -b html docs docs/_build/html "$@"
# The course in the browser (JupyterLite), linked from every lesson page ("Open in the
# browser"), goes into the same folder so that docs/_build/html can be published as it is.
# LITE=0 skips it (the links then lead nowhere until a Lite site sits at lite/).
if [ "${LITE:-1}" != "0" ]; then
  PYTHON="$PY" bash scripts/lite.sh
  rm -rf docs/_build/html/lite
  cp -r _lite docs/_build/html/lite
fi
echo "==> docs/_build/html/index.html ($(( $(date +%s) - start ))s)"
