#!/usr/bin/env bash
# The browser tests use Debian's Chromium (never a browser downloaded by a test tool): its
# headless shell, Chromium's own headless mode that Playwright runs by default, or the whole
# browser where the shell is missing (e2e/playwright.config.ts, docs/decisions/0025-test-loop.md).
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] && exit 0
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable browser." >&2
  exit 1
fi
if [ -x /usr/bin/chromium-headless-shell ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium's headless shell not found: installing Debian's chromium-headless-shell package"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null || true
  [ -x /usr/bin/chromium-headless-shell ] && exit 0
fi
if [ -x /usr/bin/chromium ]; then
  echo "Running the browser tests in /usr/bin/chromium (the headless shell is faster: apt-get install chromium-headless-shell)." >&2
  exit 0
fi
echo "Chromium is needed for the browser tests: run 'sudo apt-get install chromium-headless-shell' or set CHROMIUM_PATH." >&2
exit 1
