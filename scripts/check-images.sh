#!/usr/bin/env bash
# The images' build steps without a container engine, after `pnpm build`. It builds the API and
# the web server as deploy/Dockerfile does (deploy/build-api.sh, deploy/build-web-server.sh:
# compiled or copied, pruned to production dependencies), then runs them from the pruned folders
# with plain `node`, as the images' commands do: the API's database preparation (compose's
# api-setup) and server, the shell's server in front of it and one remote's; and asks each what
# its HEALTHCHECK asks. A broken image recipe fails here.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"

api_port="${IMAGE_CHECK_PORT:-4390}"
shell_port=$((api_port + 1))
remote_port=$((api_port + 2))
remote=mf-sov
for dist in shell/dist "$remote/dist"; do
  [ -d "$dist" ] || { echo "$dist is missing: run pnpm build first" >&2; exit 1; }
done

work="$(mktemp -d)"
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT

bash deploy/build-api.sh "$work/api"
bash deploy/build-web-server.sh "$work/web-server"
for dev_only in tsx typescript tsup jest; do
  if [ -e "$work/api/node_modules/$dev_only" ] || [ -e "$work/web-server/node_modules/$dev_only" ]; then
    echo "A pruned folder holds the development dependency $dev_only" >&2
    exit 1
  fi
done

# Run from the work folder, so nothing resolves through the workspace's node_modules. A small
# market keeps the preparation short.
api_env=(NODE_ENV=production JWT_SECRET=image-check-secret-0123456789abcdef DATA_DIR="$work/pglite"
  MARKET_SPOTS=2000 REPORT_SCHEDULER=off LOG_LEVEL=warn)
(cd "$work" && env "${api_env[@]}" node api/dist/prepare.js)

start() { # name, then the command; its output goes to $work/<name>.log
  local name="$1"
  shift
  (cd "$work" && exec "$@" >"$work/$name.log" 2>&1) &
  pids+=("$!")
}
start api env "${api_env[@]}" PORT="$api_port" HOST=127.0.0.1 node api/dist/server.js
start shell env NODE_ENV=production PORT="$shell_port" HOST=127.0.0.1 SUITE_ENV=local \
  SHELL_DIST="$root/shell/dist" ENVIRONMENTS_DIR="$root/environments" API_URL="http://127.0.0.1:$api_port" \
  node web-server/src/serve-shell.mjs
start remote env NODE_ENV=production \
  node web-server/src/serve-remote.mjs --dir "$root/$remote/dist" --port "$remote_port" --host 127.0.0.1

# Waits until the URL answers 200 (the HEALTHCHECKs' fetch), at most 120 s.
answers() {
  local name="$1" url="$2"
  for _ in $(seq 1 120); do
    if node -e "fetch('$url').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"; then
      echo "$name: $url answered 200"
      return 0
    fi
    sleep 1
  done
  echo "$name: $url did not answer 200. Logs:" >&2
  tail -n 30 "$work"/*.log >&2
  return 1
}
version="$(node -p "require('./environments/local.json').remotes['$remote'].version")"
answers "API (compiled, pruned)" "http://127.0.0.1:$api_port/api/health"
answers "shell server (pruned)" "http://127.0.0.1:$shell_port/env.json"
answers "shell server's /api proxy" "http://127.0.0.1:$shell_port/api/health"
answers "$remote server (pruned)" "http://127.0.0.1:$remote_port/$version/mf-manifest.json"
