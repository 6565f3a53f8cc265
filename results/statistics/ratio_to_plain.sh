#!/usr/bin/env bash
# The cost of perft --stats against plain perft on the six CPW positions
# (results/statistics/perf-log.md), or on Raindrop's or the 10x10 game's rows: for each, the
# minimum user CPU time of ROUNDS runs of each (one thread, no hash), and
# their ratio.
# Usage: results/statistics/ratio_to_plain.sh PERFT [ROUNDS [DEEPER [GAME]]]
#   DEEPER: plies added to every row's depth (the chess rows' plain perft
#   takes 0.1-0.8 s, short enough for the machine's noise to show)
#   GAME: chess (the default), raindrop or dragon
set -euo pipefail
perft=$1 rounds=${2:-3} deeper=${3:-0} game=${4:-chess}
times=$(mktemp)
trap 'rm -f "$times"' EXIT
user_time() {  # ARGS...: the user time of one run of perft ARGS
  /usr/bin/time -o "$times" -f %U "$perft" "$@" >/dev/null 2>&1
  tail -1 "$times"
}
rows() {
  case $game in
    chess)
      cat <<'ROWS'
start||rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|6
kiwipete||r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1|5
cpw3||8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1|7
cpw4||r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1|6
cpw5||rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8|5
cpw6||r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10|5
ROWS
      ;;
    raindrop)  # the start (open and deck models) and four of the data set's positions, plain perft 0.2-3 s
      cat <<'ROWS'
start|--variant raindrop|8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1|4
deck|--variant raindrop --model deck|8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1|5
opening|--variant raindrop|4q3/K1n5/8/6Q1/5p2/3P4/8/8[RRBBNNPPPPPPPkrrbbnppppppp] w - - 0 4 QRBNqrbn|4
middle|--variant raindrop|8/1k6/3p4/1P2P3/r6Q/3p4/P3R3/8[KBBNNPPPPPqrbbnnpppppp] w - - 0 7 QRBNqrbn|4
late|--variant raindrop|1R5B/3pB2N/PPP3Pp/nP1k4/1pp1rRpp/3r2pn/P1K5/b3q3[NPPb] w - - 0 17 QRBNqrbn|5
late2|--variant raindrop|1NB5/P7/1Pb4b/R1PpP2p/1K1p2Pq/1pp5/5nr1/2nkrR2[QBNPPPp] w - - 0 17 QRBNqrbn|5
ROWS
      ;;
    dragon)  # the start and four of datasets/dragon/dragon100.epd's lines (2, 10, 40, 46), plain perft 0.2-1.3 s
      cat <<'ROWS'
start|--variant dragon|rnbdqkdbnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBDQKDBNR w KQkq - 0 1|5
line2|--variant dragon|1n1d4d1/6k3/5p4/3Pp2Ppr/1p4p3/rbp7/3PP5/5P1P2/4D5/1RB1QKDBN1 w - e8 0 25|5
line10|--variant dragon|rnbdqk1bnr/2ppp2d1p/p6p2/10/1p3Pp3/7Pp1/2P5P1/PP7P/3P1PP3/RNBDQKDBNR w KQkq g7 0 10|5
line40|--variant dragon|rnb1qk2nr/p3pp2p1/4d1p3/1ppp1Dd3/D6p1p/10/1b8/10/PPPPPPPPPP/RNB1QK1BNR w KQkq - 0 17|5
line46|--variant dragon|1n1r1k1b1r/2P5P1/10/10/10/10/10/10/1p6p1/R4K2N1 w - - 0 1|5
ROWS
      ;;
    *) echo "ratio_to_plain.sh: unknown game '$game' (chess, raindrop or dragon)" >&2; exit 2 ;;
  esac
}
# Plain perft and statistics alternate, so a slow minute of the machine
# falls on both: besides the ratio of the minima, the median (and range)
# of the rounds' own ratios.
while IFS='|' read -r name options fen depth; do
  depth=$((depth + deeper))
  pairs=''
  for ((i = 0; i < rounds; i++)); do
    # shellcheck disable=SC2086  # the options are words
    plain=$(user_time $options --fen "$fen" --depth "$depth" --threads 1)
    # shellcheck disable=SC2086
    stats=$(user_time --stats $options --fen "$fen" --depth "$depth" --threads 1)
    pairs+="$plain $stats"$'\n'
  done
  printf '%s' "$pairs" | awk -v n="$name" -v d="$depth" '
    { p[NR] = $1; s[NR] = $2; r[NR] = $2 / $1
      if (NR == 1 || $1 < pmin) pmin = $1
      if (NR == 1 || $2 < smin) smin = $2 }
    END { k = NR; for (i = 1; i <= k; i++) for (j = i + 1; j <= k; j++) if (r[j] < r[i]) { t = r[i]; r[i] = r[j]; r[j] = t }
          med = k % 2 ? r[(k + 1) / 2] : (r[k / 2] + r[k / 2 + 1]) / 2
          printf "%-9s d%d plain %6.2f s  stats %6.2f s  ratio %.2f  rounds %.2f (%.2f-%.2f)\n", n, d, pmin, smin, smin / pmin, med, r[1], r[k] }'
done < <(rows)
