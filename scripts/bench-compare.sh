#!/usr/bin/env bash
# Compares two Google Benchmark JSON files made with repetitions (scripts/bench.sh)
# and exits 1 when any benchmark got significantly slower:
#   median slowdown > threshold  AND  one-sided Mann-Whitney U test p < alpha
# over the repetitions of that benchmark. Requiring both keeps noise (a large but
# unstable difference) and trivia (a tiny but consistent one) from failing a build.
# Debian's compare.py (libbenchmark-tools) prints a similar U test but always
# exits 0 and has no threshold, hence this script (plain Python 3, no scipy).
#
# Usage: scripts/bench-compare.sh [--threshold PERCENT] [--alpha P] [--metric cpu_time|real_time]
#                                 OLD.json NEW.json
# Exit: 0 no significant slowdown, 1 a significant slowdown, 2 bad input.
set -euo pipefail
python=${PYTHON:-$(command -v /usr/bin/python3 || command -v python3)}
exec "$python" - "$@" <<'PY'
import argparse, json, math, statistics, sys
from functools import lru_cache


@lru_cache(maxsize=None)
def arrangements(m, n, u):
    """Orderings of m 'new' and n 'old' samples (no ties) in which the new ones
    beat exactly u old ones: the exact null distribution of U."""
    if u < 0 or u > m * n:
        return 0
    if m == 0 or n == 0:
        return 1 if u == 0 else 0
    # The largest sample is either a new one (beats all n old) or an old one.
    return arrangements(m - 1, n, u - n) + arrangements(m, n - 1, u)


def p_new_slower(new, old):
    """One-sided Mann-Whitney U test: p-value of "new is stochastically larger
    than old". Exact without ties (up to 50 x 50 samples); otherwise the normal
    approximation with tie and continuity corrections (as scipy.stats.mannwhitneyu
    does)."""
    m, n = len(new), len(old)
    u = sum((b > a) + 0.5 * (b == a) for b in new for a in old)
    values = sorted(new + old)
    ties = [values.count(v) for v in set(values)]
    if all(t == 1 for t in ties) and m * n <= 2500:  # exact table stays small
        at_least = sum(arrangements(m, n, k) for k in range(math.ceil(u), m * n + 1))
        return at_least / math.comb(m + n, m)
    mean = m * n / 2
    tie_term = sum(t ** 3 - t for t in ties) / ((m + n) * (m + n - 1))
    sd = math.sqrt(m * n / 12 * ((m + n + 1) - tie_term))
    if sd == 0:
        return 1.0
    z = (u - mean - 0.5) / sd
    return 0.5 * math.erfc(z / math.sqrt(2))

# With 3 against 3 samples the smallest exact one-sided p is 1/20 = 0.05: a
# slowdown could never be significant. 4 against 4 reaches 1/70.
MIN_SAMPLES = 4
UNIT_NS = {"ns": 1.0, "us": 1e3, "ms": 1e6, "s": 1e9}

def fail_input(message):
    print(f"bench-compare.sh: error: {message}", file=sys.stderr)
    sys.exit(2)

def samples(path, metric):
    """Benchmark name -> list of per-repetition times in ns (aggregates ignored)."""
    try:
        with open(path) as f:
            runs = json.load(f)["benchmarks"]
    except (OSError, ValueError, KeyError, TypeError) as error:
        fail_input(f"{path}: not a Google Benchmark JSON file ({error})")
    by_name = {}
    for run in runs:
        if run.get("run_type", "iteration") != "iteration" or "error_occurred" in run:
            continue
        try:
            name = run.get("run_name", run["name"])
            value = float(run[metric]) * UNIT_NS[run.get("time_unit", "ns")]
        except (KeyError, ValueError) as error:
            fail_input(f"{path}: benchmark entry without a usable {metric} ({error})")
        by_name.setdefault(name, []).append(value)
    if not by_name:
        fail_input(f"{path}: no benchmark repetitions")
    return by_name

parser = argparse.ArgumentParser(prog="bench-compare.sh")
parser.add_argument("old")
parser.add_argument("new")
parser.add_argument("--threshold", type=float, default=5.0, help="allowed slowdown in percent (default 5)")
parser.add_argument("--alpha", type=float, default=0.05, help="significance level (default 0.05)")
parser.add_argument("--metric", choices=["cpu_time", "real_time"], default="cpu_time")
args = parser.parse_args()

old, new = samples(args.old, args.metric), samples(args.new, args.metric)

def machine(path):
    with open(path) as f:
        info = json.load(f).get("context", {}).get("perftkit", {})
    return {k: info.get(k) for k in ("cpu_model", "compiler", "build_flags")}

# Figures from different machines or builds are not comparable; say so loudly.
old_machine, new_machine = machine(args.old), machine(args.new)
for key in old_machine:
    if old_machine[key] != new_machine[key]:
        print(f"WARNING: {key} differs: '{old_machine[key]}' vs '{new_machine[key]}'")
slower = []
print(f"{'benchmark':<48} {'old ns':>12} {'new ns':>12} {'change':>8} {'p':>7}  verdict")
for name in sorted(old.keys() | new.keys()):
    if name not in new or name not in old:
        print(f"{name:<48} {'only in ' + ('old' if name in old else 'new'):>42}")
        continue
    a, b = old[name], new[name]
    if min(len(a), len(b)) < MIN_SAMPLES:
        fail_input(f"{name}: {len(a)} and {len(b)} repetitions; need at least {MIN_SAMPLES} on each side "
                   "(run scripts/bench.sh with --repetitions)")
    change = statistics.median(b) / statistics.median(a) - 1.0
    # One-sided: is NEW stochastically larger (slower) than OLD?
    p = p_new_slower(b, a)
    significant_slowdown = change * 100 > args.threshold and p < args.alpha
    verdict = "SLOWER" if significant_slowdown else ("faster" if change < 0 else "ok")
    if significant_slowdown:
        slower.append(name)
    print(f"{name:<48} {statistics.median(a):12.1f} {statistics.median(b):12.1f} {change * 100:+7.1f}% {p:7.4f}  {verdict}")

print(f"\n{len(slower)} significantly slower than {args.threshold:g} % (alpha {args.alpha:g}, {args.metric}, medians)")
sys.exit(1 if slower else 0)
PY
