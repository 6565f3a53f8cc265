#!/usr/bin/python3
"""Performance plots from the files in results/ (Debian's python3-matplotlib).

  results/perft-history.png   perft nodes/s of every *Perft* benchmark across the
                              recorded runs in results/bench/*.json (scripts/bench.sh)
  results/thread-scaling.png  perft speed-up over 1 thread, from the newest
                              results/bench/peers/*.json (scripts/bench-peers.sh)
  results/peer-ratios.png     perftkit / peer nodes-per-second ratios, same file

Usage: scripts/plot.py [--results DIR]
"""
import argparse
import glob
import json
import os
import statistics
import sys

import matplotlib

matplotlib.use("Agg")  # files only; no display needed on CI or over ssh
import matplotlib.pyplot as plt  # noqa: E402


def load(path):
    with open(path) as f:
        return json.load(f)


def run_label(path, data):
    info = data.get("context", {}).get("perftkit", {})
    name = os.path.basename(path)[: -len(".json")]
    if name == "baseline":
        return f"baseline\n{info.get('commit', '')}"
    return f"{info.get('date', name)[:8]}\n{info.get('commit', '')}"


def perft_history(results, out):
    runs = {}
    # Dated runs first, so that a baseline copied from one of them is not drawn twice.
    for path in sorted(glob.glob(os.path.join(results, "bench", "*.json")), key=lambda p: p.endswith("baseline.json")):
        data = load(path)
        date = data.get("context", {}).get("perftkit", {}).get("date", os.path.basename(path))
        runs.setdefault(date, (date, path, data))
    runs = sorted(runs.values())
    if not runs:
        print("plot.py: no results/bench/*.json, skipping the history plot", file=sys.stderr)
        return
    series = {}
    for index, (_, path, data) in enumerate(runs):
        per_name = {}
        for bench in data.get("benchmarks", []):
            name = bench.get("run_name", "")
            if bench.get("run_type", "iteration") != "iteration" or "Perft" not in name or "HashProbe" in name:
                continue
            # Our helpers name the rate nodes_per_second; SetItemsProcessed gives items_per_second.
            rate = bench.get("nodes_per_second", bench.get("items_per_second"))
            if rate:
                per_name.setdefault(bench["run_name"], []).append(rate)
        for name, values in per_name.items():
            series.setdefault(name, []).append((index, statistics.median(values)))
    fig, ax = plt.subplots(figsize=(9, 5))
    for name, points in sorted(series.items()):
        ax.plot([i for i, _ in points], [v / 1e6 for _, v in points], marker="o", label=name.removeprefix("BM_"))
    ax.set_xticks(range(len(runs)))
    ax.set_xticklabels([run_label(path, data) for _, path, data in runs], fontsize=8)
    ax.set_yscale("log")  # variants differ by more than an order of magnitude
    ax.set_ylabel("perft Mnodes/s (median of repetitions, one thread)")
    ax.set_title("movegen-bench perft speed per recorded run")
    ax.grid(alpha=0.3)
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(out, dpi=110)
    print(out)


def newest_peer_run(results):
    paths = sorted(glob.glob(os.path.join(results, "bench", "peers", "*.json")))
    return (paths[-1], load(paths[-1])) if paths else (None, None)


def thread_scaling(peers, source, out):
    scaling = {int(t): v for t, v in peers.get("thread_scaling", {}).items() if v}
    if 1 not in scaling or len(scaling) < 2:
        print("plot.py: no thread-scaling figures in the peer run, skipping", file=sys.stderr)
        return
    threads = sorted(scaling)
    fig, ax = plt.subplots(figsize=(6, 4.5))
    ax.plot(threads, [scaling[t] / scaling[1] for t in threads], marker="o", label="perftkit")
    ax.plot(threads, threads, linestyle="--", color="grey", label="ideal")
    ax.set_xticks(threads)
    ax.set_xlabel("threads")
    ax.set_ylabel("speed-up over 1 thread")
    ax.set_title(f"perft, chess start position, depth {peers.get('chess_depth', '?')} ({os.path.basename(source)})",
                 fontsize=9)
    ax.legend()
    ax.grid(alpha=0.3)
    fig.text(0.01, 0.01, peers.get("machine", ""), fontsize=7)
    fig.tight_layout(rect=(0, 0.03, 1, 1))
    fig.savefig(out, dpi=110)
    print(out)


def peer_ratios(peers, out):
    rows = [r for r in peers.get("rows", []) if r.get("ratio") and "thread" not in r["row"] and "hash" not in r["row"]]
    if not rows:
        print("plot.py: no peer ratios in the peer run, skipping", file=sys.stderr)
        return
    fig, ax = plt.subplots(figsize=(9, 0.6 * len(rows) + 1.5))
    labels = [f"{r['row']}\nvs {r['peer']}" for r in rows]
    ax.barh(range(len(rows)), [r["ratio"] for r in rows], color="tab:blue")
    ax.axvline(1.0, color="grey", linestyle="--")
    ratios = [r["ratio"] for r in rows]
    if max(ratios) / min(ratios) > 20:  # drop-game rows can be far off the chess rows
        ax.set_xscale("log")
    ax.set_yticks(range(len(rows)))
    ax.set_yticklabels(labels, fontsize=8)
    ax.invert_yaxis()
    ax.set_xlabel("perftkit nodes/s / peer nodes/s (one thread)")
    ax.set_title(f"peer ratios, {peers.get('date', '')}, {peers.get('commit', '')}", fontsize=8)
    for i, r in enumerate(rows):
        ax.text(r["ratio"], i, f" {r['ratio']:.2f}x", va="center", fontsize=8)
    fig.tight_layout()
    fig.savefig(out, dpi=110)
    print(out)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--results", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "results"))
    args = parser.parse_args()
    results = os.path.normpath(args.results)
    perft_history(results, os.path.join(results, "perft-history.png"))
    source, peers = newest_peer_run(results)
    if peers is None:
        print("plot.py: no results/bench/peers/*.json (run scripts/bench-peers.sh), skipping peer plots", file=sys.stderr)
        return
    thread_scaling(peers, source, os.path.join(results, "thread-scaling.png"))
    peer_ratios(peers, os.path.join(results, "peer-ratios.png"))


if __name__ == "__main__":
    main()
