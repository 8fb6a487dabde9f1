#!/usr/bin/env python3
"""Print the benchmark tables and targets from the JSON lines timeit.py recorded.

    python3 Benchmarks/report.py Benchmarks/out/results.jsonl

Exit status 1 when some measurement failed (a command exited 2 or 3, crashed,
timed out, or the floor could not parse a file), 0 otherwise. A target that is
missed is printed as MISS but does not change the exit status.
"""

import json
import os
import re
import sys

FORMATS = ("text", "json", "sarif", "github")
LINT_OK = (0, 1)          # 1 = problems found: a successful lint for timing purposes
NOT_IMPLEMENTED = re.compile(r"unknown|usage|invalid value|not (yet )?(implemented|available)|unsupported", re.I)

TARGET_RATIO = 1.25       # every format's time / floor at 100k
TARGET_SCALING = 1.1      # µs/VC at 1M / µs/VC at 100k
TARGET_RSS_RATIO = 3.0    # peak RSS / file size at the largest size
TARGET_SPEEDUP = 1.8      # small files: --jobs 1 / default jobs
TARGET_VERSION_MS = 10.0
TARGET_EXCLUDES = 1.2     # 1,000 globs / 1 glob over the same files
TARGET_SWIFT_RATIO = 1.3  # Swift source: lint / SwiftParser alone, both on every core
TARGET_SWIFT_SPEEDUP = 1.8  # Swift source: lint --jobs 1 / lint on every core


def outcome(rec, ok):
    """ok | n/a | missing | fail"""
    s = rec["status"]
    if s in ok:
        return "ok"
    if s == "missing":
        return "missing"
    out = rec.get("output") or ""
    if s == 64 or (s == 2 and "input/" not in out and NOT_IMPLEMENTED.search(out)):
        return "n/a"
    return "fail"


def mark(ok):
    return "PASS" if ok else "MISS"


def human_size(n):
    return f"{n / 1e6:.1f}M" if n >= 1e6 else f"{n / 1e3:.0f}k" if n >= 1e3 else str(n)


def main():
    recs = [json.loads(line) for line in open(sys.argv[1]) if line.strip()]
    floor, lint, small, version, excludes, swift = {}, {}, {}, None, {}, {}
    calls_floor_lint = {"floor": {}, "lint": {}}  # the call-heavy shape (CALL_SIZES)
    for r in recs:
        t = r["tags"]
        kind = t.get("kind")
        if kind == "floor" and t.get("shape", "default") == "default":
            floor[int(t["size"])] = r
        elif kind == "lint" and t.get("shape", "default") == "default":
            lint[(int(t["size"]), t["format"])] = r
        elif kind in ("floor", "lint"):
            calls_floor_lint[kind][(int(t["size"]), t.get("format"))] = r
        elif kind == "small":
            small[t["jobs"]] = r
        elif kind == "version":
            version = r
        elif kind == "excludes":
            excludes[int(t["globs"])] = r
        elif kind == "swift":
            swift[(t["mode"], t["jobs"])] = r

    failures = []

    def cell(r, ok, what):
        """(text for the table, seconds or None)"""
        if r is None:
            return "-", None
        o = outcome(r, ok)
        if o == "ok":
            return f"{r['best']:.4f}", r["best"]
        if o == "fail":
            failures.append((what, r))
            return f"FAIL({r['status']})", None
        return o, None

    def single_file_table(floor, lint, title):
        """The table of one shape: (sizes, µs/VC by size, RSS/file by size, ratios by size)."""
        sizes = sorted({s for s in floor} | {s for s, _ in lint})
        print(title)
        head = f"{'VCs':>9} {'bytes':>12} {'floor':>8}"
        for f in FORMATS:
            head += f" {f:>17}"
        head += f" {'µs/VC':>8} {'peak RSS':>9} {'RSS/file':>8}"
        print(head)
        per_vc, rss_ratio, ratios = {}, {}, {}
        for n in sizes:
            fr = floor.get(n)
            nbytes = int((fr or next(r for (s, _), r in lint.items() if s == n))["tags"].get("bytes", 0))
            ftxt, fsec = cell(fr, (0,), f"floor at {n} VCs")
            row = f"{n:>9} {nbytes:>12,} {ftxt:>8}"
            secs, peak = {}, 0
            for f in FORMATS:
                r = lint.get((n, f))
                txt, sec = cell(r, LINT_OK, f"lint --format {f} at {n} VCs")
                if sec is not None:
                    secs[f] = sec
                    peak = max(peak, r["max_rss_kb"] * 1024)
                    if fsec:
                        txt += f" (x{sec / fsec:.1f})"
                row += f" {txt:>17}"
            base = secs.get("json", secs.get("text"))
            if base is not None:
                per_vc[n] = base / n * 1e6
                row += f" {per_vc[n]:>8.2f}"
            else:
                row += f" {'-':>8}"
            if peak:
                rss_ratio[n] = peak / nbytes if nbytes else None
                row += f" {peak / 2**20:>7.1f}MB {rss_ratio[n]:>8.2f}" if nbytes else f" {peak / 2**20:>7.1f}MB"
            else:
                row += f" {'-':>9} {'-':>8}"
            if fsec:
                ratios[n] = {f: sec / fsec for f, sec in secs.items()}
            print(row)
            # The spread of the runs: how far the median lies above the best, for the floor and
            # each format (a noisy machine shows here before it shows in the ratios).
            spread = [(name, r) for name, r in [("floor", fr)] + [(f, lint.get((n, f))) for f in FORMATS]
                      if r and r.get("best") and r.get("median") and outcome(r, (0,) if name == "floor" else LINT_OK) == "ok"]
            if spread:
                print(f"{'':>9} {'median/best':>12} " + "  ".join(
                    f"{name} +{(r['median'] / r['best'] - 1) * 100:.0f}%" for name, r in spread)
                    + f"  ({spread[0][1].get('runs', '?')} runs)")
        print("  peak RSS: the largest maximum resident set size over the four reporters at that size")
        print("  median/best: how far each command's median run lies above its best (the spread of the runs)")

        return sizes, per_vc, rss_ratio, ratios

    sizes, per_vc, rss_ratio, ratios = single_file_table(
        floor, lint, "Single file: best wall seconds; (xR) = time / floor; µs/VC and the ratios use json "
                     "(text when json is n/a)")
    calls = {"ratios": {}, "per_vc": {}, "rss": {}}
    if calls_floor_lint["lint"]:
        cfloor = {n: r for (n, _), r in calls_floor_lint["floor"].items()}
        t = next(iter(calls_floor_lint["lint"].values()))["tags"]
        print()
        _, calls["per_vc"], calls["rss"], calls["ratios"] = single_file_table(
            cfloor, calls_floor_lint["lint"],
            f"Call-heavy single file (--calls-per-vc {t.get('calls_per_vc', '?')}: most screens presented from "
            "somewhere, thousands of findings): the same columns")

    # The work behind the wall time: on `cores` cores no overlap of threads brings the wall
    # time below cpu / cores, so a wall ratio's floor is the CPU ratio / cores.
    def work_row(floors, lints, sizes_here, shape):
        work_size = 100_000 if 100_000 in sizes_here else (max(sizes_here) if sizes_here else None)
        fr = floors.get(work_size) if work_size else None
        if not (fr and fr.get("cpu_best") and fr.get("best")):
            return
        cores = os.cpu_count() or 1
        print(f"\nWork at {work_size} VCs{shape}: CPU seconds (user + system, every thread; least of the runs), "
              f"x = CPU / floor's wall; wall / floor can go no lower than x / {cores} on {cores} cores")
        row = f"  floor {fr['cpu_best']:.4f}"
        for f in FORMATS:
            r = lints.get((work_size, f))
            if r and outcome(r, LINT_OK) == "ok" and r.get("cpu_best"):
                x = r["cpu_best"] / fr["best"]
                row += f"   {f} {r['cpu_best']:.4f} (x{x:.2f}, >= x{x / cores:.2f})"
        print(row)

    work_row(floor, lint, sizes, "")
    if calls_floor_lint["lint"]:
        work_row({n: r for (n, _), r in calls_floor_lint["floor"].items()}, calls_floor_lint["lint"],
                 sorted({n for (n, _) in calls_floor_lint["lint"]}), ", call-heavy")

    scaling = None
    if 1_000_000 in per_vc and 100_000 in per_vc:
        scaling = per_vc[1_000_000] / per_vc[100_000]
        print(f"\nScaling: µs/VC at 1M / µs/VC at 100k = {per_vc[1_000_000]:.2f} / "
              f"{per_vc[100_000]:.2f} = {scaling:.2f}")
    if 1_000_000 in per_vc and 10_000 in per_vc:
        print(f"         µs/VC at 1M / µs/VC at 10k = {per_vc[1_000_000] / per_vc[10_000]:.2f} "
              "(no target; start-up weighs more at 10k)")

    speedup = None
    if small:
        print()
        one, many = small.get("1"), small.get("default")
        t1, tn = None, None
        if one:
            files = one["tags"].get("files", "?")
            print(f"Small files: {files} snapshots ({one['tags'].get('vcs', '?')} VCs in all), "
                  f"modallint lint DIR")
        for label, r in (("--jobs 1", one), (f"default jobs (nproc {many['tags'].get('nproc', '?') if many else '?'})", many)):
            txt, sec = cell(r, LINT_OK, f"small files, {label}")
            print(f"  {label:<28} {txt:>10} s" if sec is not None else f"  {label:<28} {txt:>10}")
            if r is one:
                t1 = sec
            else:
                tn = sec
        if t1 and tn:
            speedup = t1 / tn
            print(f"  speedup {speedup:.2f}")
        pair = small.get("pair")
        if pair and t1:
            txt, sec = cell(pair, LINT_OK, "small files, two processes")
            if sec:
                print(f"  {'two --jobs 1 processes':<28} {txt:>10} s   each over half the files, at once: "
                      f"the machine's bound on the speedup {t1 / sec:.2f} (no target)")

    exclude_ratio = None
    if excludes:
        print()
        one, many = excludes.get(1), next((r for g, r in sorted(excludes.items()) if g > 1), None)
        if one or many:
            t = (one or many)["tags"]
            print(f"Excludes: modallint lint DIR over {t.get('files', '?')} files, all but "
                  f"{t.get('kept', '?')} excluded by the configuration")
        secs = {}
        for r in (one, many):
            if r is None:
                continue
            g = int(r["tags"]["globs"])
            txt, sec = cell(r, LINT_OK, f"excludes, {g} globs")
            secs[g] = sec
            print(f"  {g:>5} glob{'s' if g > 1 else ' '}  {txt:>10}" + (" s" if sec is not None else ""))
        if one and many and secs.get(1) and secs.get(int(many["tags"]["globs"])):
            exclude_ratio = (int(many["tags"]["globs"]), secs[int(many["tags"]["globs"])] / secs[1])
            print(f"  {exclude_ratio[0]} globs / 1 glob: {exclude_ratio[1]:.2f}")

    swift_ratio, swift_speedup = None, None
    if swift:
        t = next(iter(swift.values()))["tags"]
        print(f"\nSwift source: {t.get('dir', '?')}, {int(t.get('files', 0)):,} files, "
              f"{int(t.get('lines', 0)):,} lines (best wall seconds)")
        print(f"  {'':<36} {'default jobs':>12} {'--jobs 1':>10}")
        secs = {}
        for mode, label, ok in (("floor", "SwiftParser alone (swift-parse-floor)", (0,)),
                                ("lint", "modallint lint --format json", LINT_OK)):
            cells = []
            for jobs in ("default", "1"):
                txt, sec = cell(swift.get((mode, jobs)), ok, f"swift {mode}, jobs {jobs}")
                secs[(mode, jobs)] = sec
                cells.append(txt)
            print(f"  {label:<36} {cells[0]:>12} {cells[1]:>10}")
        if secs.get(("lint", "default")) and secs.get(("floor", "default")):
            swift_ratio = secs[("lint", "default")] / secs[("floor", "default")]
            print(f"  lint / floor: {swift_ratio:.2f}")
        if secs.get(("lint", "default")) and secs.get(("lint", "1")):
            swift_speedup = secs[("lint", "1")] / secs[("lint", "default")]
            print(f"  lint speedup on every core: {swift_speedup:.2f}")
        if secs.get(("floor", "default")) and secs.get(("floor", "1")):
            print(f"  floor speedup on every core: {secs[('floor', '1')] / secs[('floor', 'default')]:.2f} (for comparison)")

    version_ms = None
    if version is not None:
        txt, sec = cell(version, (0,), "modallint --version")
        if sec is not None:
            version_ms = sec * 1000
            print(f"\nmodallint --version: best of {version['runs']}: {version_ms:.1f} ms")
        else:
            print(f"\nmodallint --version: {txt}")

    print("\nTargets")

    def target(ok, name, value, goal=None):
        """goal: the target value, for the ratio of the measured value to it"""
        extra = ""
        if goal is not None and isinstance(value, (int, float)):
            extra = f"  ({value / goal:.2f} of the target)"
            value = f"{value:.2f}"
        print(f"  {'n/a ' if ok is None else mark(ok)}  {name:<48} {value}{extra}")

    for f in FORMATS:
        name = f"{f} time / floor at 100k <= {TARGET_RATIO}"
        r = ratios.get(100_000, {}).get(f)
        if r is not None:
            target(r <= TARGET_RATIO, name, r, TARGET_RATIO)
        else:
            target(None, name, "not measured")
    if calls["ratios"]:
        for f in FORMATS:
            name = f"call-heavy: {f} time / floor at 100k <= {TARGET_RATIO}"
            r = calls["ratios"].get(100_000, {}).get(f)
            target(None if r is None else r <= TARGET_RATIO, name, "not measured" if r is None else r,
                   None if r is None else TARGET_RATIO)
        pv = calls["per_vc"]
        if 1_000_000 in pv and 100_000 in pv:
            value = pv[1_000_000] / pv[100_000]
            target(value <= TARGET_SCALING, f"call-heavy: µs/VC at 1M / µs/VC at 100k <= {TARGET_SCALING}", value, TARGET_SCALING)
        big = [n for n in calls["rss"] if n >= 100_000 and calls["rss"][n]]
        if big:
            n = max(big)
            target(calls["rss"][n] < TARGET_RSS_RATIO,
                   f"call-heavy: peak RSS / file size < {TARGET_RSS_RATIO:g} (at {human_size(n)} VCs)",
                   calls["rss"][n], TARGET_RSS_RATIO)
    if scaling is not None:
        target(scaling <= TARGET_SCALING, f"µs/VC at 1M / µs/VC at 100k <= {TARGET_SCALING}", scaling, TARGET_SCALING)
    else:
        target(None, f"µs/VC at 1M / µs/VC at 100k <= {TARGET_SCALING}", "not measured")
    big = [n for n in rss_ratio if n >= 100_000 and rss_ratio[n]]
    if big:
        n = max(big)
        target(rss_ratio[n] < TARGET_RSS_RATIO,
               f"peak RSS / file size < {TARGET_RSS_RATIO:g} (at {human_size(n)} VCs)", rss_ratio[n], TARGET_RSS_RATIO)
    else:
        target(None, f"peak RSS / file size < {TARGET_RSS_RATIO:g} (at >= 100k VCs)", "not measured")
    if speedup is not None:
        target(speedup >= TARGET_SPEEDUP, f"small files speedup >= {TARGET_SPEEDUP}", speedup, TARGET_SPEEDUP)
    else:
        target(None, f"small files speedup >= {TARGET_SPEEDUP}", "not measured")
    if version_ms is not None:
        target(version_ms < TARGET_VERSION_MS, f"--version < {TARGET_VERSION_MS:g} ms", version_ms, TARGET_VERSION_MS)
    else:
        target(None, f"--version < {TARGET_VERSION_MS:g} ms", "not measured")
    if exclude_ratio is not None:
        target(exclude_ratio[1] <= TARGET_EXCLUDES, f"{exclude_ratio[0]} exclude globs / 1 glob <= {TARGET_EXCLUDES}",
               exclude_ratio[1], TARGET_EXCLUDES)
    else:
        target(None, f"exclude globs / 1 glob <= {TARGET_EXCLUDES}", "not measured")

    name = f"Swift source: lint / SwiftParser alone <= {TARGET_SWIFT_RATIO}"
    if swift_ratio is not None:
        target(swift_ratio <= TARGET_SWIFT_RATIO, name, swift_ratio, TARGET_SWIFT_RATIO)
    else:
        target(None, name, "not measured (SWIFT_SOURCES)")
    name = f"Swift source: speedup over --jobs 1 >= {TARGET_SWIFT_SPEEDUP}"
    if swift_speedup is not None:
        target(swift_speedup >= TARGET_SWIFT_SPEEDUP, name, swift_speedup, TARGET_SWIFT_SPEEDUP)
    else:
        target(None, name, "not measured (SWIFT_SOURCES)")

    if failures:
        print("\nFailures")
        for what, r in failures:
            print(f"  {what}: exit {r['status']}: {' '.join(r['command'])}")
            for line in (r.get("output") or "").strip().splitlines()[:8]:
                print(f"    | {line}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
