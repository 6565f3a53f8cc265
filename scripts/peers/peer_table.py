#!/usr/bin/env python3
"""The peer table: perftkit's perft against other perft programs, every row
one perft-bench run (tools/perft-bench, docs/perft-bench.md), so the
figures come from the tool users run and carry its count checks and its
statistics.

A row is `perft-bench --engine OTHER --engine SUBJECT ... --json FILE`: the
peer first (the baseline), perftkit second. perft-bench runs both on every
position back to back in a seeded order that changes every round, checks
both counts against perftkit's own, and reports per round the time ratio
SUBJECT / OTHER with its Hodges-Lehmann estimate and interval. The table
turns them round into speed (OTHER's time / SUBJECT's: above 1, perftkit
is faster), and checks perftkit's totals against the published counts
where they are known.

perftkit's side is `--engine perftkit`: perft-bench's own generator in a
child process, single-threaded and without a hash table (its hidden
serving mode), over the peer's protocol. Thread scaling and --hash, which
that mode does not have, compare perftkit's perft tool with itself run as
a perftree engine (`perft --threads N [--hash MB] --perftree`).

Called by scripts/bench-peers.sh, which builds perftkit and finds the peers.
"""
import argparse
import datetime
import json
import os
import platform
import shlex
import subprocess
import sys

from peer_positions import CHESS_START, CPW_POSITIONS, DRAGON_START, KIWIPETE

# Published counts of the chess rows' positions: the CPW page's, at its
# depths and one ply below (the depths --shallower 1 reaches).
PUBLISHED = {(fen, depth): nodes for fen, depth, nodes in CPW_POSITIONS}
PUBLISHED.update({(CHESS_START, 6): 119060324, (KIWIPETE, 5): 193690690, (CPW_POSITIONS[2][0], 7): 178633661,
                  (CPW_POSITIONS[3][0], 5): 15833292, (CPW_POSITIONS[4][0], 5): 89941194,
                  (CPW_POSITIONS[5][0], 5): 164075551})


class Row:
    """One perft-bench run: `engines` = [other, subject]; positions = [(fen, published count or None)]."""

    def __init__(self, label, other, engines, positions, depth, protocol, clock="cpu", variant=(), note=""):
        self.label, self.other, self.engines = label, other, engines
        self.positions, self.depth, self.protocol, self.clock = positions, depth, protocol, clock
        self.variant, self.note = list(variant), note


def machine():
    model = "unknown"
    with open("/proc/cpuinfo") as f:
        for line in f:
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    return f"{model}, {os.cpu_count()} logical CPUs, Linux {platform.release()}"


def dragon_dataset(source_dir):
    """datasets/dragon/dragon100.epd as [(fen, {depth: count})], in file order."""
    positions = []
    with open(os.path.join(source_dir, "datasets", "dragon", "dragon100.epd")) as f:
        for line in f:
            fen, _, rest = line.partition(";")
            if not fen.strip() or fen.startswith("#"):
                continue
            counts = {}
            for op in rest.split(";"):
                words = op.split()
                if len(words) == 2 and words[0].startswith("D"):
                    counts[int(words[0][1:])] = int(words[1])
            positions.append((fen.strip(), counts))
    return positions


def chess_rows(args, stockfish, fast_peers, depth_of):
    rows = []
    start_depth = depth_of(args.chess_depth)
    if stockfish:
        rows.append(Row(f"chess start position, depth {start_depth}", "Stockfish", [stockfish, "perftkit"],
                        [(CHESS_START, None)], start_depth, "uci"))
        rows.append(Row(f"chess Kiwipete, depth {depth_of(5)}", "Stockfish", [stockfish, "perftkit"],
                        [(KIWIPETE, None)], depth_of(5), "uci"))
    # The fastest programs: Kiwipete one ply deeper, and the rest of the CPW
    # set grouped by depth (perft-bench runs one depth per call).
    for name, command in fast_peers:
        rows.append(Row(f"chess start position, depth {start_depth}", name, [command, "perftkit"],
                        [(CHESS_START, None)], start_depth, "perftree"))
        rows.append(Row(f"chess Kiwipete, depth {depth_of(6)}", name, [command, "perftkit"],
                        [(KIWIPETE, None)], depth_of(6), "perftree"))
        if not args.no_cpw:
            fen3, d3, _ = CPW_POSITIONS[2]
            rows.append(Row(f"chess CPW position 3, depth {depth_of(d3)}", name, [command, "perftkit"],
                            [(fen3, None)], depth_of(d3), "perftree"))
            rows.append(Row(f"chess CPW positions 4-6, depth {depth_of(6)}, total", name, [command, "perftkit"],
                            [(fen, None) for fen, _, _ in CPW_POSITIONS[3:]], depth_of(6), "perftree"))
    return rows


def perftkit_rows(args, perft, depth_of):
    """perftkit's perft tool against itself: thread scaling (wall clock) and --hash 256."""
    depth = depth_of(args.chess_depth)
    one_thread = f"{shlex.quote(perft)} --threads 1 --perftree"
    rows = []
    for t in args.thread_counts:
        if t != 1:
            rows.append(Row(f"thread scaling: chess start position, depth {depth}, {t} threads vs 1",
                            "perftkit, 1 thread", [one_thread, f"{shlex.quote(perft)} --threads {t} --perftree"],
                            [(CHESS_START, None)], depth, "perftree", clock="wall",
                            note="ratio = speed-up; wall clock; perft tool"))
    rows.append(Row(f"perft hash: chess start position, depth {depth}, --hash 256 vs none", "perftkit, no hash",
                    [one_thread, f"{shlex.quote(perft)} --threads 1 --hash 256 --perftree"],
                    [(CHESS_START, None)], depth, "perftree",
                    note="effective nodes/s (hash hits count their subtree); perft tool"))
    return rows


def dragon_rows(args, fsf, depth_of):
    if not fsf:
        return []
    ini = os.path.join(args.source_dir, "scripts", "ffish", "dragonchess100.ini")
    variant = ["--variant", "dragon", "--variants-ini", ini]
    start_depth, set_depth = depth_of(5), depth_of(4)
    dataset = dragon_dataset(args.source_dir)
    start_count = next(counts.get(start_depth) for fen, counts in dataset if fen == DRAGON_START)
    positions = [(fen, counts[set_depth]) for fen, counts in dataset
                 if fen != DRAGON_START and set_depth in counts][:args.dragon_positions]
    return [Row(f"dragon start position, depth {start_depth}", "Fairy-Stockfish", [fsf, "perftkit"],
                [(DRAGON_START, start_count)], start_depth, "uci", variant=variant),
            Row(f"dragon data set, {len(positions)} positions, depth {set_depth}, total", "Fairy-Stockfish",
                [fsf, "perftkit"], positions, set_depth, "uci", variant=variant)]


def run_row(index, row, args, work):
    """Runs perft-bench for one row; returns (its JSON object or None, the command, an error or '')."""
    json_file = os.path.join(work, f"row-{index:02d}.json")
    argv = [args.perft_bench]
    for engine in row.engines:
        argv += ["--engine", engine]
    argv += ["--protocol", row.protocol, "--clock", row.clock, "--depth", str(row.depth),
             "--rounds", str(args.rounds), "--warmup", str(args.warmup), "--json", json_file, *row.variant]
    if len(row.positions) == 1:
        argv += ["--fen", row.positions[0][0]]
    else:
        suite = os.path.join(work, f"row-{index:02d}.epd")
        with open(suite, "w") as f:
            f.write("".join(fen + "\n" for fen, _ in row.positions))
        argv += ["--suite", suite]
    print(f"[{index}] {row.label} against {row.other}: {shlex.join(argv)}", file=sys.stderr, flush=True)
    proc = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    result = None
    if os.path.exists(json_file) and os.path.getsize(json_file):
        with open(json_file) as f:
            result = json.load(f)
    if result is None or proc.returncode not in (0, 1):
        return None, argv, f"perft-bench exit {proc.returncode}: {(proc.stderr or proc.stdout).strip()[-400:]}"
    if not result.get("counts_equal"):
        wrong = result.get("wrong_count", {})
        return result, argv, (f"wrong count: {wrong.get('command')} counted {wrong.get('counted')} on "
                              f"{wrong.get('fen')}, perftkit {wrong.get('expected')}")
    # perft-bench keeps the positions in the order given (its FENs may be written differently).
    for (fen, given), position in zip(row.positions, result["positions"]):
        expected = given if given is not None else PUBLISHED.get((fen, row.depth))
        if expected is not None and position["nodes"] != expected:
            return result, argv, f"perftkit counts {position['nodes']} on {fen}, published {expected}"
    counted = [p["nodes"] for p in result["positions"]]
    print(f"    {result['verdicts'][0]} ({sum(counted)} nodes)", file=sys.stderr, flush=True)
    return result, argv, ""


def speed(time_ratio):
    """perft-bench's time ratio SUBJECT / OTHER as the speed ratio SUBJECT / OTHER."""
    return 1 / time_ratio if time_ratio else None


def row_summary(row, result, argv, error, relative):
    summary = {"row": row.label, "peer": row.other, "protocol": row.protocol, "clock": row.clock,
               "depth": row.depth, "command": command_text(argv, relative), "note": row.note,
               "error": error}
    if result and not error:
        total = result["total"]
        against = total["against_baseline"][0]
        interval = against.get("interval_ratio")
        summary.update({
            "nodes": sum(p["nodes"] for p in result["positions"]),
            "positions": len(result["positions"]),
            "counts": f"equal on {len(result['positions'])} position" + ("s" if len(result["positions"]) > 1 else "") +
                      (", published" if all(n is not None or (fen, row.depth) in PUBLISHED for fen, n in row.positions)
                       else ""),
            "ours_nps": total["engines"][1]["nodes_per_second"],
            "peer_nps": total["engines"][0]["nodes_per_second"],
            "ratio": speed(against["estimate_ratio"]),
            "interval": [speed(interval[1]), speed(interval[0])] if interval else None,
            "achieved_level": against.get("achieved_level"),
            "verdict": against["verdict"],
            "median_ratio": speed(against["median_of_ratios"]),
            "ratio_of_medians": speed(against["ratio_of_medians"]),
            "round_ratios": [speed(r) for r in against["round_ratios"]],
            "perft_bench_verdict": result["verdicts"][0],
            "load_changed": result.get("load_changed"),
            "peer_name": result["engines"][0].get("name", ""),
        })
    summary["json_file"] = relative(argv[argv.index("--json") + 1])
    summary["version"] = result["version"] if result else None
    return summary


def shortener(source_dir, peers_dir):
    """A function that writes a path relative to the checkout where it lies inside it or inside the peers
    folder (../peers, where the table's reader builds the peers too); every other path stays whole, even one
    beside the checkout, which the table's reader has no copy of (a test's temporary folder when the
    checkout lies in the temporary directory)."""
    source = os.path.abspath(source_dir)
    roots = [(source, "")]
    if peers_dir:
        peers = os.path.abspath(peers_dir)
        roots.append((peers, os.path.relpath(peers, source) + "/"))
    # The longer root first: a peers folder inside the checkout keeps its own shorthand.
    roots.sort(key=lambda root: -len(root[0]))

    def short(path):
        for root, shorthand in roots:
            if path.startswith(root + "/"):
                return shorthand + path[len(root) + 1:]
        return path
    return short


def command_text(argv, short):
    """perft-bench's argv as one shell line, paths shortened; an --engine value is itself a command line,
    shortened word by word and quoted again."""
    words = [shlex.join(short(w) for w in shlex.split(word)) if before == "--engine" else short(word)
             for before, word in zip([""] + argv, argv)]
    return shlex.join(words)


def markdown(args, rows, absent, started, ended, version):
    fmt = lambda v: f"{v / 1e6:,.1f} M" if v else "-"
    x = lambda v: f"{v:.2f}x" if v else "-"
    lines = [
        "# Peer comparison (perft nodes per second)",
        "",
        f"Machine: {machine()}. Measured {started} to {ended}, perftkit {args.commit}, {version}.",
        f"Command: `{args.command}`. Every row is one `perft-bench` run (its command is listed below the table):",
        f"{args.rounds} measured rounds after {args.warmup} warm-up, in each round the peer and perftkit run",
        "back to back on every position in an order that changes from round to round, and both counts are",
        "checked against perftkit's own count (and perftkit's against the published one where known).",
        "perftkit's side is `--engine perftkit`: perft-bench's generator in a child process over the peer's",
        "protocol, one thread, no hash (UCI against Stockfish and Fairy-Stockfish; perftree, one process per",
        "perft with start-up included, against Gigantua and ellxor/perft, as those programs run).",
        "Ratio = perftkit's speed / the peer's (above 1: perftkit is faster): *median ratio* is the median of the",
        "rounds' own ratios, *estimate* the Hodges-Lehmann estimate with its distribution-free interval",
        "(docs/perft-bench.md; 6 or more rounds give a 95 % interval). *perftkit is* is perft-bench's verdict:",
        "faster or slower when the whole interval lies beyond 2 %, else indistinguishable (level).",
        "Clock `cpu` = the engine processes' user + system time, `wall` = elapsed time (thread scaling).",
        "",
        "| # | comparison | perftkit nodes/s | peer | peer nodes/s | median ratio | estimate (95 % interval) | perftkit is | rounds | clock | counts | note |",
        "|---:|---|---:|---|---:|---:|---:|---|---:|---|---|---|",
    ]
    for i, r in enumerate(rows, 1):
        if r["error"]:
            lines.append(f"| {i} | {r['row']} | - | {r['peer']} | - | - | - | - | - | {r['clock']} | - | FAILED: {r['error']} |")
            continue
        interval = f" ({r['interval'][0]:.2f}-{r['interval'][1]:.2f})" if r["interval"] else " (too few rounds)"
        verdict = r["verdict"] if r["interval"] else "-"
        note = r["note"] + ("; load changed during the run" if r["load_changed"] else "")
        lines.append(f"| {i} | {r['row']} | {fmt(r['ours_nps'])} | {r['peer']} | {fmt(r['peer_nps'])} "
                     f"| {x(r['median_ratio'])} | {x(r['ratio'])}{interval} | {verdict} | {args.rounds} | {r['clock']} "
                     f"| {r['counts']} | {note.strip('; ')} |")
    lines += ["", "Commands (from the checkout's root; each wrote the JSON its `--json` names, the suites beside it):"]
    lines += [f"{i}. `{r['command']}`" for i, r in enumerate(rows, 1)]
    lines += ["", "Peers:"]
    names = {}
    for r in rows:
        if r.get("peer_name"):
            names.setdefault(r["peer"], r["peer_name"])
    for peer, name in names.items():
        lines.append(f"- {peer}: {name}")
    if args.gigantua:
        lines.append(f"- Gigantua: `{args.gigantua}`, built by ../shared/peers/gigantua/build.sh "
                     "(clang++ -O3 -march=native -flto, its generated header regenerated; one thread), "
                     "run through scripts/peers/fen-depth-perftree.sh")
    if args.ellxor:
        lines.append(f"- ellxor/perft: `{args.ellxor}`, built by scripts/peers/build-ellxor.sh "
                     "(clang++ -O3 -march=native -flto, thread count pinned to 1), "
                     "run through scripts/peers/fen-depth-perftree.sh")
    for label, reason in absent:
        lines.append(f"- {label}: ABSENT, {reason}")
    lines += ["", "Positions: chess start; Kiwipete `" + KIWIPETE + "`; CPW positions 3-6 of "
              "https://www.chessprogramming.org/Perft_Results (published counts checked); dragon start and the first "
              f"{args.dragon_positions} non-start positions of `datasets/dragon/dragon100.epd` (their counts checked).",
              "Raindrop against Fairy-Stockfish's crazyhouse is not in this table: they are different games, so",
              "perft-bench cannot check one's count against the other's; see results/raindrop/README.md.", ""]
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--source-dir", required=True)
    parser.add_argument("--peers-dir", help="the folder the peers are built in (bench-peers.sh: ../peers); "
                                            "paths inside it are written relative to the checkout")
    parser.add_argument("--perft-bench", required=True)
    parser.add_argument("--perft", required=True, help="perftkit's perft tool (thread scaling and --hash rows)")
    parser.add_argument("--stockfish")
    parser.add_argument("--fsf", help="Fairy-Stockfish built with largeboards=yes (10x10)")
    parser.add_argument("--gigantua")
    parser.add_argument("--ellxor", help="ellxor/perft built by scripts/peers/build-ellxor.sh")
    parser.add_argument("--no-cpw", action="store_true", help="leave out CPW positions 3-6 (the longest rows)")
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--warmup", type=int, default=1)
    parser.add_argument("--shallower", type=int, default=0, help="every depth this many plies lower (quick checks)")
    parser.add_argument("--threads", default="", help="comma list for the scaling rows (default 1,2,4.. up to the CPUs)")
    parser.add_argument("--dragon-positions", type=int, default=6)
    parser.add_argument("--chess-depth", type=int, default=7)
    parser.add_argument("--out-md", required=True)
    parser.add_argument("--out-json", required=True)
    parser.add_argument("--rows-dir", required=True, help="every row's perft-bench JSON (and EPD suite) goes here")
    parser.add_argument("--command", default="scripts/bench-peers.sh")
    parser.add_argument("--commit", default="unknown", help="what was measured, e.g. 'abc1234 + uncommitted changes'")
    args = parser.parse_args()

    cpus = os.cpu_count() or 1
    args.thread_counts = [int(t) for t in args.threads.split(",")] if args.threads else \
        sorted({1, cpus} | {1 << k for k in range(8) if (1 << k) <= cpus})
    depth_of = lambda depth: max(1, depth - args.shallower)
    absent = []

    def found(path, label, hint):
        if path and os.path.isfile(path) and os.access(path, os.X_OK):
            return path
        absent.append((label, f"not found ({path or 'no path'}); {hint}"))
        return None

    stockfish = found(args.stockfish, "Stockfish", "Debian package stockfish, or set PERFTKIT_STOCKFISH")
    fsf = found(args.fsf, "Fairy-Stockfish (largeboards)",
                "build Fairy-Stockfish with largeboards=yes beside the project, or set PERFTKIT_FSF")
    args.gigantua = found(args.gigantua, "Gigantua", "build it beside the project, or set PERFTKIT_GIGANTUA")
    args.ellxor = found(args.ellxor, "ellxor/perft",
                        "build it beside the project with scripts/peers/build-ellxor.sh, or set PERFTKIT_ELLXOR")
    front_end = os.path.join(args.source_dir, "scripts", "peers", "fen-depth-perftree.sh")
    fast_peers = [(name, f"{shlex.quote(front_end)} {shlex.quote(binary)}")
                  for name, binary in (("Gigantua", args.gigantua), ("ellxor/perft", args.ellxor)) if binary]
    rows = chess_rows(args, stockfish, fast_peers, depth_of) + dragon_rows(args, fsf, depth_of) + \
        perftkit_rows(args, args.perft, depth_of)

    relative = shortener(args.source_dir, args.peers_dir)

    now = lambda: datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    started = now()
    summaries = []
    os.makedirs(args.rows_dir, exist_ok=True)
    for index, row in enumerate(rows, 1):
        result, argv, error = run_row(index, row, args, args.rows_dir)
        if error:
            print(f"    FAILED: {error}", file=sys.stderr, flush=True)
        summaries.append(row_summary(row, result, argv, error, relative))
    ended = now()
    version = "perft-bench " + next((r["version"] for r in summaries if r["version"]), "(no run finished)")

    scaling = {}
    for r in summaries:
        if r["row"].startswith("thread scaling") and not r["error"]:
            scaling["1"] = r["peer_nps"]
            scaling[r["row"].split(", ")[-1].split()[0]] = r["ours_nps"]
    text = markdown(args, summaries, absent, started, ended, version)
    with open(args.out_md, "w") as f:
        f.write(text)
    with open(args.out_json, "w") as f:
        json.dump({"date": started, "end": ended, "commit": args.commit, "machine": machine(), "command": args.command,
                   "perft_bench": version, "rounds": args.rounds, "warmup": args.warmup, "shallower": args.shallower,
                   "chess_depth": depth_of(args.chess_depth), "thread_counts": args.thread_counts,
                   "thread_scaling": scaling, "rows": summaries, "absent": absent}, f, indent=1)
    print(text)
    return 1 if any(r["error"] for r in summaries) else 0


if __name__ == "__main__":
    sys.exit(main())
