#!/usr/bin/env bash
# Starts a local No Bid cluster: NODES server nodes (default 3) on the local Postgres and Redis,
# behind nginx on PORT (default 8080). Everything it starts is recorded under CLUSTER_DIR, and
# scripts/cluster/stop.sh stops it. Data stays in Postgres (schema DATABASE_SCHEMA).
#
#   scripts/cluster/start.sh                 # http://localhost:8080, nodes on 8081..8083
#   PORT=9000 NODES=4 scripts/cluster/start.sh
#   kill -9 "$(cat /tmp/nobid-cluster/node2.pid)"   # a node dies; its tables move on in seconds
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)

PORT=${PORT:-8080}
NODES=${NODES:-3}
FIRST_NODE_PORT=${FIRST_NODE_PORT:-$((PORT + 1))}
CLUSTER_DIR=${CLUSTER_DIR:-${TMPDIR:-/tmp}/nobid-cluster}
export DATABASE_URL=${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}
export DATABASE_SCHEMA=${DATABASE_SCHEMA:-nobid}
export REDIS_URL=${REDIS_URL:-redis://127.0.0.1:6379}
export REDIS_PREFIX=${REDIS_PREFIX:-nobid:}
export GRACE_SECONDS=${GRACE_SECONDS:-30}
export LOG_LEVEL=${LOG_LEVEL:-info}
NGINX=${NGINX:-$(command -v nginx || echo /usr/sbin/nginx)}

die() { echo "cluster: $*" >&2; exit 1; }
[ -x "$NGINX" ] || die "nginx not found (Debian: apt-get install nginx)"
if [ -f "$CLUSTER_DIR/nginx/nginx.pid" ] && kill -0 "$(cat "$CLUSTER_DIR/nginx/nginx.pid")" 2>/dev/null; then
  die "a cluster is already running from $CLUSTER_DIR (scripts/cluster/stop.sh stops it)"
fi
node -e "
  const pg = require('pg');
  const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
  c.connect().then(() => c.end(), (e) => { console.error('cluster: Postgres is not reachable at ' + process.env.DATABASE_URL + ': ' + e.message); process.exit(1); });
" || exit 1
node -e "
  const { Redis } = require('ioredis');
  const r = new Redis(process.env.REDIS_URL, { maxRetriesPerRequest: 1, retryStrategy: () => null, lazyConnect: true });
  r.connect().then(() => r.ping()).then(() => r.disconnect(), (e) => { console.error('cluster: Redis is not reachable at ' + process.env.REDIS_URL + ': ' + e.message); process.exit(1); });
" || exit 1

mkdir -p "$CLUSTER_DIR"
wait_for() { # url seconds
  for _ in $(seq 1 $(($2 * 10))); do
    curl -sf "$1/api/health" >/dev/null 2>&1 && return 0
    sleep 0.1
  done
  return 1
}

upstreams=""
for i in $(seq 1 "$NODES"); do
  port=$((FIRST_NODE_PORT + i - 1))
  # Behind nginx: TRUST_PROXY makes the nodes' per-client limits see the real clients.
  PORT=$port HOST=127.0.0.1 TRUST_PROXY=1 NODE_ID="node$i-$(hostname)" \
    nohup node "$root/packages/cli/bin/nobid.js" serve >"$CLUSTER_DIR/node$i.log" 2>&1 &
  echo $! >"$CLUSTER_DIR/node$i.pid"
  # The first node builds the web client (if needed) and migrates the schema; the rest wait for it.
  wait_for "http://127.0.0.1:$port" 300 || die "node $i did not come up; see $CLUSTER_DIR/node$i.log"
  echo "cluster: node$i on 127.0.0.1:$port (pid $(cat "$CLUSTER_DIR/node$i.pid"))"
  upstreams+="    server 127.0.0.1:$port max_fails=1 fail_timeout=3s;\n"
done

prefix="$CLUSTER_DIR/nginx"
mkdir -p "$prefix"/tmp/{body,proxy,fastcgi,uwsgi,scgi}
chmod -R a+rwx "$prefix/tmp"
sed -e "s|@PREFIX@|$prefix|g" -e "s|@LISTEN@|$PORT|g" -e "s|@UPSTREAMS@|$upstreams|" \
  "$root/deploy/nginx/nginx.conf.template" >"$prefix/nginx.conf"
"$NGINX" -p "$prefix" -c "$prefix/nginx.conf" || die "nginx did not start; see $prefix/error.log"
wait_for "http://127.0.0.1:$PORT" 10 || die "nginx does not answer on $PORT; see $prefix/error.log"
echo "cluster: up at http://localhost:$PORT ($NODES nodes; Postgres schema $DATABASE_SCHEMA, Redis prefix $REDIS_PREFIX)"
echo "cluster: logs and pids in $CLUSTER_DIR; stop with scripts/cluster/stop.sh"
