#!/usr/bin/env bash
# Browser tests use Debian's Chromium; the durability test counts fsyncs with strace. Install what is
# missing when we are root (fresh CI machines).
set -euo pipefail
missing=()
if ! { [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; } && ! command -v chromium >/dev/null 2>&1; then
  missing+=(chromium)
fi
command -v strace >/dev/null 2>&1 || missing+=(strace)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ]; then
  echo "test: installing ${missing[*]} from apt" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq "${missing[@]}" >&2
elif [[ " ${missing[*]} " == *" chromium "* ]]; then
  echo "test: Chromium is missing and we are not root; install the 'chromium' package" >&2
  exit 1
else
  echo "test: strace is missing (the fsync-counting test will skip); install the 'strace' package" >&2
fi
