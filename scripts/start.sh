#!/usr/bin/env bash
# The one command that starts Recur (README: `npm start`): installs, builds, serves on $PORT.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
install_deps
echo "==> building"
pnpm --filter @recur/app build >/dev/null
pnpm --filter @recur/server build >/dev/null
exec node packages/server/dist/main.js
