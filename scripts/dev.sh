#!/bin/sh
# `npm run dev`: node --watch runs scripts/dev-server.ts (a development build with Remix's Vite
# compiler, then the server from its TypeScript) and runs it again on every change of app/,
# server/ or vite.config.mts. No Vite dev server: the pages are the ones production serves, with
# their nonce'd CSP (docs/decisions/vite-compiler.md). Ctrl-C stops it.
set -e
export NODE_ENV=development VITE_CJS_IGNORE_WARNING=true
# The development build replaces the production one: drop the built server too, so that a later
# `npm start` builds both again instead of serving this one.
rm -f build/server.js
exec node --watch-path=app --watch-path=server --watch-path=vite.config.mts --watch-preserve-output --import tsx scripts/dev-server.ts
