#!/usr/bin/env bash
# The browser tests use Debian's Chromium (never a browser downloaded by a test tool).
set -euo pipefail
path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$path" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium not found at $path: installing Debian's chromium package"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [ -x "$path" ] && exit 0
fi
echo "Chromium is needed for the browser tests: run 'sudo apt-get install chromium' or set CHROMIUM_PATH." >&2
exit 1
