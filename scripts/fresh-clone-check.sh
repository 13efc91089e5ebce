#!/usr/bin/env bash
# The README's promise on a fresh machine, proved: from a clean `git clone` of this repository's HEAD (committed
# files only), with the machine's own Node first on the PATH (Node 20 on Debian), `npm install && npm start`
# answers GET /api/health with 200; Ctrl-C (SIGINT to the process group) then stops the server and the embedded
# PostgreSQL. Exit 0 only if all of that held. Run by .ci/run before it switches to Node 24; by hand:
#   scripts/fresh-clone-check.sh            (KEEP=1 keeps the temporary folder, HEALTH_TIMEOUT=seconds)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"

# The machine's Node first: drop what an npm script or .ci/run put before it.
PATH="$(printf '%s' "$PATH" | tr ':' '\n' | grep -v -e '/node_modules/\.bin$' -e '/\.tools/node/bin$' | paste -sd: -)"
export PATH
export npm_config_loglevel=error npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false

work="$(mktemp -d "${TMPDIR:-/tmp}/portal-fresh-clone-XXXXXX")"
# mktemp makes it 0700; as root the embedded PostgreSQL runs as the `postgres` user, which must reach its binaries.
chmod 755 "$work"
group=""
cleanup() {
  if [ -n "$group" ] && kill -0 -- "-$group" 2>/dev/null; then kill -KILL -- "-$group" 2>/dev/null || true; fi
  if [ -z "${KEEP:-}" ]; then rm -rf "$work"; else echo "Kept: $work"; fi
}
trap cleanup EXIT
fail() {
  echo "FRESH CLONE CHECK FAILED: $1" >&2
  if [ -f "$work/start.log" ]; then echo "--- last lines of npm start:" >&2; tail -n 40 "$work/start.log" >&2; fi
  exit 1
}
free_port() { node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
began=$(date +%s)
since() { echo "$(( $(date +%s) - began )) s"; }

echo "System Node first on the PATH: $(node --version) ($(command -v node)), npm $(npm --version)"
git clone --quiet --no-hardlinks "$repo" "$work/portal"
cd "$work/portal"
echo "Cloned $(git rev-parse --short HEAD) into $work/portal"

npm install --no-audit --no-fund >"$work/install.log" 2>&1 || { tail -n 40 "$work/install.log" >&2; fail "npm install"; }
echo "npm install done after $(since)"

port="$(free_port)"
db_port="$(free_port)"
data="$work/data"
# A process group of its own, as a terminal gives `npm start`, so SIGINT reaches it as Ctrl-C would.
PORT="$port" EMBEDDED_DB_PORT="$db_port" DATA_DIR="$data" setsid npm start >"$work/start.log" 2>&1 &
group=$!

deadline=$(( $(date +%s) + ${HEALTH_TIMEOUT:-900} ))
status=""
until [ "$status" = 200 ]; do
  kill -0 "$group" 2>/dev/null || fail "npm start ended before /api/health answered"
  [ "$(date +%s)" -lt "$deadline" ] || fail "no 200 from /api/health within ${HEALTH_TIMEOUT:-900} s"
  sleep 2
  status="$(curl -s -o /dev/null -w '%{http_code}' --max-time 5 "http://127.0.0.1:$port/api/health" || true)"
done
echo "GET /api/health: 200 after $(since)"

kill -INT -- "-$group"
for _ in $(seq 60); do kill -0 -- "-$group" 2>/dev/null || break; sleep 1; done
kill -0 -- "-$group" 2>/dev/null && fail "still running 60 s after SIGINT"
group=""
# A cleanly stopped PostgreSQL removes its pid file and no longer listens.
[ -d "$data/postgres" ] || fail "no embedded database under $data/postgres"
[ ! -e "$data/postgres/postmaster.pid" ] || fail "embedded PostgreSQL left postmaster.pid behind (not stopped cleanly)"
node -e "require('net').connect($db_port,'127.0.0.1').on('connect',()=>process.exit(1)).on('error',()=>process.exit(0))" \
  || fail "something still listens on the embedded database's port $db_port"
echo "SIGINT stopped the server and the embedded PostgreSQL; fresh clone check passed in $(since)"
