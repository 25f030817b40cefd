#!/bin/sh
# `npm run dev`: a development build rebuilt on every change of app/ (remix watch), and the
# server run from its TypeScript by node --watch, which restarts it when the server's code or the
# rebuilt app changes. Ctrl-C stops both.
set -e
export NODE_ENV=development VITE_CJS_IGNORE_WARNING=true
# The development build replaces the production one: drop the built server too, so that a later
# `npm start` builds both again instead of serving this one.
rm -f build/server.js
npx remix build --sourcemap >/dev/null
npx remix watch &
watcher=$!
trap 'kill $watcher 2>/dev/null' EXIT INT TERM
node --watch --import tsx server/index.ts
