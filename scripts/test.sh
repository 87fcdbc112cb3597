#!/usr/bin/env bash
# Everything CI checks, in one command: lint, front-end unit tests, Python tests and the
# end-to-end tests that play the board in real JupyterLab + Chromium.
#
# Installs Debian's chromium with apt-get when /usr/bin/chromium is missing (needs root or
# sudo); creates/updates .venv; builds the front end. Exits non-zero on the first failure.
# Set CI=true to make missing e2e prerequisites fail instead of skip.
# Arguments go to pytest: `bash scripts/test.sh -k board --durations=10`.
set -euo pipefail

cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-python3}"
start=$(date +%s)
step() { echo; echo "==> $* ($(( $(date +%s) - start ))s)"; }

if [ ! -x /usr/bin/chromium ]; then
  step "installing Debian chromium for the e2e tests"
  if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends chromium
fi

step "python environment (.venv)"
source scripts/make-venv.sh
make_venv "$PYTHON"
# Build the front end first so the editable install finds board.js and skips its own build.
step "front end: npm ci && npm run build"
npm ci --no-audit --no-fund
npm run build

step "pip install -e .[test]"
.venv/bin/python -m pip install --quiet --upgrade pip
.venv/bin/python -m pip install --quiet -e ".[test]"

status=0
run() {
  step "$*"
  if ! "$@"; then
    echo "FAILED: $*" >&2
    status=1
  fi
}

run .venv/bin/ruff check .
run .venv/bin/mypy  # the layers in [tool.mypy] files of pyproject.toml
run npm test
run .venv/bin/python -m pytest -q -ra --timeout=600 "$@"
# The conformance sets both ways: compiled on first use, and everything interpreted.
for tier in POW2048_COMPILE_EAGER=1 POW2048_INTERPRET=1; do
  run env "$tier" .venv/bin/python -m pow2048_widget.conformance calcarray \
    tests/conformance/calcarray*.jsonl
  run env "$tier" .venv/bin/python -m pow2048_widget.conformance traces \
    tests/conformance/traces/*.jsonl
done

step "done, exit status $status"
exit "$status"
