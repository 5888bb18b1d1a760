#!/usr/bin/env bash
# Checks docker-compose.yml without running it: `docker-compose config -q` validates the file,
# its anchors and its variables, and the resolved file has a service for each registered remote.
# Installs Debian's docker-compose when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v docker-compose >/dev/null 2>&1; then
  echo "docker-compose is missing: installing Debian's package"
  if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq docker-compose >/dev/null
fi

docker-compose -f docker-compose.yml config -q
# Every long-running service says when it is healthy (only the one-shot set-up may not).
docker-compose -f docker-compose.yml config | python3 -c '
import sys, yaml
services = yaml.safe_load(sys.stdin)["services"]
missing = [name for name, service in services.items()
           if "healthcheck" not in service and service.get("restart") != "no"]
if missing:
    sys.exit("services without a healthcheck: " + ", ".join(missing))
print(f"{len(services)} services, every long-running one with a healthcheck")
'
# A service for each remote of the registry (shared-contracts/remotes.json), and no other remote.
docker-compose -f docker-compose.yml config \
  | python3 -c 'import sys, yaml, json; json.dump(yaml.safe_load(sys.stdin), sys.stdout)' \
  | node tooling/remote-registry/check-registry.mjs --compose
echo "docker-compose.yml: valid"
