#!/usr/bin/env bash
# npm start: build what the server needs, then serve every demo site on http://localhost:${PORT:-3000}.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
turbo run build --filter=@dealer/bff... --output-logs=errors-only
# React and React Router render their production builds (the development build costs ~30% of a listing).
export NODE_ENV="${NODE_ENV:-production}"
# Memory (#32; apps/web/bench/children.mjs starts the bench's app server with the same two settings):
# - glibc gives each thread that mallocs (zlib and brotli on the libuv pool, the render workers, V8's
#   helpers) an arena of its own and keeps what is freed in it: two arenas measured ~175 MB less RSS
#   after the real-traffic mix, no throughput change beyond the machine's noise.
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
# - glibc raises its mmap threshold to the largest block freed (zlib's and brotli's windows, page bodies)
#   and then keeps such blocks in the arenas; fixed at 128 KB (its default), they go back to the system
#   when freed: ~50 MB less RSS after the mix.
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-131072}"
export MALLOC_TRIM_THRESHOLD_="${MALLOC_TRIM_THRESHOLD_:-131072}"
# - V8 sizes the young generation from the machine's memory (64 MB semi-spaces here: 128 MB committed on
#   the main thread and kept after the first burst of load); 16 MB semi-spaces measured ~95 MB less RSS.
# - PGlite's WASM on V8's baseline compiler only (WASM_TIER_UP=1: also its optimising one). Tiering up
#   compiles PGlite's hot functions on background threads after start: RSS peaks of 860–965 MB measured
#   minutes after a 320 MB start, and ~40–60 MB kept. Costs PGlite CPU: point reads 1.5× slower (~0.3 ms
#   each), scans 1.1–1.5×. Only WASM is affected: with DATABASE_URL there is none.
wasm_flags=()
[ "${WASM_TIER_UP:-}" = "1" ] || wasm_flags=(--liftoff-only)
exec node --max-semi-space-size="${NODE_SEMI_SPACE_MB:-16}" "${wasm_flags[@]}" apps/bff/dist/main.js
