#!/bin/sh
# `npm run dev`: a development build (Remix's Vite compiler, vite.config.mts) made again on every
# change of app/ (node --watch reruns `remix vite:build`), and the server run from its TypeScript
# by node --watch, which restarts it when the server's code or the rebuilt app changes. No Vite
# dev server: the page is the one production serves, with its nonce'd CSP. Ctrl-C stops both.
set -e
export NODE_ENV=development
# The development build replaces the production one: drop the built server too, so that a later
# `npm start` builds both again instead of serving this one.
rm -f build/server.js
remix="node_modules/@remix-run/dev/dist/cli.js"
node "$remix" vite:build --sourcemapClient >/dev/null
node --watch-path=app --watch-path=vite.config.mts --watch-preserve-output "$remix" vite:build --sourcemapClient >/dev/null &
watcher=$!
trap 'kill $watcher 2>/dev/null' EXIT INT TERM
node --watch --import tsx server/index.ts
