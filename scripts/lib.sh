# Shared helpers for the start and test commands. Sourced, not run.
set -euo pipefail
PNPM_VERSION=10.34.9
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"

# pnpm comes from the machine when it is the pinned major, else from the npm registry.
pnpm() {
  if command -v pnpm >/dev/null 2>&1 && [[ "$(command pnpm --version 2>/dev/null)" == 10.* ]]; then
    command pnpm "$@"
  else
    npx --yes "pnpm@$PNPM_VERSION" "$@"
  fi
}

install_deps() {
  echo "==> installing dependencies"
  pnpm install --frozen-lockfile --reporter=append-only 2>&1 | grep -v 'Unknown user config' | tail -n 5
}

# Installs Debian packages as root, or stops naming what to install.
need_apt() {
  local missing=()
  for spec in "$@"; do
    local bin=${spec%%:*} pkg=${spec##*:}
    [ -e "$bin" ] || command -v "$bin" >/dev/null 2>&1 || missing+=("$pkg")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "==> installing ${missing[*]} with apt-get"
    apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "Missing: ${missing[*]}. Install them with: sudo apt-get install ${missing[*]}" >&2
    exit 1
  fi
}

# PostgreSQL's tools refuse to run as root: as root they run as the postgres user.
run_as_postgres() {
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}
