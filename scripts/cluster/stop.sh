#!/usr/bin/env bash
# Stops the cluster that scripts/cluster/start.sh started (nginx and every node it recorded).
# The data stays in Postgres; a later start.sh picks every table in play up again.
set -uo pipefail
CLUSTER_DIR=${CLUSTER_DIR:-${TMPDIR:-/tmp}/nobid-cluster}
[ -d "$CLUSTER_DIR" ] || { echo "cluster: nothing recorded in $CLUSTER_DIR"; exit 0; }

stop_pid() { # file
  [ -f "$1" ] || return 0
  local pid
  pid=$(cat "$1")
  if kill -0 "$pid" 2>/dev/null; then
    kill -TERM "$pid" 2>/dev/null
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -0 "$pid" 2>/dev/null && kill -KILL "$pid" 2>/dev/null
  fi
  rm -f "$1"
}

stop_pid "$CLUSTER_DIR/nginx/nginx.pid"
for f in "$CLUSTER_DIR"/node*.pid; do
  [ -e "$f" ] || continue
  echo "cluster: stopping $(basename "$f" .pid)"
  stop_pid "$f"
done
echo "cluster: stopped"
