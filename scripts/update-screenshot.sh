#!/usr/bin/env bash
# Refresh the README picture on purpose: copy the board screenshot that the end-to-end test
# wrote into test-artifacts/ (run `bash scripts/test.sh -k test_play` or the full suite first).
# Tests never write docs/screenshot.png themselves.
set -euo pipefail
cd "$(dirname "$0")/.."
shot=test-artifacts/board.png
if [ ! -f "$shot" ]; then
  echo "no $shot yet: run the end-to-end tests first (bash scripts/test.sh -k test_play)" >&2
  exit 1
fi
cp "$shot" docs/screenshot.png
echo "docs/screenshot.png updated from $shot"
