#!/usr/bin/env python3
"""Run a command several times; report the best wall time and the peak memory.

    python3 Benchmarks/timeit.py [--runs N] [--ok 0,1] [--timeout S]
                                 [--record FILE] [--tag KEY=VALUE ...] -- COMMAND [ARG ...]

First a warm-up run (it fills the page cache; its time is not counted) under
`/usr/bin/time -v -o TMP`, which gives the peak resident set size ("Maximum
resident set size"). Without a GNU-style /usr/bin/time, the warm-up runs under
a tiny python wrapper that reports resource.getrusage(RUSAGE_CHILDREN) instead;
that figure includes the wrapper interpreter's own few MB, which only matters
for tiny inputs. (Python cannot measure it directly: a child forked by this
process inherits its ~15 MB footprint in ru_maxrss.)

Then N timed runs: wall time around spawn and wait, stdout to /dev/null,
stderr to a temporary file (kept for the report when the command fails).
Stops at the first run whose exit status is not in --ok (default 0), so a
failing command is not repeated. Prints one line on stderr and, with
--record, appends one JSON object to FILE:

  {"tags": {...}, "command": [...], "status": 0, "runs": 5, "best": 0.0123,
   "median": 0.0131, "max_rss_kb": 10240, "rss_via": "time", "output": ""}

status is the exit status, -SIGNAL when killed by a signal, "missing" when the
program cannot be run, "timeout" when a run took longer than --timeout;
output is the start of a failed run's stderr.
"""

import argparse
import json
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

GNU_TIME = "/usr/bin/time"

# Runs argv[2:], writes its peak RSS (kB) to argv[1], exits with its status.
WRAPPER = r"""
import os, resource, sys
pid = os.fork()
if pid == 0:
    try:
        os.execvp(sys.argv[2], sys.argv[2:])
    finally:
        os._exit(127)
_, raw = os.waitpid(pid, 0)
kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
if sys.platform == "darwin":
    kb //= 1024
open(sys.argv[1], "w").write(str(kb))
code = os.waitstatus_to_exitcode(raw)
if code < 0:
    os.kill(os.getpid(), -code)
sys.exit(code)
"""


def has_gnu_time():
    if not os.access(GNU_TIME, os.X_OK):
        return False
    try:
        with tempfile.NamedTemporaryFile() as f:
            r = subprocess.run([GNU_TIME, "-v", "-o", f.name, "true"],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            return r.returncode == 0 and b"Maximum resident set size" in f.read()
    except OSError:
        return False


def run(cmd, timeout, err):
    """One run: (status, seconds). stdout to /dev/null, stderr to `err`."""
    err.seek(0)
    err.truncate()
    start = time.perf_counter()
    try:
        proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                stderr=err, start_new_session=True)
    except OSError as e:
        err.write(f"{cmd[0]}: {e}\n".encode())
        return "missing", 0.0
    try:
        status = proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
        return "timeout", time.perf_counter() - start
    return status, time.perf_counter() - start


def measured_run(cmd, timeout, err):
    """The warm-up run, with its peak RSS: (status, max_rss_kb, how)."""
    with tempfile.NamedTemporaryFile(mode="r") as report:
        if has_gnu_time():
            status, _ = run([GNU_TIME, "-v", "-o", report.name] + cmd, timeout, err)
            text = report.read()
            rss = exit_status = None
            for line in text.splitlines():
                line = line.strip()
                if line.startswith("Maximum resident set size"):
                    rss = int(line.rsplit(":", 1)[1])
                elif line.startswith("Exit status:"):
                    exit_status = int(line.rsplit(":", 1)[1])
                elif line.startswith("Command terminated by signal"):
                    exit_status = -int(line.rsplit(" ", 1)[1])
            if status not in ("timeout",) and exit_status is not None:
                status = exit_status
            return status, rss or 0, "time"
        status, _ = run([sys.executable, "-S", "-c", WRAPPER, report.name] + cmd, timeout, err)
        text = report.read().strip()
        return status, int(text) if text.isdigit() else 0, "getrusage"


def main():
    ap = argparse.ArgumentParser(description="best wall time and peak RSS of a command")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--ok", default="0", help="comma-separated exit statuses that count as success")
    ap.add_argument("--timeout", type=float, default=900.0, help="seconds per run")
    ap.add_argument("--record", help="append a JSON line with the result to this file")
    ap.add_argument("--tag", action="append", default=[], metavar="KEY=VALUE")
    ap.add_argument("command", nargs=argparse.REMAINDER)
    a = ap.parse_args()
    cmd = a.command[1:] if a.command[:1] == ["--"] else a.command
    if not cmd:
        ap.error("no command given")
    ok = {int(s) for s in a.ok.split(",") if s.strip()}
    tags = dict(t.split("=", 1) for t in a.tag)

    times, rss, how, output = [], 0, None, ""
    with tempfile.TemporaryFile() as err:
        exe = shutil.which(cmd[0])
        if exe is None:
            status = "missing"
            output = f"{cmd[0]}: not found or not executable\n"
        else:
            status, rss, how = measured_run(cmd, a.timeout, err)
            while status in ok and len(times) < max(1, a.runs):
                status, seconds = run(cmd, a.timeout, err)
                if status in ok:
                    times.append(seconds)
            if status not in ok:
                err.seek(0)
                output = err.read(4000).decode("utf-8", "replace")

    rec = {"tags": tags, "command": cmd, "status": status, "runs": len(times),
           "best": min(times) if times else None,
           "median": statistics.median(times) if times else None,
           "max_rss_kb": rss, "rss_via": how, "output": output}
    if a.record:
        with open(a.record, "a") as f:
            f.write(json.dumps(rec) + "\n")
    label = " ".join(f"{k}={v}" for k, v in tags.items()) or " ".join(cmd)
    if status in ok:
        print(f"  {label}: best {min(times):.4f} s of {len(times)}, max RSS {rss / 1024:.1f} MB",
              file=sys.stderr)
    else:
        first = output.strip().splitlines()[:1]
        print(f"  {label}: exit {status}" + (f": {first[0]}" if first else ""), file=sys.stderr)
    return 0 if status in ok else 1


if __name__ == "__main__":
    sys.exit(main())
