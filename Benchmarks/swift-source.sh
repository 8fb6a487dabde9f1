#!/usr/bin/env bash
# Lints a real app's Swift sources and compares with the floor: SwiftParser alone parsing the
# same files (the hidden `modallint swift-parse-floor`), both in parallel across files.
# Prints files, lines, seconds (best of N runs), lint/floor ratio, and the speedup of the
# default jobs over --jobs 1. Targets: ratio <= 1.3, speedup >= 1.8 on 2 cores.
#   Benchmarks/swift-source.sh DIR [RUNS]
# DIR is a checkout of an app outside this repository (never commit it).
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:?usage: Benchmarks/swift-source.sh DIR [RUNS]}
runs=${2:-3}
# MODALLINT_BIN: an already built binary (e.g. .build/debug/modallint when a release build of
# swift-syntax is too slow on a loaded machine); say which one was measured.
bin=${MODALLINT_BIN:-}
if [ -z "$bin" ]; then
  swift build -c release --product modallint 2>&1 | tail -n 1
  bin=.build/release/modallint
fi
echo "binary: $bin"
files=$(find "$dir" -name '*.swift' -not -path '*/.build/*' -not -path '*/Pods/*' -not -path '*/Carthage/*' -not -path '*/DerivedData/*' | wc -l)
lines=$(find "$dir" -name '*.swift' -not -path '*/.build/*' -not -path '*/Pods/*' -not -path '*/Carthage/*' -not -path '*/DerivedData/*' -print0 | xargs -0 cat | wc -l)
best() {
  local best=""
  for _ in $(seq "$runs"); do
    local start end elapsed
    start=$(date +%s.%N)
    "$@" >/dev/null 2>&1 || true
    end=$(date +%s.%N)
    elapsed=$(echo "$end - $start" | bc)
    if [ -z "$best" ] || [ "$(echo "$elapsed < $best" | bc)" -eq 1 ]; then best=$elapsed; fi
  done
  echo "$best"
}
# The lint walks directories for YAML too; only the Swift files are timed here.
floor=$(best "$bin" swift-parse-floor "$dir")
lint=$(best "$bin" lint --format json "$dir")
floor1=$(best "$bin" swift-parse-floor --jobs 1 "$dir")
lint1=$(best "$bin" lint --jobs 1 --format json "$dir")
echo "load: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
printf 'files %s, lines %s\n' "$files" "$lines"
printf 'floor (SwiftParser alone): %.2f s   lint: %.2f s   ratio %.2f\n' "$floor" "$lint" "$(echo "$lint / $floor" | bc -l)"
printf 'jobs 1: floor %.2f s, lint %.2f s   speedup of default jobs: lint %.2fx, floor %.2fx\n' \
  "$floor1" "$lint1" "$(echo "$lint1 / $lint" | bc -l)" "$(echo "$floor1 / $floor" | bc -l)"
