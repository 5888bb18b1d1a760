#!/usr/bin/env bash
# Installs everything and runs every test: lint, unused code (knip), format, typecheck, unit and
# API tests (on the embedded database and on a real PostgreSQL server), the compose file check,
# the production build, then the browser tests against the suite started as the README starts it.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure-tools.sh
ensure_node
ensure_pnpm
ensure_chromium
ensure_postgresql
pnpm install --frozen-lockfile

step() { printf '\n=== %s ===\n' "$1"; }
step "lint";       pnpm lint
step "unused files, exports and dependencies (knip)"; pnpm knip
step "doc links (docs/product.md and every cited .md resolve)"; node tooling/doc-links/check-doc-links.mjs
step "remote registry (environments and remote packages agree with shared-contracts/remotes.json)"; node tooling/remote-registry/check-registry.mjs
step "format";     pnpm format:check
step "typecheck";  pnpm typecheck
step "OpenAPI contract (Redocly lint, generated client)"; bash scripts/check-openapi.sh
step "unit and API tests (embedded PGlite)"; pnpm test:unit
step "API tests on PostgreSQL"; bash api/scripts/with-test-postgres.sh pnpm --filter api test
step "docker-compose.yml"; bash scripts/check-compose.sh
step "build";      pnpm build
step "script budgets (e2e/budgets/budgets.json: /login, remote entries and the charts library, gzip)"; pnpm budgets:check
step "federation skew (singleton versions, contract majors of pinned builds)"; node tooling/federation-skew/check-skew.mjs
step "production images (their build steps, no container engine)"; bash scripts/check-images.sh
step "end-to-end"; pnpm test:e2e
