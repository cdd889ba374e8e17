#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster: Debian's server binaries, a fresh cluster in a
# temp dir, listening on loopback only, stopped and deleted on exit. The command sees DATABASE_URL.
#   scripts/with-postgres.sh npx vitest run --project unit tests/contract
set -euo pipefail

pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$pg_bin" ] || [ ! -x "$pg_bin/initdb" ]; then
  echo "with-postgres: Debian's postgresql is not installed (apt-get install -y postgresql)" >&2
  exit 1
fi

dir=$(mktemp -d /tmp/pg-throwaway.XXXXXX)
port=${PG_THROWAWAY_PORT:-$((20000 + RANDOM % 20000))}
as_owner() {
  # initdb refuses to run as root: run the server as Debian's postgres user then.
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
[ "$(id -u)" = 0 ] && chown postgres: "$dir"

stop() {
  as_owner "$pg_bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT

as_owner "$pg_bin/initdb" -D "$dir/data" -A trust -U postgres -E UTF8 --no-sync >/dev/null
as_owner "$pg_bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null

export DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "with-postgres: PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
"$@"
