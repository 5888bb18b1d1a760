#!/usr/bin/env bash
# Installs everything and runs every test: lint, unused code (knip), format, typecheck, unit
# tests, the API's tests (every file on a real PostgreSQL server, and the files of what the
# embedded PGlite does its own way on it), the compose file check,
# the production build, then the browser tests against the suite started as the README starts it.
# Each step prints its wall time as it ends; a table of every step and the total against the
# budget (scripts/test-budget.json) closes the run, a failed one too (docs/testing.md).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/timed-steps.sh
source scripts/lib/ensure-tools.sh

speed_check() { node tooling/bench/speed-check.mjs 2>/dev/null || echo "speed check: not measured"; }
on_exit() {
  local status=$?
  print_step_table "$status"
  echo "$(speed_check) at the end"
}
trap on_exit EXIT

step "install (Node, pnpm, Chromium, PostgreSQL, packages)"
ensure_node
ensure_pnpm
echo "$(speed_check) at the start"
ensure_chromium
ensure_postgresql
pnpm install --frozen-lockfile

step "lint";       pnpm lint
step "unused files, exports and dependencies (knip)"; pnpm knip
step "doc links (docs/product.md and every cited .md resolve)"; node tooling/doc-links/check-doc-links.mjs
step "remote registry (environments and remote packages agree with shared-contracts/remotes.json)"; node tooling/remote-registry/check-registry.mjs
step "format";     pnpm format:check
step "typecheck";  pnpm typecheck
step "OpenAPI contract (Redocly lint, generated client)"; bash scripts/check-openapi.sh
step "unit tests (every package but the API)"; pnpm -r --workspace-concurrency=1 --filter "!e2e" --filter "!api" run test
step "API tests on PostgreSQL (every file)"; bash api/scripts/with-test-postgres.sh pnpm --filter api test
step "API tests on the embedded PGlite (what it does its own way: api/jest.embedded.config.cjs)"; pnpm --filter api test:embedded
step "docker-compose.yml"; bash scripts/check-compose.sh
step "build";      pnpm build
step "script budgets (e2e/budgets/budgets.json: /login, remote entries and the charts library, gzip)"; pnpm budgets:check
step "federation skew (singleton versions, contract majors of pinned builds)"; node tooling/federation-skew/check-skew.mjs
step "production images (their build steps, no container engine)"; bash scripts/check-images.sh
step "end-to-end"; pnpm test:e2e
