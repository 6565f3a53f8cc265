// Seeded random positions for the ffish scripts: each the end of a game of
// random legal moves (up to a number of plies, drawn) from a start
// position the caller draws; a position with no legal move is drawn again.
'use strict';

const { legalMoves } = require('./ffish_common');

// A seeded generator of numbers in [0, 1) (mulberry32): the same seed gives
// the same games on every machine and Node version, so a failure replays.
function randomSource(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// An element of `items` drawn with `random`.
function pick(items, random) {
  return items[Math.floor(random() * items.length)];
}

// Plays a game of random legal moves on `board`, its length drawn up to
// `maxPlies` (it stops early where no move is left); returns the moves.
function playRandomGame(board, random, maxPlies) {
  const played = [];
  for (let ply = Math.floor(random() * (maxPlies + 1)); ply > 0; --ply) {
    const moves = legalMoves(board);
    if (moves.length === 0) break;
    played.push(pick(moves, random));
    board.push(played[played.length - 1]);
  }
  return played;
}

// `count` FENs; `start(random)` gives each game's first FEN, played as
// ffish's `variant` (as Chess960 where `chess960`).
function randomPositions(ffish, { count, seed, plies, variant, chess960 = false, start }) {
  const random = randomSource(seed);
  const fens = [];
  while (fens.length < count) {
    const board = new ffish.Board(variant, start(random), chess960);
    playRandomGame(board, random, plies);
    if (legalMoves(board).length > 0) fens.push(board.fen());
    board.delete();
  }
  return fens;
}

module.exports = { pick, playRandomGame, randomPositions, randomSource };
