#!/usr/bin/env bash
# The API contract as clients see it: writes the OpenAPI document the API serves, lints it with
# Redocly's recommended rules (api/openapi/redocly.yaml; no error, no warning), generates a
# client with openapi-typescript and compiles the views' calls against it
# (api/openapi/views-calls.ts). Any drift between the document and the views fails here.
set -euo pipefail
cd "$(dirname "$0")/../api"

out=dist/openapi
pnpm exec tsx openapi/write-openapi.ts "$out/openapi.json"
# Redocly fails on errors only; its summary names the warnings, which are refused as well.
pnpm exec redocly lint "$out/openapi.json" --config openapi/redocly.yaml 2>&1 | tee "$out/lint.txt"
if grep -Eq 'You have [0-9]+ warnings?' "$out/lint.txt"; then
  echo "OpenAPI lint: warnings are refused too" >&2
  exit 1
fi
pnpm exec openapi-typescript "$out/openapi.json" --output "$out/schema.d.ts"
pnpm exec tsc -p openapi/tsconfig.json
echo "OpenAPI: lint clean, generated client compiles against the views' calls"
