#!/usr/bin/env bash
# modallint benchmark: one command from a fresh clone. See Benchmarks/README.md.
#
#   Benchmarks/run.sh
#   MODALLINT=.build-release/release/modallint SIZES="1000 10000 100000" RUNS=3 Benchmarks/run.sh
#
# Environment:
#   MODALLINT    the binary to measure (default: build it as make release does: release mode,
#                scratch path .build-release, the Swift runtime linked in on Linux)
#   SIZES        snapshot sizes in view controllers (default "1000 10000 100000 1000000"; empty
#                skips the single-file rows)
#   RUNS         timed runs per measurement, best kept (default 5)
#   RUNS_LARGE   timed runs at 1,000,000 VCs and more (default 3)
#   CALL_SIZES   sizes of the call-heavy snapshots (default "100000 1000000"; empty skips them)
#   CALLS_PER_VC their calls per view controller (default 0.125: 12,500 calls at 100k, about
#                4,000 findings, the shape of a snapshot written from a real app)
#   SMALL_COUNT  number of small files for the parallelism test (default 1000; 0 skips it)
#   EXCLUDE_FILES  files for the exclude-glob test (default 100000; 0 skips it)
#   SWIFT_SOURCES  a checkout of a real app's Swift sources (outside this repository, never
#                committed), for the Swift-source rows; unset skips them
#   TIMEOUT      seconds allowed per run (default 900)
set -uo pipefail

if [ -n "${MODALLINT:-}" ]; then
    case $MODALLINT in /*) ;; *) MODALLINT=$PWD/$MODALLINT ;; esac
fi
if [ -n "${SWIFT_SOURCES:-}" ]; then
    case $SWIFT_SOURCES in /*) ;; *) SWIFT_SOURCES=$PWD/$SWIFT_SOURCES ;; esac
fi
cd "$(dirname "$0")/.." || exit 2
BENCH=Benchmarks
OUT=$BENCH/out
SIZES=${SIZES-"1000 10000 100000 1000000"}
RUNS=${RUNS:-5}
RUNS_LARGE=${RUNS_LARGE:-3}
CALL_SIZES=${CALL_SIZES-"100000 1000000"}
CALLS_PER_VC=${CALLS_PER_VC:-0.125}
SMALL_COUNT=${SMALL_COUNT:-1000}
SWIFT_SOURCES=${SWIFT_SOURCES:-}
EXCLUDE_FILES=${EXCLUDE_FILES:-100000}
TIMEOUT=${TIMEOUT:-900}
RESULTS=$OUT/results.jsonl
problems=0

mkdir -p "$OUT" || exit 2
: > "$RESULTS"

say() { printf '%s\n' "$*"; }
warn() { printf 'warning: %s\n' "$*" >&2; problems=1; }
timeit() { python3 "$BENCH/timeit.py" --timeout "$TIMEOUT" --record "$RESULTS" "$@"; }

# --- machine -----------------------------------------------------------------
model=$(sed -n 's/^model name[[:space:]]*:[[:space:]]*//p' /proc/cpuinfo 2>/dev/null | head -n 1)
[ -n "$model" ] || model=$(sysctl -n machdep.cpu.brand_string 2>/dev/null || echo unknown)
mem_kb=$(sed -n 's/^MemTotal:[[:space:]]*\([0-9]*\).*/\1/p' /proc/meminfo 2>/dev/null)
NPROC=$(nproc 2>/dev/null || sysctl -n hw.ncpu 2>/dev/null || echo '?')
say "== modallint benchmark =="
say "machine:  $NPROC cores, $model, $(( ${mem_kb:-0} / 1024 / 1024 )) GiB memory, $(uname -sm)"
say "load:     $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime | sed 's/.*load average[s]*: //') (1, 5, 15 min; figures from a busy machine are noisy)"
say "libyaml:  $(pkg-config --modversion yaml-0.1 2>/dev/null || echo 'not found')"
if commit=$(git rev-parse --short HEAD 2>/dev/null); then
    git diff --quiet HEAD -- Sources Package.swift 2>/dev/null || commit="$commit (+ local changes to Sources/Package.swift)"
else
    commit=none
fi
say "commit:   $commit"
say "settings: SIZES=\"$SIZES\" CALL_SIZES=\"$CALL_SIZES\" CALLS_PER_VC=$CALLS_PER_VC RUNS=$RUNS RUNS_LARGE=$RUNS_LARGE SMALL_COUNT=$SMALL_COUNT EXCLUDE_FILES=$EXCLUDE_FILES SWIFT_SOURCES=${SWIFT_SOURCES:-none}"

# --- (a) modallint -------------------------------------------------------------
if [ -n "${MODALLINT:-}" ]; then
    BIN=$MODALLINT
elif command -v swift >/dev/null 2>&1; then
    # Built as `make release` builds what it ships (scripts/release): its scratch path, and on
    # Linux the Swift runtime linked in, which also takes most of the start-up's dynamic loading.
    build=(-c release --product modallint --scratch-path .build-release)
    [ "$(uname -s)" = Linux ] && build+=(--static-swift-stdlib -Xlinker --no-export-dynamic)
    say "building: swift build ${build[*]}"
    if swift build "${build[@]}" >&2; then
        BIN=$(swift build "${build[@]}" --show-bin-path)/modallint
    else
        warn "swift build failed: the lint rows will show 'missing'"
        BIN=.build-release/release/modallint
    fi
else
    warn "swift not found and MODALLINT not set: the lint rows will show 'missing'"
    BIN=.build-release/release/modallint
fi
if [ -x "$BIN" ] && [ ! -d "$BIN" ]; then
    say "binary:   $BIN ($("$BIN" --version 2>/dev/null | head -n 1 || echo 'no --version'))"
else
    warn "no modallint binary at $BIN: the lint rows will show 'missing'"
fi

# --- (b) the floor --------------------------------------------------------------
FLOOR=$OUT/yaml_floor
# shellcheck disable=SC2046  # pkg-config prints several words on purpose
if ! cc -O2 "$BENCH/yaml_floor.c" $(pkg-config --cflags --libs yaml-0.1) -o "$FLOOR" >&2; then
    warn "could not build $FLOOR (cc and libyaml-dev needed): the floor column will show 'missing'"
    rm -f "$FLOOR"
fi

# --- (c) snapshots (cached by generator hash) -----------------------------------------
hash_of() { python3 -c 'import hashlib, sys; print(hashlib.sha256(open(sys.argv[1], "rb").read()).hexdigest()[:16])' "$1"; }
GEN_HASH=$(hash_of "$BENCH/gen_snapshot.py") || exit 2
EXCLUDES_HASH=$(hash_of "$BENCH/gen_excludes.py") || exit 2
cached() { [ -e "$1" ] && [ "$(cat "$1.genhash" 2>/dev/null)" = "${2:-$GEN_HASH}" ]; }
for n in $SIZES; do
    f=$OUT/snapshot-$n.yaml
    if cached "$f"; then continue; fi
    say "generating $f"
    python3 "$BENCH/gen_snapshot.py" --vcs "$n" --out "$f" || exit 2
    echo "$GEN_HASH" > "$f.genhash"
done
for n in $CALL_SIZES; do
    f=$OUT/snapshot-calls-$CALLS_PER_VC-$n.yaml
    if cached "$f"; then continue; fi
    say "generating $f"
    python3 "$BENCH/gen_snapshot.py" --vcs "$n" --calls-per-vc "$CALLS_PER_VC" --out "$f" || exit 2
    echo "$GEN_HASH" > "$f.genhash"
done
SMALL=$OUT/small-$SMALL_COUNT
if [ "$SMALL_COUNT" -gt 0 ] && ! cached "$SMALL"; then
    say "generating $SMALL/"
    rm -rf "$SMALL"
    python3 "$BENCH/gen_snapshot.py" --small-files "$SMALL" --count "$SMALL_COUNT" || exit 2
    echo "$GEN_HASH" > "$SMALL.genhash"
fi

EXCLUDES=$OUT/excludes-$EXCLUDE_FILES
if [ "$EXCLUDE_FILES" -gt 0 ] && ! cached "$EXCLUDES" "$EXCLUDES_HASH"; then
    say "generating $EXCLUDES/"
    rm -rf "$EXCLUDES"
    python3 "$BENCH/gen_excludes.py" "$EXCLUDES" --files "$EXCLUDE_FILES" || exit 2
    echo "$EXCLUDES_HASH" > "$EXCLUDES.genhash"
fi

# --- (d) single-file timings ------------------------------------------------------------
say ""
say "measuring (best of N wall time, the commands compared with each other run in turn round after round; the first, untimed run of each measures memory):"
# Every size in one group, the floor and the four reporters, in turn round after round (see
# timeit.py): the scaling ratio compares sizes, so they too are timed over the same minutes.
group=()
for n in $SIZES; do
    f=$OUT/snapshot-$n.yaml
    bytes=$(wc -c < "$f" | tr -d ' ')
    runs=$RUNS
    [ "$n" -ge 1000000 ] && runs=$RUNS_LARGE
    group+=(::: --runs "$runs" --tag size="$n" --tag bytes="$bytes" --tag kind=floor -- "$FLOOR" "$f")
    for fmt in text json sarif github; do
        group+=(::: --runs "$runs" --ok 0,1 --tag size="$n" --tag bytes="$bytes" --tag kind=lint --tag format="$fmt"
                -- "$BIN" lint --format "$fmt" "$f")
    done
done
for n in $CALL_SIZES; do
    f=$OUT/snapshot-calls-$CALLS_PER_VC-$n.yaml
    bytes=$(wc -c < "$f" | tr -d ' ')
    runs=$RUNS
    [ "$n" -ge 1000000 ] && runs=$RUNS_LARGE
    shape=(--tag shape=calls --tag calls_per_vc="$CALLS_PER_VC" --tag size="$n" --tag bytes="$bytes")
    group+=(::: --runs "$runs" "${shape[@]}" --tag kind=floor -- "$FLOOR" "$f")
    for fmt in text json sarif github; do
        group+=(::: --runs "$runs" --ok 0,1 "${shape[@]}" --tag kind=lint --tag format="$fmt" -- "$BIN" lint --format "$fmt" "$f")
    done
done
[ ${#group[@]} -gt 0 ] && timeit "${group[@]}"

# --- (f) many small files ---------------------------------------------------------------
if [ "$SMALL_COUNT" -gt 0 ]; then
    # Each file's first line is "# Generated by ... --vcs N ...": add the N up.
    vcs=$(awk 'FNR == 1 && match($0, /--vcs [0-9]+/) { s += substr($0, RSTART + 6, RLENGTH - 6) }
               END { print s + 0 }' "$SMALL"/*.yaml)
    stags=(--tag files="$SMALL_COUNT" --tag vcs="$vcs" --tag nproc="$NPROC")
    # What the machine allows: two independent `--jobs 1` processes at once, each over half
    # the files (hard links, so the walk sees regular files). Nothing is shared between them,
    # so T(--jobs 1) / T(pair) bounds the speedup any threading inside one process can reach.
    HALVES=$OUT/small-$SMALL_COUNT.halves
    if ! cached "$HALVES"; then
        rm -rf "$HALVES"
        mkdir -p "$HALVES/a" "$HALVES/b"
        i=0
        for f in "$SMALL"/*.yaml; do
            if [ $((i % 2)) -eq 0 ]; then ln "$f" "$HALVES/a/"; else ln "$f" "$HALVES/b/"; fi
            i=$((i + 1))
        done
        echo "$GEN_HASH" > "$HALVES.genhash"
    fi
    pair='"$0" lint --jobs 1 "$1" >/dev/null & "$0" lint --jobs 1 "$2" >/dev/null & wait'
    timeit --runs "$RUNS" --ok 0,1 --tag kind=small "${stags[@]}" \
        ::: --tag jobs=1 -- "$BIN" lint --jobs 1 "$SMALL" \
        ::: --tag jobs=default -- "$BIN" lint "$SMALL" \
        ::: --tag jobs=pair -- bash -c "$pair" "$BIN" "$HALVES/a" "$HALVES/b"
fi

# --- (h) excludes: the same files excluded by 1 glob and by 1,000 ------------------------
if [ "$EXCLUDE_FILES" -gt 0 ]; then
    etags=(--tag files="$EXCLUDE_FILES" --tag kept=100)
    globs=$(grep -c '^  - ' "$EXCLUDES/.modallint.yml")
    timeit --runs "$RUNS" --ok 0,1 --tag kind=excludes "${etags[@]}" \
        ::: --tag globs=1 -- "$BIN" lint --config "$EXCLUDES/.one-glob.yml" "$EXCLUDES" \
        ::: --tag globs="$globs" -- "$BIN" lint --config "$EXCLUDES/.modallint.yml" "$EXCLUDES"
fi

# --- (i) Swift source: lint against SwiftParser alone over the same files -----------------
if [ -n "$SWIFT_SOURCES" ]; then
    if [ -d "$SWIFT_SOURCES" ]; then
        # The files lint finds (FileDiscovery skips these directories and generated files too).
        swift_list=$(find "$SWIFT_SOURCES" \( -name .build -o -name Pods -o -name Carthage -o -name DerivedData -o -name '.?*' \) -prune \
            -o -type f -name '*.swift' ! -name '*.generated.swift' -print)
        swift_files=$(printf '%s\n' "$swift_list" | grep -c . || true)
        swift_lines=$(printf '%s\n' "$swift_list" | tr '\n' '\0' | xargs -0 cat 2>/dev/null | wc -l | tr -d ' ')
        wtags=(--tag files="$swift_files" --tag lines="$swift_lines" --tag dir="$(basename "$SWIFT_SOURCES")")
        timeit --runs "$RUNS" --tag kind=swift "${wtags[@]}" \
            ::: --tag mode=floor --tag jobs=default -- "$BIN" swift-parse-floor "$SWIFT_SOURCES" \
            ::: --ok 0,1 --tag mode=lint --tag jobs=default -- "$BIN" lint --format json "$SWIFT_SOURCES" \
            ::: --tag mode=floor --tag jobs=1 -- "$BIN" swift-parse-floor --jobs 1 "$SWIFT_SOURCES" \
            ::: --ok 0,1 --tag mode=lint --tag jobs=1 -- "$BIN" lint --format json --jobs 1 "$SWIFT_SOURCES"
    else
        warn "SWIFT_SOURCES=$SWIFT_SOURCES is not a directory: the Swift-source rows are skipped"
    fi
fi

# --- (g) start-up ---------------------------------------------------------------------
timeit --runs 10 --tag kind=version -- "$BIN" --version

# --- (e) the tables ----------------------------------------------------------------
say ""
python3 "$BENCH/report.py" "$RESULTS" || problems=1
say ""
say "raw results: $RESULTS"
exit $problems
