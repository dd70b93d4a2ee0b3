#!/usr/bin/env bash
# npm start: build what the server needs, then serve every demo site on http://localhost:${PORT:-3000}.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
turbo run build --filter=@dealer/bff... --output-logs=errors-only
exec node apps/bff/dist/main.js
