#!/usr/bin/env node
// The 10x10 game's perft statistics counted by Fairy-Stockfish (ffish.js),
// independently of perftkit: for every depth 1..N, the leaves and, over
// the moves made at the last ply, captures (ffish's isCapture), en passant
// (a capture onto an empty square), castles (a king's two-square move),
// promotions (a fifth letter), checks (isCheck after the move), checkmates
// and stalemates (no legal reply, in check or not). The check split has no
// counterpart in ffish. tests/tools/dragon_stats_ffish.sh compares it with
// `perft --variant dragon --stats`.
//
//   node dragon_stats.js --fen FEN --depth N [--ini FILE]
// prints one JSON object {"fen":...,"stats":[{"depth":1,"nodes":...,...},...]}.
'use strict';

const { VARIANT, fail, loadDragonFfish, readOptions, nonNegativeInteger, legalMoves, runMain } = require('./dragon_ffish');
const path = require('path');

const FILES = 'abcdefghij';

// The piece letters of a 10x10 FEN's board, keyed by square name ("e2").
function boardOf(fen) {
  const squares = {};
  fen.split(' ')[0].split('/').forEach((row, index) => {
    const rank = 10 - index;
    let file = 0;
    for (const token of row.match(/\d+|[a-zA-Z]/g)) {
      if (/\d/.test(token)) file += Number(token);
      else squares[FILES[file++] + rank] = token;
    }
  });
  return squares;
}

function squaresOf(uci) {
  const match = /^([a-j])(\d+)([a-j])(\d+)([a-z]?)$/.exec(uci);
  if (!match) fail(`unexpected move '${uci}'`);
  return { from: match[1] + match[2], to: match[3] + match[4], promotion: match[5] };
}

const COLUMNS = ['captures', 'en_passant', 'castles', 'promotions', 'checks', 'checkmates', 'stalemates'];

function walk(board, depth, ply, rows) {
  const squares = boardOf(board.fen());
  for (const move of legalMoves(board)) {
    const row = rows[ply];
    const { from, to, promotion } = squaresOf(move);
    const capture = board.isCapture(move);
    row.nodes += 1;
    row.captures += capture ? 1 : 0;
    row.en_passant += capture && !squares[to] ? 1 : 0;
    const king = (squares[from] || '').toLowerCase() === 'k';
    row.castles += king && Math.abs(FILES.indexOf(from[0]) - FILES.indexOf(to[0])) === 2 ? 1 : 0;
    row.promotions += promotion ? 1 : 0;
    board.push(move);
    const check = board.isCheck();
    const stuck = board.legalMoves().length === 0;
    row.checks += check ? 1 : 0;
    row.checkmates += check && stuck ? 1 : 0;
    row.stalemates += !check && stuck ? 1 : 0;
    if (ply + 1 < depth) walk(board, depth, ply + 1, rows);
    board.pop();
  }
}

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
  const rows = [];
  for (let d = 1; d <= options.depth; ++d) {
    const row = { depth: d, nodes: 0 };
    for (const column of COLUMNS) row[column] = 0;
    rows.push(row);
  }
  walk(board, options.depth, 0, rows);
  board.delete();
  process.stdout.write(`${JSON.stringify({ fen: options.fen, stats: rows })}\n`);
});
