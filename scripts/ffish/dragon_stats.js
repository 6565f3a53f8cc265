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

const {
  VARIANT, fail, fensOf, loadDragonFfish, newBoard, readOptions, nonNegativeInteger, runMain,
} = require('./dragon_ffish');
const { pick, randomPositions } = require('./random_games');
const { checkersOf } = require('./checkers');
const { statRows, walk } = require('./stats_walk');
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

runMain(async () => {
  const options = { fens: [], random: 0, seed: 1, plies: 60, depth: 2 };
  options.ini = path.join(__dirname, 'dragonchess100.ini');
  readOptions(process.argv.slice(2), (arg, value) => {
    switch (arg) {
      case '--fen': options.fens.push(value()); break;
      case '--fens': options.fens.push(...fensOf(value())); break;
      case '--random': options.random = nonNegativeInteger(arg, value()); break;
      case '--seed': options.seed = nonNegativeInteger(arg, value()); break;
      case '--plies': options.plies = nonNegativeInteger(arg, value()); break;
      case '--depth': options.depth = nonNegativeInteger(arg, value()); break;
      case '--ini': options.ini = value(); break;
      default: return false;
    }
    return true;
  });
  if (!options.fens.length === !options.random) fail('give FENs (--fen, --fens) or --random, not both');
  const ffish = await loadDragonFfish(options.ini);
  const dataset = path.join(__dirname, '..', '..', 'datasets', 'dragon', 'dragon100.epd');
  const starts = options.fens.length ? []
    : fs.readFileSync(dataset, 'utf8').split('\n').filter(Boolean).map((line) => line.split(' ;')[0]);
  const fens = options.fens.length ? options.fens
    : randomPositions(ffish, {
      count: options.random, seed: options.seed, plies: options.plies, variant: VARIANT,
      start: (random) => pick(starts, random),
    });
  for (const fen of fens) {
    const board = newBoard(ffish, VARIANT, fen);
    const rows = statRows(options.depth);
    walk(board, options.depth, DRAGON, rows);
    board.delete();
    process.stdout.write(`${JSON.stringify({ fen, stats: rows })}\n`);
  }
});
