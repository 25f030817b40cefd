#!/usr/bin/env bash
# `npm test`: the whole suite: format, lint and types first. Unit and integration tests run on PGlite, and on PostgreSQL too
# when TEST_DATABASE_URL is set; the security tests attack the built app; then it is tested end
# to end in Chromium, with and without JavaScript.
#
# The checks and the build side by side (each is one busy process; docs/decisions/suite-speed.md,
# fourth pass). Each step's output is shown whole, in the order below; any failure fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
started=()

# Starts `name`'s command in the background, its output kept for `shown`.
beside() {
  local name=$1
  shift
  "$@" >"$logs/$name.log" 2>&1 &
  started+=("$!:$name")
}

# Waits for every step `beside` started, shows each one's output in order; fails if any failed.
shown() {
  local failed=0 entry
  for entry in "${started[@]}"; do
    if wait "${entry%%:*}"; then echo "== ${entry#*:}"; else echo "== ${entry#*:}: FAILED" && failed=1; fi
    cat "$logs/${entry#*:}.log"
  done
  started=()
  return "$failed"
}

beside "format (prettier)" npx prettier --check --log-level warn .
beside "lint (eslint)" npm run -s lint
beside "typecheck" npm run -s typecheck
# The security tests (tests/security) attack the built app as a real process.
beside "build" npm run -s build
shown

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
