#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster:
#   bash api/scripts/with-test-postgres.sh pnpm --filter api test
# initialises a cluster in a temporary folder, starts it on 127.0.0.1 at a free port (trust
# auth, no fsync: the data is thrown away), runs the command with
# TEST_DATABASE_URL=postgres://postgres@127.0.0.1:<port>/postgres, then stops the server and
# removes the folder, whatever the command's outcome. Exits with the command's status.
# PG_BIN picks the server's bin folder; by default the newest /usr/lib/postgresql/*/bin, else PATH.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 command [args...]" >&2
  exit 2
fi

pg_bin="${PG_BIN:-}"
if [ -z "$pg_bin" ]; then
  pg_bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
fi
if [ -z "$pg_bin" ]; then
  pg_bin="$(dirname "$(command -v initdb || echo /nonexistent/initdb)")"
fi
if [ ! -x "$pg_bin/initdb" ] || [ ! -x "$pg_bin/pg_ctl" ]; then
  echo "PostgreSQL server binaries not found (set PG_BIN, or install postgresql)" >&2
  exit 1
fi

# initdb and the server refuse to run as root: as root, they run as the postgres user.
as_owner=()
if [ "$(id -u)" -eq 0 ]; then
  owner="${PG_OWNER:-postgres}"
  as_owner=(runuser -u "$owner" --)
fi

cluster="$(mktemp -d "${TMPDIR:-/tmp}/api-test-pg.XXXXXX")"
chmod 755 "$cluster"
if [ "${#as_owner[@]}" -gt 0 ]; then chown "$owner" "$cluster"; fi

# A port nobody listens on now: the kernel picks one, the server takes it a moment later.
port="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close();})")"

stop_cluster() {
  "${as_owner[@]}" "$pg_bin/pg_ctl" -D "$cluster/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$cluster"
}
trap stop_cluster EXIT

"${as_owner[@]}" "$pg_bin/initdb" -D "$cluster/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 \
  >"$cluster/initdb.log" 2>&1 || { cat "$cluster/initdb.log" >&2; exit 1; }

# Durability is pointless for a throwaway cluster; turning it off makes CREATE DATABASE and
# every commit much faster. UTC so that dates read the same as under PGlite.
server_options="-p $port -k $cluster -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off"
server_options="$server_options -c full_page_writes=off -c timezone=UTC -c max_connections=200"
"${as_owner[@]}" "$pg_bin/pg_ctl" -D "$cluster/data" -o "$server_options" -l "$cluster/server.log" -w -t 60 start \
  >/dev/null || { cat "$cluster/server.log" >&2; exit 1; }

echo "Test PostgreSQL on 127.0.0.1:$port ($("$pg_bin/postgres" --version))" >&2
status=0
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" "$@" || status=$?
exit "$status"
