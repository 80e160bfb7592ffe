#!/usr/bin/env bash
# The one command that runs every test (README: `npm test`). Installs what it needs first:
# dependencies, Debian's Chromium and PostgreSQL (a throwaway cluster on a free port of 127.0.0.1).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
export CI=${CI:-true} FORCE_COLOR=0 NO_COLOR=1 VITE_CONFIG_NATIVE_IGNORE_WARNING=true

REPORTS="$ROOT/test-results/summary"
rm -rf "$REPORTS" && mkdir -p "$REPORTS"
failures=()
started=$SECONDS

# run NAME COMMAND...: runs one suite and keeps going on failure, so every suite reports.
run() {
  local name=$1; shift
  local t0=$SECONDS
  echo "==> $name"
  if "$@"; then echo "--- $name ok ($((SECONDS - t0)) s)"; else echo "--- $name FAILED ($((SECONDS - t0)) s)"; failures+=("$name"); fi
}

# together NAME=COMMAND...: runs the suites at once (the machine has two cores and one suite
# seldom keeps both busy), each into a log of its own, then prints each log whole, in the order
# given, with how long that suite took and whether it passed.
together() {
  local logs="$ROOT/test-results/steps" pids=() names=() spec
  mkdir -p "$logs"
  for spec in "$@"; do
    local name=${spec%%=*}
    names+=("$name")
    (
      t0=$SECONDS
      if ${spec#*=}; then status=ok; else status=FAILED; fi
      echo "--- $name $status ($((SECONDS - t0)) s)"
      [ "$status" = ok ]
    ) >"$logs/$name.log" 2>&1 &
    pids+=($!)
  done
  local i
  for i in "${!pids[@]}"; do
    wait "${pids[$i]}" || failures+=("${names[$i]}")
    echo "==> ${names[$i]}"
    cat "$logs/${names[$i]}.log"
  done
}
vitest() { pnpm exec vitest run --reporter=default --reporter=json --outputFile.json="$REPORTS/$1.json" "${@:2}"; }

# The emoji font: the screenshots show '🎉' as people see it, not as a missing-glyph box.
need_apt "/usr/bin/chromium:chromium" "/usr/lib/postgresql/15/bin/postgres:postgresql" \
  "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf:fonts-noto-color-emoji"
install_deps
TEST_POSTGRES_URL=$(bash scripts/postgres.sh)
export TEST_POSTGRES_URL

lint() { pnpm exec eslint --max-warnings=0 .; }
format() { pnpm exec prettier --check . --log-level warn; }
typecheck() { pnpm -r --no-bail typecheck && pnpm exec tsc --noEmit -p .; }
unit() { vitest unit --project api --project ui --project app; }
together lint=lint format=format typecheck=typecheck unit=unit

server() { vitest "server-$1" --config packages/server/vitest.config.ts --project "server-$1"; }
together server-pglite="server pglite" server-postgres="server postgres"
run stories vitest stories --project storybook
# Every story that passed had its screenshots compared (the visual hook saw it).
pictured() { node tests/visual/baselines.mjs "$REPORTS/stories.json" >/dev/null; }
run stories-pictured pictured
build() { pnpm --filter @recur/app build >/dev/null && pnpm --filter @recur/server build >/dev/null; }
run build build
run bundle-budget node scripts/bundle-budget.mjs packages/app/dist
e2e() { E2E_JSON="$REPORTS/e2e.json" pnpm exec playwright test; }
run e2e e2e
# A failed build leaves nothing behind for the next step to check.
storybook_build() { rm -rf storybook-static && pnpm exec storybook build --quiet -o storybook-static; }
run storybook-build storybook_build
# The static Storybook in Chromium: every story's play function, and no asset missing.
run storybook-static pnpm exec tsx tests/storybook/check.ts storybook-static

echo "==> summary ($((SECONDS - started)) s)"
node scripts/summarise.mjs "$REPORTS" unit server-pglite server-postgres stories e2e || failures+=("tests")
if [ ${#failures[@]} -gt 0 ]; then
  echo "FAILED: ${failures[*]}"
  exit 1
fi
