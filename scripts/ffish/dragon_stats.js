#!/usr/bin/env node
// The 10x10 game's perft statistics counted by Fairy-Stockfish (ffish.js),
// independently of perftkit (stats_walk.js): castles are a king's
// two-square move. The check split has no counterpart here.
// tests/tools/dragon_stats_ffish.sh compares it with
// `perft --variant dragon --stats`.
//
//   node dragon_stats.js --fen FEN --depth N [--ini FILE]
// prints one JSON object {"fen":...,"stats":[{"depth":1,"nodes":...,...},...]}.
'use strict';

const { VARIANT, fail, loadDragonFfish, readOptions, nonNegativeInteger, runMain } = require('./dragon_ffish');
const { statRows, walk } = require('./stats_walk');
const path = require('path');

const FILES = 'abcdefghij';

const DRAGON = {
  files: FILES,
  isCastling: (squares, from, to) =>
    (squares[from] || '').toLowerCase() === 'k' && Math.abs(FILES.indexOf(from[0]) - FILES.indexOf(to[0])) === 2,
};

runMain(async () => {
  const options = { fen: null, depth: 2, ini: path.join(__dirname, 'dragonchess100.ini') };
  readOptions(process.argv.slice(2), (arg, value) => {
    switch (arg) {
      case '--fen': options.fen = value(); break;
      case '--depth': options.depth = nonNegativeInteger(arg, value()); break;
      case '--ini': options.ini = value(); break;
      default: return false;
    }
    return true;
  });
  if (!options.fen) fail('--fen is required');
  const ffish = await loadDragonFfish(options.ini);
  const board = new ffish.Board(VARIANT, options.fen);
  const rows = statRows(options.depth, false);
  walk(board, options.depth, DRAGON, rows);
  board.delete();
  process.stdout.write(`${JSON.stringify({ fen: options.fen, stats: rows })}\n`);
});
