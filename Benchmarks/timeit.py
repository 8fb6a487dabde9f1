#!/usr/bin/env python3
"""Run commands several times; report each one's best wall time and peak memory.

    python3 Benchmarks/timeit.py [--runs N] [--ok 0,1] [--timeout S]
                                 [--record FILE] [--tag KEY=VALUE ...] -- COMMAND [ARG ...]

    python3 Benchmarks/timeit.py [--runs N] [--timeout S] [--record FILE] [--tag KEY=VALUE ...] \
        ::: [--ok 0,1] [--tag KEY=VALUE ...] -- COMMAND [ARG ...] \
        ::: [--ok 0,1] [--tag KEY=VALUE ...] -- COMMAND [ARG ...] ...

With several commands (each after `:::`, with its own tags, accepted statuses and, if it
differs, number of runs) the timed runs are interleaved, one of each in turn, round after
round (a command with fewer runs takes part in the first rounds only): the figures a ratio is made
of are then taken over the same minutes. (On a shared virtual machine the speed drifts
by 10 to 30% from one minute to the next; measured one after the other, two commands
can differ by that much for nothing.)

For each command, first a warm-up run (it fills the page cache; its time is not counted) under
`/usr/bin/time -v -o TMP`, which gives the peak resident set size ("Maximum
resident set size"). Without a GNU-style /usr/bin/time, the warm-up runs under
a tiny python wrapper that reports resource.getrusage(RUSAGE_CHILDREN) instead;
that figure includes the wrapper interpreter's own few MB, which only matters
for tiny inputs. (Python cannot measure it directly: a child forked by this
process inherits its ~15 MB footprint in ru_maxrss.)

Then N timed runs: wall time around spawn and wait, stdout to /dev/null,
stderr to a temporary file (kept for the report when the command fails).
A command stops at the first run whose exit status is not in --ok (default 0), so a
failing command is not repeated. Prints one line per command on stderr and, with
--record, appends one JSON object per command to FILE:

  {"tags": {...}, "command": [...], "status": 0, "runs": 5, "best": 0.0123,
   "median": 0.0131, "p10": 0.0124, "p25": 0.0127, "cpu_best": 0.0201, "cpu_median": 0.0210,
   "max_rss_kb": 10240, "rss_via": "time", "output": ""}

p10 and p25 are the wall times a tenth and a quarter of the runs were at or under (the nearest
run, no interpolation): on a busy machine the best is one lucky run, and two commands timed in
turn are better compared at those too.

cpu_best and cpu_median are the timed runs' CPU time, user + system over all the
command's threads (wait4's rusage): the work done, which on N cores bounds the wall time
from below at cpu / N however well the threads overlap.

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
import threading
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


def quantile(times, fraction):
    """The run a `fraction` of the runs were at or under (the nearest run, no interpolation)."""
    if not times:
        return None
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


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
    """One run: (status, seconds, cpu_seconds). stdout to /dev/null, stderr to `err`.
    cpu_seconds is the child's user + system time (its threads added up, from wait4).

    The wait blocks in waitpid, which returns the moment the child exits. (Popen.wait with
    a timeout polls with sleeps growing to 50 ms, which rounds every time up to the next
    poll: 0.07 s would read 0.11 s.) A timer kills the run when it takes too long.
    """
    err.seek(0)
    err.truncate()
    start = time.perf_counter()
    try:
        proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                stderr=err, start_new_session=True)
    except OSError as e:
        err.write(f"{cmd[0]}: {e}\n".encode())
        return "missing", 0.0, 0.0
    timed_out = threading.Event()

    def kill():
        timed_out.set()
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass

    timer = threading.Timer(timeout, kill)
    timer.start()
    try:
        _, raw, usage = os.wait4(proc.pid, 0)
    finally:
        timer.cancel()
    seconds = time.perf_counter() - start
    cpu = usage.ru_utime + usage.ru_stime
    proc.returncode = os.waitstatus_to_exitcode(raw)
    if timed_out.is_set():
        return "timeout", seconds, cpu
    return proc.returncode, seconds, cpu


def measured_run(cmd, timeout, err):
    """The warm-up run, with its peak RSS: (status, max_rss_kb, how)."""
    with tempfile.NamedTemporaryFile(mode="r") as report:
        if has_gnu_time():
            status, _, _ = run([GNU_TIME, "-v", "-o", report.name] + cmd, timeout, err)
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
        status, _, _ = run([sys.executable, "-S", "-c", WRAPPER, report.name] + cmd, timeout, err)
        text = report.read().strip()
        return status, int(text) if text.isdigit() else 0, "getrusage"


class Measured:
    """One command's runs."""

    def __init__(self, cmd, tags, ok, runs):
        self.cmd, self.tags, self.ok, self.runs = cmd, tags, ok, max(1, runs)
        self.times, self.cpu, self.rss, self.how, self.output = [], [], 0, None, ""
        self.status = 0
        self.err = tempfile.TemporaryFile()

    @property
    def running(self):
        return self.status in self.ok

    @property
    def wants_more(self):
        return self.running and len(self.times) < self.runs

    def warm_up(self, timeout):
        if shutil.which(self.cmd[0]) is None:
            self.status = "missing"
            self.output = f"{self.cmd[0]}: not found or not executable\n"
            return
        self.status, self.rss, self.how = measured_run(self.cmd, timeout, self.err)

    def run_once(self, timeout):
        status, seconds, cpu = run(self.cmd, timeout, self.err)
        self.status = status
        if status in self.ok:
            self.times.append(seconds)
            self.cpu.append(cpu)

    def finish(self, record):
        if not self.running:
            self.err.seek(0)
            self.output = self.output or self.err.read(4000).decode("utf-8", "replace")
        self.err.close()
        times = self.times
        rec = {"tags": self.tags, "command": self.cmd, "status": self.status, "runs": len(times),
               "best": min(times) if times else None,
               "median": statistics.median(times) if times else None,
               "p10": quantile(times, 0.10), "p25": quantile(times, 0.25),
               "cpu_best": min(self.cpu) if self.cpu else None,
               "cpu_median": statistics.median(self.cpu) if self.cpu else None,
               "max_rss_kb": self.rss, "rss_via": self.how, "output": self.output}
        if record:
            with open(record, "a") as f:
                f.write(json.dumps(rec) + "\n")
        label = " ".join(f"{k}={v}" for k, v in self.tags.items()) or " ".join(self.cmd)
        if self.running and times:
            print(f"  {label}: best {min(times):.4f} s of {len(times)} (p10 {quantile(times, 0.10):.4f}, "
                  f"p25 {quantile(times, 0.25):.4f}, median {statistics.median(times):.4f}), "
                  f"max RSS {self.rss / 1024:.1f} MB", file=sys.stderr)
        else:
            first = self.output.strip().splitlines()[:1]
            print(f"  {label}: exit {self.status}" + (f": {first[0]}" if first else ""), file=sys.stderr)
        return self.running and bool(times)


def parse_segment(parser, argv, defaults_ok, default_runs, common_tags):
    """`[--runs N] [--ok S] [--tag K=V ...] -- COMMAND ...` -> (command, tags, ok, runs)."""
    a = parser.parse_args(argv)
    cmd = a.command[1:] if a.command[:1] == ["--"] else a.command
    if not cmd:
        parser.error("no command given")
    ok = {int(x) for x in (a.ok or defaults_ok).split(",") if x.strip()}
    tags = dict(common_tags)
    tags.update(t.split("=", 1) for t in a.tag)
    return cmd, tags, ok, a.runs if a.runs is not None else default_runs


def main():
    argv = sys.argv[1:]
    segments = []
    while ":::" in argv:
        at = len(argv) - 1 - argv[::-1].index(":::")
        segments.insert(0, argv[at + 1:])
        argv = argv[:at]
    ap = argparse.ArgumentParser(description="best wall time and peak RSS of commands")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--ok", default="0", help="comma-separated exit statuses that count as success")
    ap.add_argument("--timeout", type=float, default=900.0, help="seconds per run")
    ap.add_argument("--record", help="append a JSON line per command to this file")
    ap.add_argument("--tag", action="append", default=[], metavar="KEY=VALUE")
    ap.add_argument("command", nargs=argparse.REMAINDER)
    a = ap.parse_args(argv)
    common = dict(t.split("=", 1) for t in a.tag)
    seg = argparse.ArgumentParser(prog="timeit.py ... :::")
    seg.add_argument("--ok")
    seg.add_argument("--runs", type=int)
    seg.add_argument("--tag", action="append", default=[], metavar="KEY=VALUE")
    seg.add_argument("command", nargs=argparse.REMAINDER)
    if segments:
        if a.command:
            ap.error("a command before ::: (give every command its own :::)")
        specs = [parse_segment(seg, s, a.ok, a.runs, common) for s in segments]
    else:
        specs = [parse_segment(seg, a.command, a.ok, a.runs, common)]
    measured = [Measured(cmd, tags, ok, runs) for cmd, tags, ok, runs in specs]
    for m in measured:
        m.warm_up(a.timeout)
    while any(m.wants_more for m in measured):
        for m in measured:
            if m.wants_more:
                m.run_once(a.timeout)
    results = [m.finish(a.record) for m in measured]
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
