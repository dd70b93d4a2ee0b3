#!/usr/bin/env bash
# npm start: build what the server needs, then serve every demo site on http://localhost:${PORT:-3000}.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
turbo run build --filter=@dealer/bff... --output-logs=errors-only
# React and React Router render their production builds (the development build costs ~30% of a listing).
export NODE_ENV="${NODE_ENV:-production}"
exec node apps/bff/dist/main.js
