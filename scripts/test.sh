#!/usr/bin/env bash
# npm test: every check — format + lint, typecheck, build, package exports, unit tests, browser tests.
# Always ends with one line "N passed, N failed[, N skipped]" summed over every test runner.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
rm -rf .reports && mkdir -p .reports
status=0
step() {
  echo "── $1" >&2
  shift
  if ! "$@"; then
    echo "✗ failed: $*" >&2
    status=1
  fi
}
trap 'node scripts/test-summary.mjs .reports' EXIT

step "chromium" bash scripts/ensure-chromium.sh
step "format + lint (biome)" biome ci --reporter=summary .
step "build" turbo run build --output-logs=errors-only
step "typecheck" turbo run typecheck --output-logs=errors-only
step "package exports (publint + attw)" turbo run check-exports --output-logs=errors-only
step "unit + integration tests (vitest)" vitest run
step "browser tests (playwright)" pnpm --dir apps/e2e exec playwright test
step "time-sensitive suites on a Sydney weekend, a holiday and DST changes (clock matrix)" node tooling/clock/matrix.mjs
exit $status
