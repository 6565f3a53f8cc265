#!/usr/bin/env python3
"""Side-by-side perft speed of perftkit and peer programs, in one interleaved run.

Every measurement is a whole process timed from outside (start-up and table
set-up included on both sides, single thread, no hash unless the row says
so). Single-thread rows use the child's CPU time (user + system), which other
load on a shared machine barely disturbs; thread-scaling rows use wall time. The measurements run in rounds; odd rounds run them in reverse order, so
a drift in machine load hits both sides of a row alike. Each row reports the
median over the rounds. Node counts are checked: both sides of a row must
agree with each other and with the reference where one is known.

Called by scripts/bench-peers.sh, which finds the binaries.
"""
import argparse
import datetime
import json
import os
import platform
import re
import resource
import statistics
import subprocess
import sys
import time

KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
CHESS_START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
DRAGON_START = "rnbdqkdbnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBDQKDBNR w KQkq - 0 1"
# Mid-game positions of the two drop games (not the same game: that row's ratio
# only says how fast each generator walks a drop-heavy tree of its own game).
# Raindrop: datasets/raindrop/raindrop.epd, open model (its D3 is 11802921; depth 4 is timed).
RAINDROP_MIDGAME = "4q3/K1n5/8/6Q1/5p2/3P4/8/8[RRBBNNPPPPPPPkrrbbnppppppp] w - - 0 4 QRBNqrbn"
# Crazyhouse: a Fried Liver line, FEN written by Fairy-Stockfish; pockets P P n p.
CRAZYHOUSE_MIDGAME = "r1bq1b1r/ppp3pp/4k3/3np3/1nB5/2N2Q2/PPPP1PPP/R1B1K2R[PPnp] w KQ - 4 9"
KNOWN_COUNTS = {(CHESS_START, 7): 3195901860, (KIWIPETE, 5): 193690690, (KIWIPETE, 6): 8031647685,
                (DRAGON_START, 5): 129411774}
# The six positions of the Chess Programming Wiki's "Perft Results" page, at
# depths of roughly 1-10 s each for one thread of the fastest programs here,
# with their published counts.
CPW_POSITIONS = [
    (CHESS_START, 7, 3195901860),
    (KIWIPETE, 6, 8031647685),
    ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 8, 3009794393),
    ("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 6, 706045033),
    ("rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 6, 3048196529),
    ("r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 6, 6923051137),
]


class Unavailable(Exception):
    pass


class Timing:
    """Seconds of one or more finished child processes: wall clock and CPU."""

    def __init__(self, wall=0.0, cpu=0.0):
        self.wall, self.cpu = wall, cpu

    def __add__(self, other):
        return Timing(self.wall + other.wall, self.cpu + other.cpu)


def child_cpu_seconds():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_timed(argv, stdin=None, timeout=900):
    cpu_before, start = child_cpu_seconds(), time.perf_counter()
    proc = subprocess.run(argv, input=stdin, capture_output=True, text=True, timeout=timeout)
    return proc, Timing(time.perf_counter() - start, child_cpu_seconds() - cpu_before)


class Ours:
    """perftkit's perft tool."""

    def __init__(self, binary):
        self.binary = binary
        self.name = "perftkit"

    def run(self, variant, fens, depth, threads=1, hash_mb=0, model=None):
        nodes, seconds = 0, Timing()
        for fen in fens:
            argv = [self.binary, "--variant", variant, "--fen", fen, "--depth", str(depth),
                    "--threads", str(threads), "--json"]
            if hash_mb:
                argv += ["--hash", str(hash_mb)]
            if model:
                argv += ["--model", model]
            proc, timing = run_timed(argv)
            if proc.returncode != 0:
                print(f"failed: {' '.join(argv)}", file=sys.stderr)
                raise RuntimeError(f"perft exit {proc.returncode}: {proc.stderr.strip()}")
            nodes += int(json.loads(proc.stdout)["nodes"])
            seconds += timing
        return nodes, seconds

    def run_set(self, fens_and_depths):
        nodes, seconds = 0, Timing()
        for fen, depth in fens_and_depths:
            count, timing = self.run("chess", [fen], depth)
            nodes += count
            seconds += timing
        return nodes, seconds


class UciPerft:
    """A UCI engine with `go perft` (Stockfish, Fairy-Stockfish)."""

    def __init__(self, name, binary, setup=()):
        self.name = name
        self.binary = binary
        self.setup = list(setup)

    def identify(self):
        proc, _ = run_timed([self.binary], stdin="uci\nquit\n", timeout=60)
        match = re.search(r"^id name (.*)$", proc.stdout, re.M)
        return match.group(1).strip() if match else "unknown"

    def run(self, fens, depth, setup=()):
        nodes, seconds = 0, Timing()
        for fen in fens:
            # `uci` first: Fairy-Stockfish then numbers rank ten as 10 (see
            # datasets/dragon/README.md); Stockfish ignores it.
            script = "\n".join(["uci", "setoption name Threads value 1", *self.setup, *setup,
                                f"position fen {fen}", f"go perft {depth}", "quit", ""])
            proc, timing = run_timed([self.binary], stdin=script)
            match = re.search(r"Nodes searched: (\d+)", proc.stdout)
            if proc.returncode != 0 or not match:
                raise RuntimeError(f"{self.binary} go perft {depth} on '{fen}' failed: {proc.stdout[-300:]}{proc.stderr}")
            nodes += int(match.group(1))
            seconds += timing
        return nodes, seconds


class FenDepthPeer:
    """A single-threaded chess perft program run as `BINARY FEN DEPTH`, printing its count:
    Gigantua (../shared/peers/gigantua/build.sh: "Nodes searched: N") and ellxor/perft
    (scripts/peers/build-ellxor.sh: "Result: N")."""

    def __init__(self, name, binary, count_pattern):
        self.name = name
        self.binary = binary
        self.count_pattern = count_pattern

    def run_set(self, fens_and_depths):
        nodes, seconds = 0, Timing()
        for fen, depth in fens_and_depths:
            proc, timing = run_timed([self.binary, fen, str(depth)])
            match = re.search(self.count_pattern, proc.stdout)
            if proc.returncode != 0 or not match:
                raise RuntimeError(f"{self.name} on '{fen}' depth {depth} failed (exit {proc.returncode}): "
                                   f"{proc.stdout[-300:]}{proc.stderr[-300:]}")
            nodes += int(match.group(1))
            seconds += timing
        return nodes, seconds

    def run(self, fen, depth):
        return self.run_set([(fen, depth)])


def gigantua_peer(binary):
    return FenDepthPeer("Gigantua", binary, r"Nodes searched: (\d+)")


def ellxor_peer(binary):
    return FenDepthPeer("ellxor/perft", binary, r"Result:\s+(\d+)")


def peer_or_absent(path, make, absent, label, hint):
    if path and os.path.isfile(path) and os.access(path, os.X_OK):
        return make(path)
    absent.append((label, f"not found ({path or 'no path'}); {hint}"))
    return None


def dragon_dataset_fens(source_dir, count):
    fens = []
    with open(os.path.join(source_dir, "datasets", "dragon", "dragon100.epd")) as f:
        for line in f:
            fen, _, rest = line.partition(";")
            if fen.strip() != DRAGON_START and "D4" in rest:
                fens.append((fen.strip(), int(re.search(r"D4 (\d+)", rest).group(1))))
    return fens[:count]


def machine():
    model = "unknown"
    with open("/proc/cpuinfo") as f:
        for line in f:
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    return f"{model}, {os.cpu_count()} logical CPUs, Linux {platform.release()}"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--source-dir", required=True)
    parser.add_argument("--perft", required=True)
    parser.add_argument("--stockfish")
    parser.add_argument("--fsf", help="Fairy-Stockfish built with largeboards=yes (10x10)")
    parser.add_argument("--fsf-8x8", help="Fairy-Stockfish built without largeboards (crazyhouse); defaults to --fsf")
    parser.add_argument("--gigantua")
    parser.add_argument("--ellxor", help="ellxor/perft built by scripts/peers/build-ellxor.sh")
    parser.add_argument("--no-cpw", action="store_true", help="leave out the six CPW positions (the longest rows)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--threads", default="", help="comma list for the scaling rows (default 1,2,4.. up to the CPUs)")
    parser.add_argument("--dragon-positions", type=int, default=6)
    parser.add_argument("--chess-depth", type=int, default=7)
    parser.add_argument("--out-md", required=True)
    parser.add_argument("--out-json", required=True)
    parser.add_argument("--command", default="scripts/bench-peers.sh")
    parser.add_argument("--commit", default="unknown", help="what was measured, e.g. 'abc1234 + uncommitted changes'")
    args = parser.parse_args()

    ini = os.path.join(args.source_dir, "scripts", "ffish", "dragonchess100.ini")
    absent = []
    ours = Ours(args.perft)
    stockfish = peer_or_absent(args.stockfish, lambda p: UciPerft("Stockfish", p), absent, "Stockfish",
                               "Debian package stockfish, or set PERFTKIT_STOCKFISH")
    fsf = peer_or_absent(args.fsf, lambda p: UciPerft("Fairy-Stockfish", p), absent, "Fairy-Stockfish (largeboards)",
                         "build Fairy-Stockfish with largeboards=yes beside the project, or set PERFTKIT_FSF")
    fsf8 = peer_or_absent(args.fsf_8x8 or args.fsf, lambda p: UciPerft("Fairy-Stockfish", p), absent,
                          "Fairy-Stockfish (8x8 build)", "set PERFTKIT_FSF_8X8 or PERFTKIT_FSF")
    gigantua = peer_or_absent(args.gigantua, gigantua_peer, absent, "Gigantua",
                              "build Gigantua beside the project, or set PERFTKIT_GIGANTUA")
    ellxor = peer_or_absent(args.ellxor, ellxor_peer, absent, "ellxor/perft",
                            "build it beside the project with scripts/peers/build-ellxor.sh, or set PERFTKIT_ELLXOR")
    fast_peers = [(key, peer) for key, peer in (("giga", gigantua), ("ellxor", ellxor)) if peer]
    cpw_set = [(fen, d) for fen, d, _ in CPW_POSITIONS]
    cpw_nodes = sum(n for _, _, n in CPW_POSITIONS)

    cpus = os.cpu_count() or 1
    thread_counts = [int(t) for t in args.threads.split(",")] if args.threads else \
        sorted({1, cpus} | {1 << k for k in range(8) if (1 << k) <= cpus})
    depth = args.chess_depth
    dragon_set = dragon_dataset_fens(args.source_dir, args.dragon_positions)
    dragon_fens = [fen for fen, _ in dragon_set]
    dragon_set_nodes = sum(n for _, n in dragon_set)

    # Measurements: key -> (side label, thunk returning (nodes, seconds), reference count or None).
    m = {}
    m["ours chess"] = ("perftkit", lambda: ours.run("chess", [CHESS_START], depth), KNOWN_COUNTS.get((CHESS_START, depth)))
    m["ours kiwipete"] = ("perftkit", lambda: ours.run("chess", [KIWIPETE], 5), KNOWN_COUNTS[(KIWIPETE, 5)])
    if stockfish:
        m["sf chess"] = ("Stockfish", lambda: stockfish.run([CHESS_START], depth), KNOWN_COUNTS.get((CHESS_START, depth)))
        m["sf kiwipete"] = ("Stockfish", lambda: stockfish.run([KIWIPETE], 5), KNOWN_COUNTS[(KIWIPETE, 5)])
    # The fastest chess programs: Kiwipete one ply deeper (depth 6), and the CPW set.
    m["ours kiwipete 6"] = ("perftkit", lambda: ours.run("chess", [KIWIPETE], 6), KNOWN_COUNTS[(KIWIPETE, 6)])
    if not args.no_cpw:
        m["ours cpw"] = ("perftkit", lambda: ours.run_set(cpw_set), cpw_nodes)
    for key, peer in fast_peers:
        m[f"{key} chess"] = (peer.name, (lambda peer=peer: peer.run(CHESS_START, depth)), KNOWN_COUNTS.get((CHESS_START, depth)))
        m[f"{key} kiwipete 6"] = (peer.name, (lambda peer=peer: peer.run(KIWIPETE, 6)), KNOWN_COUNTS[(KIWIPETE, 6)])
        if not args.no_cpw:
            m[f"{key} cpw"] = (peer.name, (lambda peer=peer: peer.run_set(cpw_set)), cpw_nodes)
    for t in thread_counts:
        if t != 1:
            m[f"ours chess t{t}"] = (f"perftkit {t} threads", (lambda t=t: ours.run("chess", [CHESS_START], depth, threads=t)),
                                     KNOWN_COUNTS.get((CHESS_START, depth)))
    m["ours chess hash"] = ("perftkit --hash 256", lambda: ours.run("chess", [CHESS_START], depth, hash_mb=256),
                            KNOWN_COUNTS.get((CHESS_START, depth)))
    m["ours dragon start"] = ("perftkit", lambda: ours.run("dragon", [DRAGON_START], 5), KNOWN_COUNTS[(DRAGON_START, 5)])
    m["ours dragon set"] = ("perftkit", lambda: ours.run("dragon", dragon_fens, 4), dragon_set_nodes)
    if fsf:
        dragon_setup = [f"setoption name VariantPath value {ini}", "setoption name UCI_Variant value dragonchess100"]
        m["fsf dragon start"] = ("Fairy-Stockfish", lambda: fsf.run([DRAGON_START], 5, dragon_setup), KNOWN_COUNTS[(DRAGON_START, 5)])
        m["fsf dragon set"] = ("Fairy-Stockfish", lambda: fsf.run(dragon_fens, 4, dragon_setup), dragon_set_nodes)
    m["ours raindrop"] = ("perftkit", lambda: ours.run("raindrop", [RAINDROP_MIDGAME], 4, model="open"), None)
    if fsf8:
        m["fsf crazyhouse"] = ("Fairy-Stockfish", lambda: fsf8.run([CRAZYHOUSE_MIDGAME], 4, ["setoption name UCI_Variant value crazyhouse"]), None)

    load_at_start = os.getloadavg()[0]
    samples = {key: [] for key in m}
    nodes = {}
    errors = {}
    # The runs of one comparison back to back (ours, then each peer's), so
    # that a change in the shared host's speed between them stays small;
    # the order reverses every round.
    def workload(key):  # "giga kiwipete 6" -> "kiwipete 6"
        return key.split(" ", 1)[1]
    order = []
    for key in m:
        order += [k for k in m if workload(k) == workload(key) and k not in order]
    for round_index in range(args.rounds):
        for key in (order if round_index % 2 == 0 else reversed(order)):
            if key in errors:
                continue
            side, thunk, reference = m[key]
            try:
                count, seconds = thunk()
            except (RuntimeError, OSError, subprocess.TimeoutExpired, ValueError, KeyError) as error:
                errors[key] = str(error).splitlines()[0][:300]
                print(f"[{key}] FAILED: {errors[key]}", file=sys.stderr)
                continue
            if reference is not None and count != reference:
                errors[key] = f"count {count} differs from the reference {reference}"
            nodes[key] = count
            samples[key].append(seconds)
            print(f"round {round_index + 1}/{args.rounds} {key}: {count} nodes, {seconds.wall:.3f} s wall, "
                  f"{seconds.cpu:.3f} s CPU ({count / seconds.cpu / 1e6:.1f} Mnodes/CPU s)", file=sys.stderr)

    def nps(key, clock="cpu"):
        if key not in m or key in errors or not samples[key]:
            return None
        return nodes[key] / statistics.median(getattr(t, clock) for t in samples[key])

    # The median over rounds of each round's ratio: the two runs of a round
    # are back to back, so this cancels most of the host's drift between
    # rounds, which the ratio of the two medians does not.
    def round_ratio(ours_key, peer_key, clock):
        if ours_key in errors or peer_key in errors or not samples[ours_key] or \
                len(samples[ours_key]) != len(samples[peer_key]):
            return None
        return statistics.median((nodes[ours_key] / getattr(a, clock)) / (nodes[peer_key] / getattr(b, clock))
                                 for a, b in zip(samples[ours_key], samples[peer_key]))

    rows = []

    def row(label, ours_key, peer_key, peer_label, note="", same_tree=True, clock="cpu"):
        if ours_key not in m:
            return
        if peer_key not in m:
            rows.append({"row": label, "ours_nps": nps(ours_key, clock), "peer": peer_label, "peer_nps": None,
                         "ratio": None, "clock": clock, "note": "peer absent"})
            return
        a, b = nps(ours_key, clock), nps(peer_key, clock)
        problems = [f"{k}: {errors[k]}" for k in (ours_key, peer_key) if k in errors]
        if not problems and same_tree and nodes.get(ours_key) != nodes.get(peer_key):
            problems.append(f"node counts differ: {nodes.get(ours_key)} vs {nodes.get(peer_key)}")
        rows.append({"row": label, "ours_nps": a, "peer": peer_label, "peer_nps": b,
                     "ratio": a / b if a and b else None, "round_ratio": round_ratio(ours_key, peer_key, clock),
                     "clock": clock,
                     "nodes": nodes.get(ours_key), "peer_nodes": nodes.get(peer_key),
                     "note": "; ".join(problems) or note})

    row(f"chess start position, depth {depth}", "ours chess", "sf chess", "Stockfish")
    row("chess Kiwipete, depth 5", "ours kiwipete", "sf kiwipete", "Stockfish")
    for key, label in (("giga", "Gigantua"), ("ellxor", "ellxor/perft")):
        row(f"chess start position, depth {depth}", "ours chess", f"{key} chess", label)
        row("chess Kiwipete, depth 6", "ours kiwipete 6", f"{key} kiwipete 6", label)
        if not args.no_cpw:
            row("chess CPW positions 1-6 (depths 7, 6, 8, 6, 6, 6), total", "ours cpw", f"{key} cpw", label)
    for t in thread_counts:
        if t != 1:
            row(f"thread scaling: chess depth {depth}, {t} threads vs 1", f"ours chess t{t}", "ours chess", "perftkit 1 thread",
                "ratio = speed-up", clock="wall")
    row(f"perft hash: chess depth {depth}, --hash 256 vs none", "ours chess hash", "ours chess", "perftkit no hash",
        "effective nodes/s (hash hits count their subtree)")
    row("dragon start position, depth 5", "ours dragon start", "fsf dragon start", "Fairy-Stockfish")
    row(f"dragon data set, {len(dragon_fens)} positions, depth 4", "ours dragon set", "fsf dragon set", "Fairy-Stockfish")
    row("drop games: raindrop (open) mid-game d4 vs crazyhouse mid-game d4", "ours raindrop", "fsf crazyhouse",
        "Fairy-Stockfish crazyhouse", "different games: indicative only", same_tree=False)

    identities = {}
    for peer in (stockfish, fsf, fsf8):
        if peer:
            identities[peer.binary] = peer.identify()
    now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    commit = args.commit
    load_at_end = os.getloadavg()[0]
    fmt = lambda v: f"{v / 1e6:,.1f} M" if v else "-"
    lines = [
        "# Peer comparison (perft nodes per second)",
        "",
        f"Machine: {machine()}. Measured {now}, perftkit {commit}.",
        f"Load average (1 min) at start / end: {load_at_start:.2f} / {load_at_end:.2f}; on a shared machine",
        "the wall-clock thread-scaling row is only as good as the idle cores it got.",
        f"Command: `{args.command}` ({args.rounds} interleaved rounds, medians; whole processes timed from outside;",
        "single thread and no hash unless the row says otherwise). Ratio = perftkit / peer, of the two medians;",
        "per round = the median of the rounds' own ratios (the runs of one comparison are back to back in a",
        "round, so this one cancels the host's drift between rounds). Clock: `cpu` = the",
        "process's user + system time (it leaves out time the process waited for a core, but a loaded host",
        "still slows the process itself: compare within a round, not across runs), `wall` = elapsed time",
        "(thread scaling).",
        "",
        "| comparison | perftkit nodes/s | peer | peer nodes/s | ratio | per round | clock | note |",
        "|---|---:|---|---:|---:|---:|---|---|",
    ]
    for r in rows:
        ratio = f"{r['ratio']:.2f}x" if r["ratio"] else "-"
        per_round = f"{r['round_ratio']:.2f}x" if r.get("round_ratio") else "-"
        lines.append(f"| {r['row']} | {fmt(r['ours_nps'])} | {r['peer']} | {fmt(r['peer_nps'])} | {ratio} "
                     f"| {per_round} | {r['clock']} | {r['note']} |")
    lines += ["", "Peers:"]
    for binary, ident in identities.items():
        lines.append(f"- `{binary}`: {ident}")
    if fsf and fsf8 and fsf8.binary != fsf.binary:
        lines.append("- crazyhouse uses the 8x8 build of Fairy-Stockfish, 10x10 dragon the largeboards build")
    # The two perft programs print no version: say how they were built.
    if gigantua:
        lines.append(f"- `{gigantua.binary}`: Gigantua, built by ../shared/peers/gigantua/build.sh "
                     "(clang++ -O3 -march=native -flto, its generated header regenerated; one thread)")
    if ellxor:
        lines.append(f"- `{ellxor.binary}`: ellxor/perft, built by scripts/peers/build-ellxor.sh "
                     "(clang++ -O3 -march=native -flto, thread count pinned to 1)")
    for label, reason in absent:
        lines.append(f"- {label}: ABSENT, {reason}")
    lines += ["", "Positions: chess start; Kiwipete `" + KIWIPETE + "`; the CPW set: the six positions of "
              "https://www.chessprogramming.org/Perft_Results (published counts checked); dragon start and the first "
              f"{len(dragon_fens)} non-start positions of `datasets/dragon/dragon100.epd` (their D4 counts checked); "
              f"raindrop `{RAINDROP_MIDGAME}` (open model); crazyhouse `{CRAZYHOUSE_MIDGAME}`.", ""]
    with open(args.out_md, "w") as f:
        f.write("\n".join(lines))
    with open(args.out_json, "w") as f:
        json.dump({"date": now, "commit": commit, "machine": machine(), "rounds": args.rounds,
                   "load_average": [load_at_start, load_at_end],
                   "chess_depth": depth, "rows": rows, "thread_counts": thread_counts,
                   "thread_scaling": {str(t): nps(f"ours chess t{t}" if t != 1 else "ours chess", "wall")
                                      for t in thread_counts},
                   "samples": {k: [{"wall": t.wall, "cpu": t.cpu} for t in v] for k, v in samples.items()}, "nodes": nodes, "errors": errors, "absent": absent,
                   "peers": identities}, f, indent=1)
    print("\n".join(lines))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
