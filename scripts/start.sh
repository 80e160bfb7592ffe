#!/usr/bin/env bash
# The one command that starts Recur (README: `npm start`): installs, builds, serves on $PORT.
# `npm start -- --demo` first (re)creates the demo account (README "Demo account").
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
demo=false
for arg in "$@"; do
  case "$arg" in
    --demo) demo=true ;;
    *) echo "usage: npm start [-- --demo]" >&2; exit 2 ;;
  esac
done
install_deps
echo "==> building"
pnpm --filter @recur/app build >/dev/null
pnpm --filter @recur/server build >/dev/null
if $demo; then
  echo "==> seeding the demo account"
  node packages/server/dist/seedDemo.js
fi
exec node packages/server/dist/main.js
