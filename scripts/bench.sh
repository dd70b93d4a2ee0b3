#!/usr/bin/env bash
# npm run bench: prints the speed and memory figures of every benchmark in the repo.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
turbo run build --output-logs=errors-only
for script in apps/*/bench/run.mjs apps/bff/bench/photos.mjs apps/bff/bench/lead-search.mjs apps/bff/bench/alerts.mjs apps/bff/bench/doors.mjs packages/*/bench/run.mjs; do
  [ -f "$script" ] || continue
  echo "── $script"
  node "$script"
done
