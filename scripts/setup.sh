#!/usr/bin/env bash
# Sets up a fresh checkout: pnpm, the workspace dependencies, (with --browser) Debian's Chromium
# for the browser tests and (with --postgres) Debian's PostgreSQL for the server tests. Safe to run
# again: each step is skipped when already done.
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=12.21.0
want_browser=0
want_postgres=0
for arg in "$@"; do
  case "$arg" in
    --browser) want_browser=1 ;;
    --postgres) want_postgres=1 ;;
  esac
done

if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "setup: installing pnpm $PNPM_VERSION"
  npm install -g "pnpm@$PNPM_VERSION" >/dev/null
fi

# better-sqlite3 (apps/server) builds from source: node-gyp finds Node's headers in Debian's
# /usr/include/node instead of downloading them (only the npm registry is reachable).
if [ -z "${npm_config_nodedir:-}" ] && [ -d /usr/include/node ]; then
  export npm_config_nodedir=/usr
fi

if [ "${CI:-}" = "true" ]; then
  pnpm install --frozen-lockfile
else
  pnpm install
fi

# Installs a Debian package when this machine can (root and apt-get), or says what is missing.
# $1: package, $2: what needs it, $3: what happens without it.
apt_install() {
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "setup: installing $1 from Debian for $2"
    apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$1" >/dev/null
  else
    echo "setup: $1 is missing and cannot be installed here (needs root and apt-get);"
    echo "       $3. Install Debian's '$1' package to run them."
  fi
}

if [ "$want_browser" = 1 ] && [ ! -x /usr/bin/chromium ]; then
  apt_install chromium "the browser tests" "browser tests will be skipped locally"
fi

if [ "$want_postgres" = 1 ] && ! command -v pg_config >/dev/null 2>&1; then
  apt_install postgresql "the server tests" "the server's PostgreSQL tests will fail"
fi

if [ "$want_postgres" = 1 ] && ! command -v pg_config >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "setup: installing PostgreSQL from Debian for the server tests"
    apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  else
    echo "setup: pg_config is missing and PostgreSQL cannot be installed here (needs root and apt-get);"
    echo "       the server's PostgreSQL tests will fail. Install Debian's 'postgresql' package to run them."
  fi
fi
