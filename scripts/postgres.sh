#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 cluster on 127.0.0.1:${PGTEST_PORT:-54329} for the test suites
# and prints its URL. Idempotent: a cluster already answering on that port is reused.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
PGTEST_PORT=${PGTEST_PORT:-54329}
PGTEST_DIR=${PGTEST_DIR:-/tmp/recur-pgtest}

need_apt "/usr/lib/postgresql/15/bin/postgres:postgresql"
BIN=/usr/lib/postgresql/15/bin
URL="postgres://postgres@127.0.0.1:$PGTEST_PORT/postgres"

if "$BIN/pg_isready" -q -h 127.0.0.1 -p "$PGTEST_PORT"; then
  echo "$URL"
  exit 0
fi

run_as_postgres() {
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}

rm -rf "$PGTEST_DIR"
install -d "$PGTEST_DIR"
[ "$(id -u)" = 0 ] && chown postgres "$PGTEST_DIR"
run_as_postgres "$BIN/initdb -D $PGTEST_DIR/data -U postgres --auth=trust >/dev/null"
run_as_postgres "$BIN/pg_ctl -D $PGTEST_DIR/data -l $PGTEST_DIR/log -w start \
  -o '-p $PGTEST_PORT -k $PGTEST_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200' >/dev/null"
echo "$URL"
