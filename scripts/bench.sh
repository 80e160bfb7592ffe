#!/usr/bin/env bash
# Every performance figure of docs/performance.md in one run (`pnpm bench`). Prints numbers and
# asserts nothing. Installs what it needs first (dependencies, Debian's Chromium and PostgreSQL:
# a throwaway cluster on 127.0.0.1:54329), builds the app, the server and storybook-static/, then
# runs Lighthouse, the API throughput on PGlite and on PostgreSQL, whether a busy database
# stalls /healthz and static files, and the render times.
#
#   bash scripts/bench.sh
#
# BENCH_SKIP_BUILD=1 reuses the builds already there. BASELINE_STATIC_DIR=<dir> has Lighthouse also
# measure another build of the app (e.g. main's), taking turns with this one. BENCH_DURATION, BENCH_CONNECTIONS,
# BENCH_WARMUP (throughput, seconds), BENCH_ROWS and RENDER_RUNS change the sizes.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
export FORCE_COLOR=0 NO_COLOR=1 VITE_CONFIG_NATIVE_IGNORE_WARNING=true

failures=()
started=$SECONDS
loadavg() { cut -d' ' -f1-3 /proc/loadavg; }

# run NAME COMMAND...: runs one step and keeps going on failure, so every step reports.
run() {
  local name=$1; shift
  local t0=$SECONDS
  echo
  echo "==> $name (load average $(loadavg))"
  if "$@"; then
    echo "--- $name done in $((SECONDS - t0)) s (load average $(loadavg))"
  else
    echo "--- $name FAILED after $((SECONDS - t0)) s"
    failures+=("$name")
  fi
}

echo "==> machine: $(nproc) CPUs, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), Node $(node --version), load average $(loadavg)"
need_apt "/usr/bin/chromium:chromium" "/usr/lib/postgresql/15/bin/postgres:postgresql"
install_deps
BENCH_POSTGRES_URL=$(bash scripts/postgres.sh)
export BENCH_POSTGRES_URL

if [ "${BENCH_SKIP_BUILD:-}" != 1 ]; then
  build_app() { pnpm --filter @recur/app build >/dev/null && pnpm --filter @recur/server build >/dev/null; }
  run "build: app and server" build_app
  # Vite's bundle warnings run to hundreds of lines: shown only when the build fails.
  build_storybook() {
    local log
    log=$(mktemp)
    pnpm exec storybook build --quiet -o storybook-static >"$log" 2>&1 || { tail -n 60 "$log"; rm -f "$log"; return 1; }
    rm -f "$log"
  }
  run "build: storybook-static" build_storybook
fi

# Issue 13's size figures: each route's gzip JavaScript beside its CI budget and its goal, and
# where the two pages Lighthouse measures get theirs from (through the source maps).
run "JavaScript per route (gzip; budget enforced in CI, goal of issue 13)" \
  node scripts/bundle-budget.mjs
run "where /login's and /dashboard's JavaScript comes from" \
  node scripts/bundle-attribution.mjs --routes /login,/dashboard --top 15

lighthouse() {
  if [ -f tests/bench/lighthouse.ts ]; then
    pnpm exec tsx tests/bench/lighthouse.ts
  else
    echo "tests/bench/lighthouse.ts does not exist (yet): no Lighthouse figures in this run."
  fi
}
run lighthouse lighthouse
run "throughput (PGlite and PostgreSQL)" \
  pnpm exec tsx packages/server/bench/throughput.ts both --markdown
run "CPU per request (the server and a bare Fastify, each in its own process)" \
  pnpm exec tsx packages/server/bench/cpu.ts
run "stall (a busy database and the rest of the server)" \
  pnpm exec tsx packages/server/bench/stall.ts both
run render pnpm exec tsx tests/bench/render.ts "${RENDER_RUNS:-15}"

echo
echo "==> bench took $((SECONDS - started)) s (load average $(loadavg))"
if [ ${#failures[@]} -gt 0 ]; then
  echo "FAILED: ${failures[*]}"
  exit 1
fi
