# CleverPlay: one container, one Node process (site, assets and /ws on $PORT).
# The base image is a build argument so the image can be built where no registry is reachable
# (see docs/operations.md, "One Docker container"): docker build --build-arg NODE_IMAGE=<local node 22 image> .
ARG NODE_IMAGE=node:22-bookworm-slim

# ---- Stage 1: install every dependency, build, then drop the dev dependencies ----
FROM ${NODE_IMAGE} AS build
WORKDIR /app

COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

COPY . .
# typescript stays after the prune as an (optional) peer of Remix's packages; nothing runs it.
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund \
 && rm -rf node_modules/typescript

# ---- Stage 2: slim runtime ----
FROM ${NODE_IMAGE} AS runtime

ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data

# A non-root user that owns /data. useradd where the base has it (node:*-slim does),
# plain /etc/passwd lines otherwise (minimal bases).
RUN if command -v useradd >/dev/null 2>&1; then \
      groupadd --gid 10001 app \
      && useradd --uid 10001 --gid 10001 --home-dir /home/app --shell /usr/sbin/nologin app; \
    else \
      echo 'app:x:10001:10001::/home/app:/usr/sbin/nologin' >> /etc/passwd \
      && echo 'app:x:10001:' >> /etc/group; \
    fi \
 && mkdir -p /data /home/app \
 && chown 10001:10001 /data /home/app

WORKDIR /app
# Only what the server needs at run time: production node_modules, the built server and Remix
# build (plain JavaScript: no compiler runs in the container, so it works with --read-only and a
# /data volume), static files and the migrations applied at start.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
COPY --from=build /app/drizzle/migrations ./drizzle/migrations

# Declared after /data is created and chowned, so a new volume starts owned by the app user.
VOLUME /data
USER 10001:10001
EXPOSE 3000

HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"]

# Exec form: node is PID 1 and receives SIGTERM itself (server/index.ts drains requests, closes
# sockets and the database). Migrations and the catalogue without starting: node build/migrate.js,
# node build/seed.js; backups: node build/backup.js, build/restore.js, build/move-to-postgres.js
# (bundled by scripts/build-server.ts: tsx, a dev dependency, is not in the image).
CMD ["node", "build/server.js"]
