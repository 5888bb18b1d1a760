#!/usr/bin/env bash
# Checks docker-compose.yml without running it: `docker-compose config -q` validates the file,
# its anchors and its variables. Installs Debian's docker-compose when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v docker-compose >/dev/null 2>&1; then
  echo "docker-compose is missing: installing Debian's package"
  if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq docker-compose >/dev/null
fi

docker-compose -f docker-compose.yml config -q
echo "docker-compose.yml: valid"
