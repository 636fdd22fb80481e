#!/usr/bin/env bash
# npm test: lint, type check, build, unit + API tests (PGlite, and PostgreSQL when
# TEST_DATABASE_URL is set), then the browser journeys in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh

echo "== lint"
npm run -s lint
echo "== type check"
npm run -s typecheck
echo "== build"
npm run -s build
echo "== unit and API tests"
npx vitest run
echo "== browser journeys"
(cd e2e && npx playwright test)
