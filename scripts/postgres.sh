#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 cluster for the test suites and prints its URL.
# Its port is PGTEST_PORT when set (a server already answering there is used as it is), else a
# free one, so a PostgreSQL or anything else on a well-known port never stands in the way.
# Idempotent: this script's own cluster (in PGTEST_DIR), still running, is reused on its port.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
PGTEST_DIR=${PGTEST_DIR:-/tmp/recur-pgtest}

need_apt "/usr/lib/postgresql/15/bin/postgres:postgresql"
BIN=/usr/lib/postgresql/15/bin
url() { echo "postgres://postgres@127.0.0.1:$1/postgres"; }

if [ -n "${PGTEST_PORT:-}" ] && "$BIN/pg_isready" -q -h 127.0.0.1 -p "$PGTEST_PORT"; then
  url "$PGTEST_PORT"
  exit 0
fi
# postmaster.pid's fourth line is the port of the cluster that wrote it.
if [ -z "${PGTEST_PORT:-}" ] && [ -f "$PGTEST_DIR/data/postmaster.pid" ]; then
  running=$(sed -n 4p "$PGTEST_DIR/data/postmaster.pid")
  if "$BIN/pg_isready" -q -h 127.0.0.1 -p "$running"; then
    url "$running"
    exit 0
  fi
fi
PGTEST_PORT=${PGTEST_PORT:-$(node scripts/free-port.mjs)}

# A cluster of ours that no longer answers (a stale pid file, a half-started server) goes first.
[ -f "$PGTEST_DIR/data/postmaster.pid" ] &&
  run_as_postgres "$BIN/pg_ctl -D $PGTEST_DIR/data stop -m immediate >/dev/null 2>&1" || true
rm -rf "$PGTEST_DIR"
install -d "$PGTEST_DIR"
[ "$(id -u)" = 0 ] && chown postgres "$PGTEST_DIR"
run_as_postgres "$BIN/initdb -D $PGTEST_DIR/data -U postgres --auth=trust >/dev/null"
run_as_postgres "$BIN/pg_ctl -D $PGTEST_DIR/data -l $PGTEST_DIR/log -w start \
  -o '-p $PGTEST_PORT -k $PGTEST_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200' >/dev/null"
url "$PGTEST_PORT"
