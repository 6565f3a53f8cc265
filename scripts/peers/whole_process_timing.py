"""Whole-process perft timing of perftkit's perft tool and of the peers that
take `BINARY FEN DEPTH`, for scripts/bench-chess-ab.sh (the many short paired
rounds of the perf-log). The peer table itself runs on perft-bench
(scripts/peers/peer_table.py)."""
import json
import re
import resource
import subprocess
import time


class Timing:
    """Seconds of one or more finished child processes: wall clock and CPU."""

    def __init__(self, wall=0.0, cpu=0.0):
        self.wall, self.cpu = wall, cpu


def child_cpu_seconds():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_timed(argv, timeout=900):
    cpu_before, start = child_cpu_seconds(), time.perf_counter()
    proc = subprocess.run(argv, capture_output=True, text=True, timeout=timeout)
    return proc, Timing(time.perf_counter() - start, child_cpu_seconds() - cpu_before)


class Ours:
    """perftkit's perft tool, one thread, no hash."""

    def __init__(self, binary):
        self.binary = binary

    def run(self, fen, depth):
        argv = [self.binary, "--fen", fen, "--depth", str(depth), "--threads", "1", "--json"]
        proc, timing = run_timed(argv)
        if proc.returncode != 0:
            raise RuntimeError(f"{' '.join(argv)}: exit {proc.returncode}: {proc.stderr.strip()}")
        return int(json.loads(proc.stdout)["nodes"]), timing


class FenDepthPeer:
    """A single-threaded chess perft program run as `BINARY FEN DEPTH`, printing its count."""

    def __init__(self, name, binary, count_pattern):
        self.name, self.binary, self.count_pattern = name, binary, count_pattern

    def run(self, fen, depth):
        proc, timing = run_timed([self.binary, fen, str(depth)])
        match = re.search(self.count_pattern, proc.stdout)
        if proc.returncode != 0 or not match:
            raise RuntimeError(f"{self.name} on '{fen}' depth {depth} failed (exit {proc.returncode}): "
                               f"{proc.stdout[-300:]}{proc.stderr[-300:]}")
        return int(match.group(1)), timing


def gigantua_peer(binary):
    """Gigantua (../shared/peers/gigantua/build.sh): prints "Nodes searched: N"."""
    return FenDepthPeer("Gigantua", binary, r"Nodes searched: (\d+)")


def ellxor_peer(binary):
    """ellxor/perft (scripts/peers/build-ellxor.sh): prints "Result: N"."""
    return FenDepthPeer("ellxor/perft", binary, r"Result:\s+(\d+)")
