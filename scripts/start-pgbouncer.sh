#!/usr/bin/env bash
# Starts Debian's PgBouncer in transaction mode in front of TEST_DATABASE_URL's server and
# prints the PGBOUNCER_URL the API test behind it reads (apps/server/test/pgbouncer.test.ts).
# Sourced by .ci/run; prints nothing (and the test skips) where it cannot run.
set -euo pipefail
[ -n "${TEST_DATABASE_URL:-}" ] || exit 0
if ! command -v pgbouncer >/dev/null; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq pgbouncer >/dev/null
    # Debian starts its own on 6432; ours has its own port and settings.
    (systemctl stop pgbouncer || service pgbouncer stop || true) >/dev/null 2>&1
  else
    echo "pgbouncer not found: the PgBouncer test will be skipped" >&2
    exit 0
  fi
fi
server=$(node -e 'const u = new URL(process.argv[1]); console.log(`host=${u.hostname} port=${u.port || 5432}`)' "$TEST_DATABASE_URL")
port=$(node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')
dir=$(mktemp -d)
cat > "$dir/mathsteps-pgbouncer.ini" <<INI
[databases]
* = $server

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $port
auth_type = trust
auth_file = $dir/users.txt
pool_mode = transaction
max_client_conn = 500
default_pool_size = 20
logfile = $dir/pgbouncer.log
pidfile = $dir/pgbouncer.pid
ignore_startup_parameters = extra_float_digits,options
INI
user=$(node -e 'console.log(new URL(process.argv[1]).username || "postgres")' "$TEST_DATABASE_URL")
echo "\"$user\" \"\"" > "$dir/users.txt"
# PgBouncer will not run as root: as root, it runs as the postgres user.
if [ "$(id -u)" = "0" ]; then
  chown -R postgres "$dir"
  pgbouncer -d -u postgres "$dir/mathsteps-pgbouncer.ini"
else
  pgbouncer -d "$dir/mathsteps-pgbouncer.ini"
fi
url=$(node -e 'const u = new URL(process.argv[1]); u.host = `127.0.0.1:${process.argv[2]}`; console.log(u.toString())' "$TEST_DATABASE_URL" "$port")
for _ in 1 2 3 4 5 6 7 8 9 10; do
  if node -e 'require("net").connect(Number(process.argv[1]), "127.0.0.1").on("connect", () => process.exit(0)).on("error", () => process.exit(1))' "$port"; then
    echo "$url"
    exit 0
  fi
  sleep 0.5
done
echo "pgbouncer did not start (see $dir/pgbouncer.log): the PgBouncer test will be skipped" >&2
