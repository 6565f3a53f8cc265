// The pieces that give check, found by scanning a board as ffish writes it
// (its FEN), for the check split of the statistics (stats_walk.js):
// ordinary chess's pieces and the 10x10 game's Dragon (shared/rules/dragon.md:
// one or two squares in the eight queen directions, leaping).
'use strict';

const { boardOf } = require('./stats_walk');

const isWhite = (letter) => letter === letter.toUpperCase();

// Whether the piece `letter` standing `df` files and `dr` ranks before the
// target square attacks it, `blocked(stepFile, stepRank)` telling whether
// a slider's line is blocked on the way.
function attacks(letter, df, dr, blocked) {
  const piece = letter.toLowerCase(), adf = Math.abs(df), adr = Math.abs(dr);
  const straight = df === 0 || dr === 0, diagonal = adf === adr;
  switch (piece) {
    case 'p': return adf === 1 && dr === (isWhite(letter) ? 1 : -1);
    case 'n': return adf * adr === 2;
    case 'k': return Math.max(adf, adr) === 1;
    case 'd': return Math.max(adf, adr) <= 2 && (straight || diagonal);
    default: {
      const moves = piece === 'r' ? straight : piece === 'b' ? diagonal : straight || diagonal;
      return moves && !blocked(Math.sign(df), Math.sign(dr));
    }
  }
}

// The squares of the pieces of the side that just moved that attack the
// king of the side to move in `fen`; `files` names the square board's files.
function checkersOf(fen, files) {
  const squares = boardOf(fen, files);
  const whiteToMove = fen.split(' ')[1] === 'w';
  const fileOf = (square) => files.indexOf(square[0]);
  const rankOf = (square) => Number(square.slice(1)) - 1;
  const king = Object.keys(squares).find((sq) => squares[sq] === (whiteToMove ? 'K' : 'k'));
  if (!king) throw new Error(`no king to move in ${fen}`);
  const kf = fileOf(king), kr = rankOf(king);
  const found = [];
  for (const [sq, letter] of Object.entries(squares)) {
    if (isWhite(letter) === whiteToMove) continue;
    const f0 = fileOf(sq), r0 = rankOf(sq);
    // Any piece on the squares strictly between this one and the king.
    const blocked = (sf, sr) => {
      for (let f = f0 + sf, r = r0 + sr; f !== kf || r !== kr; f += sf, r += sr)
        if (squares[files[f] + (r + 1)]) return true;
      return false;
    };
    if ((kf !== f0 || kr !== r0) && attacks(letter, kf - f0, kr - r0, blocked)) found.push(sq);
  }
  return found;
}

module.exports = { checkersOf };
