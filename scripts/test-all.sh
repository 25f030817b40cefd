#!/usr/bin/env bash
# `npm test`: the whole suite. Unit and integration tests run on PGlite, and on PostgreSQL too
# when TEST_DATABASE_URL is set; then the built app is tested end to end in Chromium, with and
# without JavaScript.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== typecheck"
npm run -s typecheck
echo "== unit and integration tests${TEST_DATABASE_URL:+ (PGlite and PostgreSQL)}"
npx vitest run
echo "== build"
npm run -s build
echo "== end-to-end (Chromium, JavaScript on and off)"
npx playwright test
