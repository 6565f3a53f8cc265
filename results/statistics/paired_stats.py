#!/usr/bin/env python3
"""Paired rounds of `perft --stats` for two builds (results/statistics/perf-log.md).

Usage: results/statistics/paired_stats.py [--plain] BEFORE AFTER ROUNDS [POSITION...]
  POSITION: start, kiwi, cpw3, cpw4, cpw5, cpw6 (default: these six),
  or Raindrop's rd-start, rd-deck, rd-opening, rd-middle, rd-late,
  rd-late2 (ratio_to_plain.sh's raindrop rows), or the 10x10 game's
  dg-start, dg-line2, dg-line10, dg-line40, dg-line46 (its dragon rows),
  each at the depth below
  unless given as NAME:DEPTH (kiwi:6)
  --plain: time plain perft (no --stats), for changes that touch both

For each position, BEFORE and AFTER run in turn (the order alternates by
round), one thread, no hash; each run's user CPU time is read from the
kernel's accounting of the finished child. Prints the medians of both and
the median, minimum and maximum of AFTER / BEFORE taken round by round:
below 1 is faster. The machine's noise moves single runs by up to 40 %,
so a ratio whose range straddles 1 is "level".
"""
import resource
import statistics
import subprocess
import sys

CHESS = ['start', 'kiwi', 'cpw3', 'cpw4', 'cpw5', 'cpw6']
RAINDROP = ['--variant', 'raindrop']
DRAGON = ['--variant', 'dragon']
POSITIONS = {  # the perf log's positions and depths (and options)
    'start': ('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 6),
    'kiwi': ('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 5),
    'cpw3': ('8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', 7),
    'cpw4': ('r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1', 6),
    'cpw5': ('rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8', 5),
    'cpw6': ('r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10', 5),
    'rd-start': ('8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1', 4, RAINDROP),
    'rd-deck': ('8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1', 5, RAINDROP + ['--model', 'deck']),
    'rd-opening': ('4q3/K1n5/8/6Q1/5p2/3P4/8/8[RRBBNNPPPPPPPkrrbbnppppppp] w - - 0 4 QRBNqrbn', 4, RAINDROP),
    'rd-middle': ('8/1k6/3p4/1P2P3/r6Q/3p4/P3R3/8[KBBNNPPPPPqrbbnnpppppp] w - - 0 7 QRBNqrbn', 4, RAINDROP),
    'rd-late': ('1R5B/3pB2N/PPP3Pp/nP1k4/1pp1rRpp/3r2pn/P1K5/b3q3[NPPb] w - - 0 17 QRBNqrbn', 5, RAINDROP),
    'rd-late2': ('1NB5/P7/1Pb4b/R1PpP2p/1K1p2Pq/1pp5/5nr1/2nkrR2[QBNPPPp] w - - 0 17 QRBNqrbn', 5, RAINDROP),
    'dg-start': ('rnbdqkdbnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBDQKDBNR w KQkq - 0 1', 5, DRAGON),
    'dg-line2': ('1n1d4d1/6k3/5p4/3Pp2Ppr/1p4p3/rbp7/3PP5/5P1P2/4D5/1RB1QKDBN1 w - e8 0 25', 5, DRAGON),
    'dg-line10': ('rnbdqk1bnr/2ppp2d1p/p6p2/10/1p3Pp3/7Pp1/2P5P1/PP7P/3P1PP3/RNBDQKDBNR w KQkq g7 0 10', 5, DRAGON),
    'dg-line40': ('rnb1qk2nr/p3pp2p1/4d1p3/1ppp1Dd3/D6p1p/10/1b8/10/PPPPPPPPPP/RNB1QK1BNR w KQkq - 0 17', 5, DRAGON),
    'dg-line46': ('1n1r1k1b1r/2P5P1/10/10/10/10/10/10/1p6p1/R4K2N1 w - - 0 1', 5, DRAGON),
}


def user_time(binary, fen, depth, stats, variant):
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime
    options = (['--stats'] if stats else []) + variant
    subprocess.run([binary, *options, '--fen', fen, '--depth', str(depth), '--threads', '1'],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime - before


def main():
    args = sys.argv[1:]
    stats = '--plain' not in args
    args = [a for a in args if a != '--plain']
    if len(args) < 3:
        sys.exit(__doc__)
    before_bin, after_bin, rounds = args[0], args[1], int(args[2])
    for name in args[3:] or CHESS:
        name, _, depth_given = name.partition(':')
        fen, depth, *variant = POSITIONS[name]
        variant = variant[0] if variant else []
        depth = int(depth_given) if depth_given else depth
        before, after = [], []
        for r in range(rounds):
            if r % 2 == 0:
                before.append(user_time(before_bin, fen, depth, stats, variant))
                after.append(user_time(after_bin, fen, depth, stats, variant))
            else:
                after.append(user_time(after_bin, fen, depth, stats, variant))
                before.append(user_time(before_bin, fen, depth, stats, variant))
        ratios = sorted(a / b for a, b in zip(after, before))
        print(f'{name:6} d{depth} before {statistics.median(before):.3f} s after {statistics.median(after):.3f} s'
              f'  after/before {statistics.median(ratios):.2f} ({ratios[0]:.2f}-{ratios[-1]:.2f}), {rounds} pairs',
              flush=True)


if __name__ == '__main__':
    main()
