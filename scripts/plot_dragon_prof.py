#!/usr/bin/python3
"""Plot of a dragon-prof JSON report (Debian's python3-matplotlib).

Three panels: generation time by part of the generator (pawns, knights,
Dragons, sliders, king, setup), time per generation call in check vs
quiet, and attack-table lookups per generation call.

Usage: scripts/plot_dragon_prof.py [REPORT.json] [OUTPUT.png]
  defaults: results/dragon/dragon-prof.json -> results/dragon/dragon-prof.png
"""
import json
import os
import sys

import matplotlib

matplotlib.use("Agg")  # files only; no display needed on CI or over ssh
import matplotlib.pyplot as plt  # noqa: E402


def main(argv):
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    report_path = argv[1] if len(argv) > 1 else os.path.join(root, "results/dragon/dragon-prof.json")
    output_path = argv[2] if len(argv) > 2 else os.path.splitext(report_path)[0] + ".png"
    try:
        with open(report_path) as f:
            report = json.load(f)
        breakdown = report["breakdown"]
    except (OSError, ValueError, KeyError) as e:
        print(f"plot_dragon_prof: error: {report_path}: {e}", file=sys.stderr)
        return 2

    sections = breakdown["sections"]
    total_ticks = sum(sections.values()) or 1
    names = list(sections)
    shares = [100.0 * sections[n] / total_ticks for n in names]
    evasion, quiet = breakdown["evasion"], breakdown["quiet"]
    calls = evasion["generations"] + quiet["generations"] or 1
    lookups = breakdown["lookups"]

    fig, axes = plt.subplots(1, 3, figsize=(15, 4.8), gridspec_kw={"width_ratios": [2.2, 1, 1]})
    axes[0].barh(names, shares, color="#4878a8")
    axes[0].invert_yaxis()
    axes[0].set_xlabel("share of generation time (%)")
    axes[0].set_title("Where generation time goes")
    for y, share in enumerate(shares):
        axes[0].text(share, y, f" {share:.1f} %", va="center")

    axes[1].bar(["in check", "quiet"], [evasion["ns_each"], quiet["ns_each"]], color=["#c0504d", "#9bbb59"])
    axes[1].set_ylabel("ns per generation call")
    axes[1].set_title(f"Evasion vs quiet\n({100.0 * evasion['generations'] / calls:.1f} % of calls in check)")

    axes[2].bar(["leaper", "slider"], [lookups["leaper"] / calls, lookups["slider"] / calls], color="#8064a2")
    axes[2].set_ylabel("lookups per generation call")
    axes[2].set_title("Attack-table lookups")

    total = report["total"]
    fig.suptitle(
        f"dragon-prof: {len(report['positions'])} positions, {total['nodes']:,} nodes, "
        f"{total['nodes_per_second'] / 1e6:.1f} Mnodes/s, {total['ns_per_move']:.2f} ns/move "
        f"(sliders: {report['slider_scheme']}, {report['threads']} thread(s))"
    )
    fig.tight_layout()
    fig.savefig(output_path, dpi=110)
    print(output_path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
