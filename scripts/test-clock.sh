#!/usr/bin/env bash
# `npm run test:clock`: the whole `npm test` again with the machine's clock moved, once a year
# ahead and once a year back (or by the offsets given: `npm run test:clock -- +3650d`), to prove
# the suite is a function of the commit and not of the day it runs. libfaketime moves the clock
# of every process the run starts: Node, Chromium and the throwaway PostgreSQL (a cluster of
# its own, started under the same clock and stopped afterwards).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
need_apt "/usr/bin/faketime:faketime"

offsets=("$@")
[ ${#offsets[@]} -gt 0 ] || offsets=(+365d -365d)
failed=()
for offset in "${offsets[@]}"; do
  dir="/tmp/recur-pgtest-clock${offset}"
  echo "==> npm test with the clock moved $offset ($(faketime -f "$offset" date -u +%F))"
  # The monotonic clock moves by the same offset (timers are unaffected: they count differences).
  # Leaving it real (FAKETIME_DONT_FAKE_MONOTONIC=1) makes Chromium hang at start.
  if PGTEST_DIR="$dir" faketime -f "$offset" bash scripts/test.sh; then
    echo "--- clock $offset ok"
  else
    echo "--- clock $offset FAILED"
    failed+=("$offset")
  fi
  [ -f "$dir/data/postmaster.pid" ] &&
    run_as_postgres "/usr/lib/postgresql/15/bin/pg_ctl -D $dir/data stop -m fast >/dev/null 2>&1" || true
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "FAILED with the clock moved: ${failed[*]}"
  exit 1
fi
