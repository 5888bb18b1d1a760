# Installs what the suite needs on a fresh machine: pnpm at the exact version package.json pins
# (corepack's signature check fails here), and Debian's Chromium for the browser tests.
PNPM_VERSION=10.34.9

ensure_pnpm() {
  if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version)" != "$PNPM_VERSION" ]; then
    echo "Installing pnpm $PNPM_VERSION"
    npm install -g "pnpm@$PNPM_VERSION" >/dev/null
  fi
}

apt_install() {
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  if [ -z "${APT_UPDATED:-}" ]; then
    $sudo apt-get update -qq >/dev/null
    APT_UPDATED=1
  fi
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
}

ensure_chromium() {
  if [ ! -x /usr/bin/chromium ]; then
    echo "Installing Debian's Chromium"
    apt_install chromium
  fi
}

ensure_postgresql() {
  if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
    echo "Installing Debian's PostgreSQL"
    apt_install postgresql
  fi
}
