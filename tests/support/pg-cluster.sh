#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for tests (see /work/shared/design/TOOLCHAIN.md, "A PostgreSQL server for tests").
#
#   pg-cluster.sh start DIR PORT   makes a cluster in DIR, listening on 127.0.0.1:PORT only, with its sockets in
#                                  DIR (not /var/run), creates the database `product` and prints, as its last line,
#                                  DATABASE_URL: postgres://postgres@127.0.0.1:PORT/product
#   pg-cluster.sh stop DIR         stops it (fast) and removes DIR
#
# The server refuses to run as root, so as root the cluster belongs to the postgres OS user (DIR is chowned to it);
# as any other user it belongs to that user. Authentication is `trust`: the cluster is for tests only, listens on
# loopback only, and durability is switched off for speed.
set -euo pipefail

die() { echo "pg-cluster: $*" >&2; exit 1; }
usage() { die "usage: pg-cluster.sh start DIR PORT | pg-cluster.sh stop DIR"; }

MARKER=.pg-cluster   # written by start; stop removes only a folder that carries it

pg_bin() {
  local bin
  # Newest major first by version, not by name (ls puts 15 before 9).
  bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
  if [ -z "$bin" ] || [ ! -x "$bin/postgres" ] || [ ! -x "$bin/initdb" ] || [ ! -x "$bin/pg_ctl" ]; then
    die "PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/postgres); install it with: apt-get install -y postgresql"
  fi
  echo "$bin"
}

# Runs a command as the cluster's owner: postgres when we are root, ourselves otherwise.
as_owner() {
  if [ "$(id -u)" != 0 ]; then
    "$@"
  elif command -v runuser >/dev/null 2>&1; then
    runuser -u postgres -- "$@"
  else
    su postgres -s /bin/sh -c "$(printf '%q ' "$@")"
  fi
}

# DIR must be a plain path: it goes into postgresql.conf and into a socket path of at most 107 bytes.
absolute_dir() {
  local dir=$1
  case $dir in /*) ;; *) dir="$PWD/$dir" ;; esac
  dir=${dir%/}
  [ -n "$dir" ] || die "refusing to use / as the cluster folder"
  [[ $dir =~ ^[A-Za-z0-9._/+-]+$ ]] || die "cluster folder must contain only letters, digits and ._/+- : $dir"
  [ ${#dir} -le 90 ] || die "cluster folder path is too long for a Unix socket (max 90 characters): $dir"
  echo "$dir"
}

start() {
  local dir port bin data
  [ $# -eq 2 ] || usage
  dir=$(absolute_dir "$1")
  port=$2
  [[ $port =~ ^[0-9]+$ ]] && [ "$port" -ge 1 ] && [ "$port" -le 65535 ] || die "PORT must be a number from 1 to 65535: $port"
  bin=$(pg_bin)
  data="$dir/data"

  if [ "$(id -u)" = 0 ]; then
    id postgres >/dev/null 2>&1 || die "there is no postgres OS user (is the postgresql package fully installed?)"
  fi
  mkdir -p "$dir"
  [ -z "$(ls -A "$dir")" ] || die "cluster folder is not empty: $dir"
  [ "$(id -u)" = 0 ] && chown postgres: "$dir"
  chmod 700 "$dir"
  touch "$dir/$MARKER"
  # The server must be able to reach DIR through its parents (a folder under /root would not do).
  as_owner test -w "$dir" || die "the postgres user cannot write to $dir (pick a folder under /tmp)"

  cd /   # the postgres user may not be allowed to read the caller's working directory
  if ! as_owner "$bin/initdb" -D "$data" -A trust -U postgres -E UTF8 --locale=C >"$dir/initdb.log" 2>&1; then
    cat "$dir/initdb.log" >&2
    die "initdb failed in $data"
  fi
  cat >>"$data/postgresql.conf" <<EOF

# pg-cluster.sh: a throwaway test cluster
listen_addresses = '127.0.0.1'
port = $port
unix_socket_directories = '$dir'
fsync = off
synchronous_commit = off
full_page_writes = off
EOF
  if ! as_owner "$bin/pg_ctl" -D "$data" -l "$dir/postgres.log" -w -t 60 start >/dev/null; then
    tail -n 20 "$dir/postgres.log" >&2 2>/dev/null || true
    die "the server did not start on 127.0.0.1:$port (log: $dir/postgres.log)"
  fi
  if ! as_owner "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres product; then
    die "could not create the database product on 127.0.0.1:$port"
  fi
  echo "postgres://postgres@127.0.0.1:$port/product"
}

stop() {
  local dir bin
  [ $# -eq 1 ] || usage
  dir=$(absolute_dir "$1")
  [ -e "$dir" ] || return 0
  [ -f "$dir/$MARKER" ] || die "refusing to remove $dir: it was not made by pg-cluster.sh start"
  if [ -f "$dir/data/postmaster.pid" ]; then
    bin=$(pg_bin)
    cd /
    as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w -t 60 stop >/dev/null || echo "pg-cluster: pg_ctl stop failed in $dir/data" >&2
  fi
  rm -rf -- "$dir"
}

case ${1:-} in
  start) shift; start "$@" ;;
  stop) shift; stop "$@" ;;
  *) usage ;;
esac
