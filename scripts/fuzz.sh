#!/usr/bin/env bash
# Long fuzzing run: random CalcArray expressions, mutated save codes and widget messages.
# Prints how many inputs were tried, the time, and everything that escaped (an exception
# other than the documented ones, a run past its limits, a process over 1 GiB RSS).
# Exit status 1 when anything escaped. Escapes are appended to test-artifacts/fuzz-escapes.jsonl.
#
#   bash scripts/fuzz.sh                          # 1,000,000 / 100,000 / 100,000
#   bash scripts/fuzz.sh --expressions 20000 --savecodes 2000 --messages 2000 --seed 7
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-.venv/bin/python}
[ -x "$PY" ] || PY=python3
mkdir -p test-artifacts
exec "$PY" -m pow2048_widget._fuzz --seeds-dir tests/conformance/savecodes \
    --escapes test-artifacts/fuzz-escapes.jsonl "$@"
