#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL: finds Debian's binaries, initdb's a temporary
# cluster (as the `postgres` user when run as root: initdb refuses root), starts it on 127.0.0.1
# on a free port, creates a database, exports DATABASE_URL, runs the command, then stops the
# server and removes the cluster. Exits with the command's exit code.
#
#   bash packages/server/scripts/with-postgres.sh npx vitest run
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "uso: with-postgres.sh <comando> [argumentos…]" >&2
  exit 2
fi

bindir="${PG_BINDIR:-}"
if [ -z "$bindir" ]; then
  bindir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
fi
if [ -z "$bindir" ] || [ ! -x "$bindir/initdb" ]; then
  echo "PostgreSQL não encontrado em /usr/lib/postgresql/*/bin (instale o pacote postgresql ou defina PG_BINDIR)." >&2
  exit 127
fi

run_as=()
if [ "$(id -u)" -eq 0 ]; then
  if ! id postgres >/dev/null 2>&1; then
    echo "Rodando como root, mas o usuário 'postgres' não existe (o pacote postgresql o cria)." >&2
    exit 1
  fi
  if command -v runuser >/dev/null 2>&1; then run_as=(runuser -u postgres --); else run_as=(su postgres -s /bin/sh -c); fi
fi

as_pg() {
  if [ "${#run_as[@]}" -eq 0 ]; then
    "$@"
  elif [ "${run_as[0]}" = "runuser" ]; then
    "${run_as[@]}" "$@"
  else
    "${run_as[@]}" "$(printf '%q ' "$@")"
  fi
}

tmp="$(mktemp -d /tmp/lousa-pg.XXXXXX)"
chmod 755 "$tmp"
if [ "${#run_as[@]}" -gt 0 ]; then chown postgres "$tmp"; fi

port="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
data="$tmp/data"
log="$tmp/postgres.log"
started=0

cleanup() {
  local code=$?
  if [ "$started" -eq 1 ]; then
    as_pg "$bindir/pg_ctl" -D "$data" -m fast -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$tmp"
  exit "$code"
}
trap cleanup EXIT INT TERM

as_pg "$bindir/initdb" -D "$data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null 2>"$tmp/initdb.err" \
  || as_pg "$bindir/initdb" -D "$data" -U postgres --auth=trust -E UTF8 --no-locale >/dev/null \
  || { cat "$tmp/initdb.err" >&2; exit 1; }

if ! as_pg "$bindir/pg_ctl" -D "$data" -l "$log" -w -t 30 \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $tmp -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null; then
  echo "PostgreSQL não iniciou:" >&2
  cat "$log" >&2 || true
  exit 1
fi
started=1

as_pg "$bindir/createdb" -h 127.0.0.1 -p "$port" -U postgres lousa
export DATABASE_URL="postgres://postgres@127.0.0.1:$port/lousa"
echo "PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') em 127.0.0.1:$port (temporário)" >&2

set +e
"$@"
status=$?
set -e
exit "$status"
