#!/usr/bin/env bash
# Installs everything, builds the shell and the six remotes, and starts the whole suite.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure-tools.sh
ensure_node
ensure_pnpm
pnpm install --frozen-lockfile
pnpm build
exec node scripts/start-suite.mjs
