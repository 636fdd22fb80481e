#!/usr/bin/env bash
# npm run typecheck: each TypeScript project of the repository checked on its own (its own
# lib, DOM or Node), two at a time: tsc uses one core, the machines have two
# (docs/architecture.md "Tests"). Fails if any project fails; every project's errors are shown.
set -uo pipefail
cd "$(dirname "$0")/.."
printf '%s\n' apps/web apps/server packages/domain packages/db e2e test scripts |
  xargs -P 2 -I{} sh -c 'node_modules/.bin/tsc -p "$1" || { echo "type errors in $1" >&2; exit 1; }' _ {}
