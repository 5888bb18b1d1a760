#!/usr/bin/env bash
# The shell's and the remotes' server, pruned for their images (deploy/Dockerfile's `shell` and
# `remote` targets; scripts/check-images.sh runs the same script): the web-server package with
# its production dependencies only (Fastify and its plugins) in OUT_DIR. Start a remote's server
# with `node OUT_DIR/src/serve-remote.mjs --dir <dist> --port <port>`, the shell's with
# `SHELL_DIST=… ENVIRONMENTS_DIR=… node OUT_DIR/src/serve-shell.mjs`.
set -euo pipefail
out_dir="${1:?usage: deploy/build-web-server.sh OUT_DIR}"
cd "$(dirname "$0")/.."

rm -rf "$out_dir"
# --legacy: the workspace does not inject its packages (pnpm 10's default deploy needs that).
pnpm --filter web-server deploy --prod --legacy "$out_dir" >/dev/null
rm -rf "$out_dir/test" "$out_dir/bench"
test -f "$out_dir/src/serve-remote.mjs"
echo "web-server built into $out_dir ($(du -sh "$out_dir" | cut -f1), production dependencies only)"
