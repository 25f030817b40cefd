#!/usr/bin/env bash
# compose.yaml started as an operator starts it: PostgreSQL 15, two app replicas, nginx. Checks
# the proxy answers, a sign-up goes through it, both replicas serve, a WebSocket upgrade passes,
# and a backup is written; then removes everything. Run by `npm test` when a Docker engine with
# the compose plugin answers; where the postgres and nginx images cannot be pulled (no registry),
# it says so and stops.
set -euo pipefail
cd "$(dirname "$0")/.."
project=cleverplay-compose-smoke-$$
port=${PROXY_PORT:-18080}
backups=$(mktemp -d)
export BACKUP_HOST_DIR=$backups POSTGRES_PASSWORD=smoke-password SESSION_SECRET=smoke-secret-0123456789abcdef0123456789 PROXY_PORT=$port APP_URL=http://127.0.0.1:$port
if [ -z "${NODE_IMAGE:-}" ]; then
  NODE_IMAGE=node:$(node -p 'process.versions.node.split(".")[0]')-bookworm-slim-local
  docker image inspect "$NODE_IMAGE" >/dev/null 2>&1 || sh scripts/docker-local-base.sh "$NODE_IMAGE" >/dev/null
fi
export NODE_IMAGE
compose() { docker compose -p "$project" "$@"; }
trap 'rm -rf "$backups"' EXIT
if ! compose pull -q db proxy >/dev/null 2>&1; then
  echo "compose smoke test skipped: the postgres:15 and nginx images cannot be pulled here"
  exit 0
fi
cleanup() { compose down -v --remove-orphans >/dev/null 2>&1 || true; rm -rf "$backups"; }
trap cleanup EXIT
DOCKER_BUILDKIT=0 compose build -q app
compose up -d --wait db app proxy backup >/dev/null
for _ in $(seq 1 60); do curl -fs "http://127.0.0.1:$port/healthz" >/dev/null && break; sleep 1; done
[ "$(compose ps -q app | wc -l)" = 2 ] || { echo "two app replicas expected"; compose ps; exit 1; }
status=$(curl -s -o /dev/null -w '%{http_code}' -X POST "http://127.0.0.1:$port/register" \
  -d 'email=compose@example.com&username=compose_smoke&password=long+enough+pass&confirmPassword=long+enough+pass&birthMonth=3&birthYear=1990')
[ "$status" = 200 ] || { echo "sign-up through the proxy answered $status"; compose logs app; exit 1; }
# The WebSocket upgrade passes the proxy (the app then refuses a socket without a session: 4xx close, not a 502).
upgrade=$(curl -s -o /dev/null -w '%{http_code}' --max-time 5 -H 'Connection: Upgrade' -H 'Upgrade: websocket' \
  -H 'Sec-WebSocket-Version: 13' -H 'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==' "http://127.0.0.1:$port/ws?session=x" || true)
[ "$upgrade" != 502 ] && [ "$upgrade" != 000 ] || { echo "the WebSocket upgrade did not pass the proxy ($upgrade)"; exit 1; }
for _ in $(seq 1 30); do ls "$backups"/cleverplay-*.sql >/dev/null 2>&1 && break; sleep 1; done
ls "$backups"/cleverplay-*.sql >/dev/null 2>&1 || { echo "no backup written"; compose logs backup; exit 1; }
echo "compose ok: two replicas behind nginx on PostgreSQL 15, sign-up through the proxy, WebSocket upgrade, a backup"
