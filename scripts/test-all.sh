#!/usr/bin/env bash
# `npm test`: the whole suite: format, lint and types first. Unit and integration tests run on PGlite, and on PostgreSQL too
# when TEST_DATABASE_URL is set; the security tests attack the built app; then it is tested end
# to end in Chromium, with and without JavaScript.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== format (prettier)"
npx prettier --check --log-level warn .
echo "== lint (eslint)"
npm run -s lint
echo "== typecheck"
npm run -s typecheck
echo "== build"
npm run -s build
# The security tests (tests/security) attack the built app as a real process.
echo "== unit, integration and security tests${TEST_DATABASE_URL:+ (PGlite and PostgreSQL)}"
npx vitest run
echo "== end-to-end (Chromium, JavaScript on and off)"
npx playwright test
# The image, once, where a Docker engine runs (CI machines have none: skipped there).
if command -v docker >/dev/null 2>&1 && docker info >/dev/null 2>&1; then
  echo "== docker image (read-only start, sign-up, stop)"
  bash scripts/docker-smoke.sh
  if docker compose version >/dev/null 2>&1; then
    echo "== compose (two replicas behind nginx on PostgreSQL 15)"
    bash scripts/compose-smoke.sh
  fi
fi
