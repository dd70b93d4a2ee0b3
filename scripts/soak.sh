#!/usr/bin/env bash
# npm run soak: the whole-system test (apps/bff/src/system) with many more runs than `npm test` does.
#   SYSTEM_RUNS=200 npm run soak                       runs per store (default 50), SYSTEM_COMMANDS steps per run
#   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run soak     also on PostgreSQL (fresh schema per run)
# A failure prints FC_SEED=… FC_PATH=… FC_REPLAY_PATH=… to replay it with the same command.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export SYSTEM_RUNS="${SYSTEM_RUNS:-50}"
export SYSTEM_COMMANDS="${SYSTEM_COMMANDS:-24}"
export SYSTEM_SHRINK="${SYSTEM_SHRINK:-60}"
exec vitest run --project bff apps/bff/src/system "$@"
