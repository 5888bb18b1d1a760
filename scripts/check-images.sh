#!/usr/bin/env bash
# The images' build steps without a container engine: builds the API as deploy/Dockerfile's
# `api` target does (deploy/build-api.sh: compile, prune to production dependencies), starts the
# compiled server from the pruned folder with plain `node`, as the image's CMD does, and calls
# /api/health, as its HEALTHCHECK does. A broken image recipe fails here.
set -euo pipefail
cd "$(dirname "$0")/.."

port="${IMAGE_CHECK_PORT:-4390}"
work="$(mktemp -d)"
api_pid=""
cleanup() {
  if [ -n "$api_pid" ]; then kill "$api_pid" 2>/dev/null || true; wait "$api_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

bash deploy/build-api.sh "$work/api"
if [ -e "$work/api/node_modules/tsx" ] || [ -e "$work/api/node_modules/typescript" ]; then
  echo "The pruned API holds development dependencies" >&2
  exit 1
fi

# From another folder, so nothing resolves through the workspace's node_modules; a small market
# keeps the first start short.
(cd "$work" && NODE_ENV=production JWT_SECRET=image-check-secret-0123456789abcdef PORT="$port" HOST=127.0.0.1 \
  DATA_DIR="$work/pglite" MARKET_SPOTS=2000 REPORT_SCHEDULER=off LOG_LEVEL=warn \
  exec node api/dist/server.js >"$work/api.log" 2>&1) &
api_pid=$!

for _ in $(seq 1 120); do
  # The image's HEALTHCHECK command, against this port.
  if node -e "fetch('http://127.0.0.1:$port/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"; then
    echo "Compiled API started from the pruned folder with node: /api/health answered 200"
    exit 0
  fi
  if ! kill -0 "$api_pid" 2>/dev/null; then break; fi
  sleep 1
done
echo "The compiled API did not answer /api/health:" >&2
cat "$work/api.log" >&2
exit 1
