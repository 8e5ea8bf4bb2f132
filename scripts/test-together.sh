#!/usr/bin/env bash
# npm test's two suites at once, after its build: Vitest (every project) and the browser journeys. Each keeps the two
# cores busy most of its run but leaves gaps the other fills: Vitest's start (transforming and importing) and its last
# long files on one worker, the journeys' servers seeding their database and stopping. Run one after the other they took
# about 160 + 240 s on an idle two-core machine; at once, about the sum of their CPU-seconds over two cores
# (docs/performance.md, "Vitest and the journeys at once").
#
# Each line of output is prefixed by its suite ([vitest], [journeys]); at the end a line per suite gives its exit code,
# its seconds and the CPU-seconds of its processes (Chromium's and the journeys' servers included: `times` of the
# subshell that waited for them). Fails when either fails. Extra arguments go to neither: run `npm run test:unit` or
# `npx playwright test` alone to pick files.
set -uo pipefail
cd "$(dirname "$0")/.."
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

# The children's user and system time of the calling shell, in whole seconds, from `times`' second line
# ("1m2.5s 0m3.1s"). `times` must run in that shell itself, not in a pipe or `$(…)`: a forked copy has no children.
children_seconds() {
  times >"$1.times"
  sed -n 2p "$1.times" | awk '{
    total = 0
    for (i = 1; i <= 2; i++) { split($i, p, "m"); sub("s", "", p[2]); total += p[1] * 60 + p[2] }
    printf "%d", total
  }' >"$1"
}

suite() {
  local name=$1
  shift
  local started=$SECONDS
  {
    (
      rc=0
      "$@" || rc=$?
      echo "$rc" >"$dir/$name.rc"
      children_seconds "$dir/$name.cpu"
    ) 2>&1 | sed -u "s/^/[$name] /"
  }
  echo $((SECONDS - started)) >"$dir/$name.seconds"
}

suite vitest npx vitest run &
suite journeys npx playwright test &
wait

failed=0
for name in vitest journeys; do
  rc=$(cat "$dir/$name.rc" 2>/dev/null || echo 1)
  echo "== $name: exit $rc, $(cat "$dir/$name.seconds" 2>/dev/null || echo '?') s, $(cat "$dir/$name.cpu" 2>/dev/null || echo '?') CPU-s"
  [ "$rc" = 0 ] || failed=1
done
exit "$failed"
