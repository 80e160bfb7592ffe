#!/usr/bin/env bash
# The one command that runs every test (README: `npm test`). Installs what it needs first.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
export CI=${CI:-true} FORCE_COLOR=0 NO_COLOR=1 VITE_CONFIG_NATIVE_IGNORE_WARNING=true

REPORTS="$ROOT/test-results/summary"
rm -rf "$REPORTS" && mkdir -p "$REPORTS"
failures=()
started=$SECONDS

# run NAME COMMAND...: runs one suite, keeps going on failure so every suite reports.
run() {
  local name=$1; shift
  local t0=$SECONDS
  echo "==> $name"
  if "$@"; then echo "--- $name ok ($((SECONDS - t0)) s)"; else echo "--- $name FAILED ($((SECONDS - t0)) s)"; failures+=("$name"); fi
}
vitest() { pnpm exec vitest run --reporter=default --reporter=json --outputFile.json="$REPORTS/$1.json" "${@:2}"; }

install_deps

run lint pnpm exec eslint --max-warnings=0 .
run format pnpm exec prettier --check . --log-level warn
run typecheck pnpm --filter @recur/api typecheck

run unit vitest unit --project api

echo "==> summary ($((SECONDS - started)) s)"
node scripts/summarise.mjs "$REPORTS" || failures+=("tests")
if [ ${#failures[@]} -gt 0 ]; then
  echo "FAILED: ${failures[*]}"
  exit 1
fi
