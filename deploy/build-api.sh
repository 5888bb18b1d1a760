#!/usr/bin/env bash
# The API image's build steps, shared by deploy/Dockerfile and scripts/check-images.sh so the
# recipe CI runs is the one the image runs: compile the server to dist/server.js (tsup), then
# copy the package with its production dependencies only into OUT_DIR (`pnpm deploy --prod`).
# OUT_DIR then holds dist/, migrations/, package.json and node_modules/: start it with
# `node dist/server.js`. Needs the workspace installed (`pnpm install --frozen-lockfile`).
set -euo pipefail
out_dir="${1:?usage: deploy/build-api.sh OUT_DIR}"
cd "$(dirname "$0")/.."

pnpm --filter api run build
rm -rf "$out_dir"
# --legacy: the workspace does not inject its packages (pnpm 10's default deploy needs that);
# the API's only workspace dependency, shared-contracts, is bundled into dist/server.js anyway.
pnpm --filter api deploy --prod --legacy "$out_dir" >/dev/null
test -f "$out_dir/dist/server.js"
echo "API built into $out_dir ($(du -sh "$out_dir" | cut -f1), production dependencies only)"
