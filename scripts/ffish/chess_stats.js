#!/usr/bin/env node
// Ordinary chess's, Chess960's and chess without castling's perft
// statistics counted by Fairy-Stockfish (ffish.js, its "chess" and
// "nocastle"), independently of perftkit (stats_walk.js),
// the check split included: the checkers of each checking move found by
// scanning the board ffish gives after it (checkers.js), the arrived
// piece's square from the move (the castled rook's: the f-file king-side,
// the d-file queen-side). Castling is a king's move of two files (ordinary
// notation) or onto its own rook (ffish's Chess960 notation).
// tests/tools/chess_stats_ffish.sh compares it with `perft --stats`.
//
//   node chess_stats.js [--variant chess|chess960|nocastle] --depth N
//                       (--fen FEN... | --fens FILE | --random N [--seed S] [--plies P])
// prints one JSON object a line, {"fen":...,"stats":[{"depth":1,"nodes":...,...},...]},
// for each FEN (--fen repeated, or a file's lines, '-' standard input) or for
// N positions reached by P random plies at most (seeded) from
// the CPW positions (chess, nocastle) or random Chess960 set-ups.
'use strict';

const { fail, loadFfish } = require('./ffish_common');
const { pick } = require('./random_games');
const { checkersOf } = require('./checkers');
const { runStatsCommand } = require('./stats_command');

const FILES = 'abcdefgh';

// The chessprogramming wiki's "Perft Results" positions 1-6.
const CPW_POSITIONS = [
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
  '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
  'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1',
  'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8',
  'r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10',
];

const fileOf = (square) => FILES.indexOf(square[0]);
const rankOf = (square) => Number(square.slice(1)) - 1;
const isWhite = (letter) => letter === letter.toUpperCase();

const CHESS = {
  files: FILES,
  isCastling: (squares, from, to) => {
    const mover = squares[from], target = squares[to];
    if (!mover || mover.toLowerCase() !== 'k') return false;
    const ownRook = target && target.toLowerCase() === 'r' && isWhite(target) === isWhite(mover);
    return ownRook || Math.abs(fileOf(from) - fileOf(to)) === 2;
  },
  arrival: (squares, from, to) => FILES[fileOf(to) > fileOf(from) ? 5 : 3] + (rankOf(from) + 1),
  checkers: (board) => checkersOf(board.fen(), FILES),
};

// A Chess960 set-up: bishops on squares of both colours, the king between
// the rooks.
function chess960Setup(random) {
  const rank = Array(8).fill(null);
  rank[pick([0, 2, 4, 6], random)] = 'b';
  rank[pick([1, 3, 5, 7], random)] = 'b';
  const free = () => rank.map((piece, i) => (piece ? null : i)).filter((i) => i !== null);
  rank[pick(free(), random)] = 'q';
  rank[pick(free(), random)] = 'n';
  rank[pick(free(), random)] = 'n';
  const [a, k, h] = free();
  [rank[a], rank[k], rank[h]] = ['r', 'k', 'r'];
  const black = rank.join('');
  return `${black}/pppppppp/8/8/8/8/PPPPPPPP/${black.toUpperCase()} w KQkq - 0 1`;
}

// perftkit's variant names as ffish's, and whether ffish plays it as Chess960.
const VARIANTS = { chess: ['chess', false], chess960: ['chess', true], nocastle: ['nocastle', false] };

runStatsCommand({ plies: 40, variant: 'chess' }, (arg, value, options) => {
  if (arg !== '--variant') return false;
  options.variant = value();
  return true;
}, async (options) => {
  const variant = VARIANTS[options.variant];
  if (!variant) fail(`unknown variant '${options.variant}' (chess, chess960, nocastle)`);
  const [name, chess960] = variant;
  return {
    ffish: await loadFfish(), variant: name, chess960, rules: CHESS,
    start: (random) => (chess960 ? chess960Setup(random) : pick(CPW_POSITIONS, random)),
  };
});
