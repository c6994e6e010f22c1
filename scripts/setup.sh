#!/usr/bin/env bash
# Sets up a fresh checkout: pnpm, the workspace dependencies and (with --browser) Debian's Chromium
# for the browser tests. Safe to run again: each step is skipped when already done.
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=12.21.0
want_browser=0
for arg in "$@"; do
  case "$arg" in
    --browser) want_browser=1 ;;
  esac
done

if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "setup: installing pnpm $PNPM_VERSION"
  npm install -g "pnpm@$PNPM_VERSION" >/dev/null
fi

if [ "${CI:-}" = "true" ]; then
  pnpm install --frozen-lockfile
else
  pnpm install
fi

if [ "$want_browser" = 1 ] && [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "setup: installing Chromium from Debian for the browser tests"
    apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "setup: /usr/bin/chromium is missing and cannot be installed here (needs root and apt-get);"
    echo "       browser tests will be skipped locally. Install Debian's 'chromium' package to run them."
  fi
fi
