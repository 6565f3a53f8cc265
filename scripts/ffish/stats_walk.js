// Perft statistics counted by ffish (Fairy-Stockfish) one move at a time,
// independently of perftkit: for every depth 1..N, the leaves and, over
// the moves made at the last ply, captures (ffish's isCapture), en passant
// (a pawn's capture onto an empty square), castles (the game's rule),
// promotions (a fifth letter), checks (isCheck after the move), checkmates
// and stalemates (no legal reply, in check or not), and the check split of
// docs/perft.md (direct, single discovered, direct and discovered, double
// discovered; mates apart) from the checkers the game's rules find.
'use strict';

const { fail, legalMoves } = require('./ffish_common');

const COLUMNS = ['captures', 'en_passant', 'castles', 'promotions', 'checks', 'checkmates', 'stalemates'];
const KINDS = ['direct', 'single_discovered', 'direct_discovered', 'double_discovered'];
const SPLIT_COLUMNS = [
  'discovery_checks', 'double_checks',
  ...KINDS.map((kind) => `${kind}_checks`), ...KINDS.map((kind) => `${kind}_mates`),
];

// The piece letters of a FEN's board, keyed by square name ("e2"); `files`
// names the board's files in order.
function boardOf(fen, files) {
  const squares = {};
  const rows = fen.split(' ')[0].split('/');
  rows.forEach((row, index) => {
    const rank = rows.length - index;
    let file = 0;
    for (const token of row.match(/\d+|[a-zA-Z]/g) || []) {
      if (/\d/.test(token)) file += Number(token);
      else squares[files[file++] + rank] = token;
    }
  });
  return squares;
}

function squaresOf(uci) {
  const match = /^([a-z])(\d+)([a-z])(\d+)([a-z]?)$/.exec(uci);
  if (!match) fail(`unexpected move '${uci}'`);
  return { from: match[1] + match[2], to: match[3] + match[4], promotion: match[5] };
}

function statRows(depth) {
  const rows = [];
  for (let d = 1; d <= depth; ++d) {
    const row = { depth: d, nodes: 0 };
    for (const column of [...COLUMNS, ...SPLIT_COLUMNS]) row[column] = 0;
    rows.push(row);
  }
  return rows;
}

// A checking move's kind, from the squares of its checkers and the square
// its arrived piece stands on.
function checkKind(checkers, arrival) {
  const direct = checkers.includes(arrival);
  if (checkers.length === 1) return direct ? 'direct' : 'single_discovered';
  if (checkers.length === 2) return direct ? 'direct_discovered' : 'double_discovered';
  return fail(`${checkers.length} checkers (${checkers.join(' ')})`);
}

// The game's rules for the columns: `files`, `isCastling(squares, from,
// to)`, `arrival(squares, from, to)` (where the arrived piece of a castling
// move stands) and `checkers(board)` (the squares of the pieces that check
// the side to move).
function walk(board, depth, game, rows, ply = 0) {
  const squares = boardOf(board.fen(), game.files);
  for (const move of legalMoves(board)) {
    const row = rows[ply];
    const { from, to, promotion } = squaresOf(move);
    const castling = game.isCastling(squares, from, to);
    const capture = !castling && board.isCapture(move);
    row.nodes += 1;
    row.captures += capture ? 1 : 0;
    row.en_passant += capture && !squares[to] ? 1 : 0;
    row.castles += castling ? 1 : 0;
    row.promotions += promotion ? 1 : 0;
    board.push(move);
    const check = board.isCheck();
    const stuck = board.legalMoves().length === 0;
    row.checks += check ? 1 : 0;
    row.checkmates += check && stuck ? 1 : 0;
    row.stalemates += !check && stuck ? 1 : 0;
    if (check) {
      const kind = checkKind(game.checkers(board), castling ? game.arrival(squares, from, to) : to);
      row[`${kind}_${stuck ? 'mates' : 'checks'}`] += 1;
      if (!stuck && kind === 'single_discovered') row.discovery_checks += 1;
      if (!stuck && kind.endsWith('_discovered') && kind !== 'single_discovered') row.double_checks += 1;
    }
    if (ply + 1 < depth) walk(board, depth, game, rows, ply + 1);
    board.pop();
  }
}

module.exports = { boardOf, statRows, walk };
