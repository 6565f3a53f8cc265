// The command line of the statistics scripts (chess_stats.js, dragon_stats.js):
// FENs (--fen repeated, --fens FILE, '-' standard input) or seeded random
// positions (--random N [--seed S] [--plies P]), --depth N, plus a game's own
// options; one JSON object a position, {"fen":...,"stats":[...]}, on stdout.
'use strict';

const { fail, fensOf, newBoard, readOptions, nonNegativeInteger, runMain } = require('./ffish_common');
const { randomPositions } = require('./random_games');
const { statRows, walk } = require('./stats_walk');

// `defaults`: the game's option values (plies among them); `gameOption(arg,
// value, options)` reads a game's own option (false: unknown);
// `setUp(options)` loads ffish and gives the game: { ffish, variant (ffish's),
// chess960, rules (stats_walk's game), start(random) (a random game's first FEN) }.
function runStatsCommand(defaults, gameOption, setUp) {
  runMain(async () => {
    const options = { fens: [], random: 0, seed: 1, depth: 2, ...defaults };
    readOptions(process.argv.slice(2), (arg, value) => {
      switch (arg) {
        case '--fen': options.fens.push(value()); break;
        case '--fens': options.fens.push(...fensOf(value())); break;
        case '--random': options.random = nonNegativeInteger(arg, value()); break;
        case '--seed': options.seed = nonNegativeInteger(arg, value()); break;
        case '--plies': options.plies = nonNegativeInteger(arg, value()); break;
        case '--depth': options.depth = nonNegativeInteger(arg, value()); break;
        default: return gameOption(arg, value, options);
      }
      return true;
    });
    if (!options.fens.length === !options.random) fail('give FENs (--fen, --fens) or --random, not both');
    const { ffish, variant, chess960 = false, rules, start } = await setUp(options);
    const fens = options.fens.length ? options.fens
      : randomPositions(ffish, { count: options.random, seed: options.seed, plies: options.plies, variant, chess960,
        start });
    for (const fen of fens) {
      const board = newBoard(ffish, variant, fen, chess960);
      const rows = statRows(options.depth);
      walk(board, options.depth, rules, rows);
      board.delete();
      process.stdout.write(`${JSON.stringify({ fen, stats: rows })}\n`);
    }
  });
}

module.exports = { runStatsCommand };
