#!/usr/bin/env node
// The 10x10 game's perft statistics counted by Fairy-Stockfish (ffish.js),
// independently of perftkit (stats_walk.js): castles are a king's
// two-square move, the castled rook's square the one the king crossed; the
// check split from the checkers found by scanning ffish's board (checkers.js,
// the Dragon leaping one or two squares in the eight queen directions).
// tests/tools/dragon_stats_ffish.sh compares it with
// `perft --variant dragon --stats`.
//
//   node dragon_stats.js --depth N (--fen FEN... | --fens FILE | --random N [--seed S] [--plies P]) [--ini FILE]
// prints one JSON object a line, {"fen":...,"stats":[{"depth":1,"nodes":...,...},...]},
// for each FEN (--fen repeated, or a file's lines, '-' standard input) or for
// N positions reached by P random plies at most (seeded) from
// the start position and the positions of datasets/dragon/dragon100.epd.
'use strict';

const { VARIANT, loadDragonFfish } = require('./dragon_ffish');
const { pick } = require('./random_games');
const { checkersOf } = require('./checkers');
const { runStatsCommand } = require('./stats_command');
const fs = require('fs');
const path = require('path');

const FILES = 'abcdefghij';

const DRAGON = {
  files: FILES,
  isCastling: (squares, from, to) =>
    (squares[from] || '').toLowerCase() === 'k' && Math.abs(FILES.indexOf(from[0]) - FILES.indexOf(to[0])) === 2,
  arrival: (squares, from, to) => FILES[(FILES.indexOf(from[0]) + FILES.indexOf(to[0])) / 2] + from.slice(1),
  checkers: (board) => checkersOf(board.fen(), FILES),
};

runStatsCommand({ plies: 60, ini: path.join(__dirname, 'dragonchess100.ini') }, (arg, value, options) => {
  if (arg !== '--ini') return false;
  options.ini = value();
  return true;
}, async (options) => {
  const dataset = path.join(__dirname, '..', '..', 'datasets', 'dragon', 'dragon100.epd');
  const starts = options.random
    ? fs.readFileSync(dataset, 'utf8').split('\n').filter(Boolean).map((line) => line.split(' ;')[0]) : [];
  return {
    ffish: await loadDragonFfish(options.ini), variant: VARIANT, rules: DRAGON,
    start: (random) => pick(starts, random),
  };
});
