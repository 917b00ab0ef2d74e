#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the server tests on PostgreSQL.
#   eval "$(scripts/test-postgres.sh start)"   starts one and prints the exports TEST_DATABASE_URL and TEST_PG_DIR
#   scripts/test-postgres.sh stop "$TEST_PG_DIR" stops it and removes its folder
# Installs Debian's `postgresql` first when it is missing. As root, the cluster runs as the `postgres` user
# (PostgreSQL refuses to run as root). It listens on 127.0.0.1 only, on a free port, with trust authentication.
set -euo pipefail

pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
as_owner() { if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

case "${1:-}" in
  start)
    PG_BIN="$(pg_bin || true)"
    if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
      echo "== Installing Debian's postgresql for the server tests on PostgreSQL" >&2
      SUDO=""
      if [ "$(id -u)" != "0" ] && command -v sudo >/dev/null 2>&1; then SUDO="sudo -n"; fi
      export DEBIAN_FRONTEND=noninteractive
      $SUDO apt-get update -qq >&2
      $SUDO apt-get install -y -qq postgresql >/dev/null
      PG_BIN="$(pg_bin)"
    fi
    DIR="$(mktemp -d /tmp/courier-test-pg.XXXXXX)"
    PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
    if [ "$(id -u)" = "0" ]; then chown postgres "$DIR"; fi
    as_owner "$PG_BIN/initdb" -D "$DIR/data" -A trust -U postgres >/dev/null
    as_owner "$PG_BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w \
      -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
    echo "== PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') for the server tests on 127.0.0.1:$PORT" >&2
    echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/postgres"
    echo "export TEST_PG_DIR=$DIR"
    ;;
  stop)
    DIR="${2:?the cluster folder}"
    PG_BIN="$(pg_bin)"
    as_owner "$PG_BIN/pg_ctl" -D "$DIR/data" -m fast stop >/dev/null 2>&1 || true
    rm -rf "$DIR"
    ;;
  *)
    echo "usage: $0 start | stop DIR" >&2
    exit 2
    ;;
esac
