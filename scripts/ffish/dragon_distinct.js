#!/usr/bin/env node
// Distinct positions of the 10x10 Dragon game by ply, enumerated by
// Fairy-Stockfish (ffish.js) alone: an independent check of perftkit's
// `enumerate --variant dragon --distinct`.
//
//   node dragon_distinct.js [--depth N] [--fen FEN] [--ini FILE]
//
// Breadth first from the position (default the start), one ply at a time:
// every move of every distinct position is pushed and the child's FEN
// without its move counters is its identity. Prints CSV, one row a ply:
//   ply,lines,positions,ep-available,diagrams
// lines counts move sequences (perft); the other columns count distinct
// positions under the three identity rules (core/enumerate/identity_rule.h):
// - ep-available: the FEN as Fairy-Stockfish writes it. Its en passant field
//   lists the squares the last 2- or 3-step passed that an enemy pawn
//   attacks, whether or not the capture is legal (a pinned capturer still
//   gets its square), so the FEN is exactly this rule.
// - positions: the same, with the en passant field made `-` where no legal
//   move is an en passant capture.
// - diagrams: the board and the side to move only.
//
// Exit status: 0 done, 2 bad use or a missing ffish.
'use strict';

const {
  VARIANT, fail: usage, loadDragonFfish, readOptions, nonNegativeInteger, legalMoves, runMain,
} = require('./dragon_ffish');
const path = require('path');

function parseArgs(argv) {
  const options = { depth: 3, fen: null, ini: path.join(__dirname, 'dragonchess100.ini') };
  readOptions(argv, (arg, value) => {
    switch (arg) {
      case '--depth': options.depth = nonNegativeInteger(arg, value()); break;
      case '--fen': options.fen = value(); break;
      case '--ini': options.ini = value(); break;
      default: return false;
    }
    return true;
  });
  return options;
}

// "board side castling ep" of a FEN: the position without its counters.
function withoutCounters(fen) {
  return fen.split(' ').slice(0, 4).join(' ');
}

// The identity of `position` (a FEN without counters) under "positions": the
// en passant field stays if some legal move captures en passant (a capture onto
// a listed square, which is empty), else it becomes `-`. Keeping the field
// whole is enough: the board and the pawn that pushed say which squares it lists.
function positionsIdentity(ffish, position) {
  const fields = position.split(' ');
  if (fields[3] === '-') return position;
  const board = new ffish.Board(VARIANT, `${position} 0 1`);
  const listed = fields[3].match(/[a-j]\d+/g);
  const legal = legalMoves(board).some((move) => {
    const to = move.slice(2).match(/^[a-j]\d+/)[0];
    return listed.includes(to) && board.isCapture(move);
  });
  board.delete();
  return legal ? position : fields.slice(0, 3).concat('-').join(' ');
}

function diagramIdentity(position) {
  return position.split(' ').slice(0, 2).join(' ');
}

function countRow(ffish, ply, frontier) {
  let lines = 0;
  const positions = new Set();
  const diagrams = new Set();
  for (const [position, reaching] of frontier) {
    lines += reaching;
    positions.add(positionsIdentity(ffish, position));
    diagrams.add(diagramIdentity(position));
  }
  return `${ply},${lines},${positions.size},${frontier.size},${diagrams.size}`;
}

// The next ply: each distinct child (exact: the FEN without counters) with
// the number of lines reaching it.
function expand(ffish, frontier) {
  const next = new Map();
  const board = new ffish.Board(VARIANT);
  for (const [position, reaching] of frontier) {
    board.setFen(`${position} 0 1`);
    for (const move of legalMoves(board)) {
      board.push(move);
      const child = withoutCounters(board.fen());
      next.set(child, (next.get(child) || 0) + reaching);
      board.pop();
    }
  }
  board.delete();
  return next;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const ffish = await loadDragonFfish(options.ini);
  const root = options.fen || ffish.startingFen(VARIANT);
  if (ffish.validateFen(root, VARIANT) !== 1) usage(`--fen '${root}' is not a valid ${VARIANT} FEN`);
  const rootBoard = new ffish.Board(VARIANT, root);
  let frontier = new Map([[withoutCounters(rootBoard.fen()), 1]]);
  rootBoard.delete();
  console.log('ply,lines,positions,ep-available,diagrams');
  for (let ply = 0; ; ++ply) {
    console.log(countRow(ffish, ply, frontier));
    if (ply === options.depth) break;
    frontier = expand(ffish, frontier);
  }
}

// Run as a script; required (a check of the rules' rewriting), it only exports.
if (require.main === module) runMain(main);
module.exports = { positionsIdentity, diagramIdentity };
