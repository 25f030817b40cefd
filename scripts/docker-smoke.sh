#!/usr/bin/env bash
# Builds the image and starts it once, as an operator would: read-only root filesystem, a /data
# volume, a sign-up (the native argon2 binding must load), the health check, then a stop.
# Where no image registry is reachable, NODE_IMAGE names a local base made by
# scripts/docker-local-base.sh. Run by `npm test` when a Docker engine answers.
set -euo pipefail
cd "$(dirname "$0")/.."
image=cleverplay:smoke
name=cleverplay-smoke-$$
base=${NODE_IMAGE:-}
if [ -z "$base" ]; then
  base=node:$(node -p 'process.versions.node.split(".")[0]')-bookworm-slim-local
  docker image inspect "$base" >/dev/null 2>&1 || sh scripts/docker-local-base.sh "$base" >/dev/null
fi
DOCKER_BUILDKIT=0 docker build -q --build-arg NODE_IMAGE="$base" -t "$image" . >/dev/null
cleanup() { docker rm -f "$name" >/dev/null 2>&1 || true; docker volume rm "$name" >/dev/null 2>&1 || true; }
trap cleanup EXIT
docker run -d --name "$name" --read-only -v "$name":/data -p 127.0.0.1::3000 "$image" >/dev/null
port=$(docker port "$name" 3000/tcp | head -1 | sed 's/.*://')
for _ in $(seq 1 60); do curl -fs "http://127.0.0.1:$port/healthz" >/dev/null && break; sleep 1; done
curl -fs "http://127.0.0.1:$port/games" >/dev/null
status=$(curl -s -o /dev/null -w '%{http_code}' -X POST "http://127.0.0.1:$port/register" \
  -d 'email=smoke@example.com&username=smoke_test&password=long+enough+pass&confirmPassword=long+enough+pass&birthMonth=3&birthYear=1990')
[ "$status" = 200 ] || { echo "sign-up in the container answered $status"; docker logs "$name"; exit 1; }
docker stop -t 10 "$name" >/dev/null
docker logs "$name" 2>&1 | grep -q "SIGTERM: finishing requests in flight" || { echo "the container did not stop cleanly"; docker logs "$name"; exit 1; }
echo "image ok: read-only start, sign-up, clean stop"
