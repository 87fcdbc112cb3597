#!/usr/bin/env bash
# Create .venv with the given Python, installing Debian's python3-venv first when the
# interpreter lacks ensurepip (a stock Debian python3 does). Sourced by dev.sh and test.sh.
make_venv() {
  local python="$1"
  [ -x .venv/bin/python ] && return 0
  if ! "$python" -m venv .venv 2>/dev/null; then
    rm -rf .venv
    if command -v apt-get >/dev/null 2>&1; then
      local sudo=""
      [ "$(id -u)" -eq 0 ] || sudo="sudo"
      echo "==> installing Debian's python3-venv"
      DEBIAN_FRONTEND=noninteractive $sudo apt-get update -qq
      DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq python3-venv
    fi
    "$python" -m venv .venv
  fi
}
