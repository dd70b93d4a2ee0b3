#!/usr/bin/env bash
# Browser tests use Debian's Chromium. Install it when missing and we are root (fresh CI machines).
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
if command -v chromium >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ]; then
  echo "test: installing Chromium from apt" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq chromium >&2
else
  echo "test: Chromium is missing and we are not root; install the 'chromium' package" >&2
  exit 1
fi
