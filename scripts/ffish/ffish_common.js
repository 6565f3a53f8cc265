// What every ffish script shares: ffish.js (Fairy-Stockfish in WebAssembly)
// loaded, optionally with a variants.ini, its move lists, options read one
// way, and errors reported in one line with exit status 2.
'use strict';

// Node >= 18 has a global fetch(); the emscripten loader in ffish would then try to
// fetch() the .wasm by file path and fail, instead of reading it from disk.
globalThis.fetch = undefined;

const fs = require('fs');
const path = require('path');

const SCRIPT = path.basename(require.main ? require.main.filename : 'ffish');

function fail(message) {
  process.stderr.write(`${SCRIPT}: error: ${message}\n`);
  process.exit(2);
}

// ffish, with the variants of the variants.ini file `ini` where one is given.
async function loadFfish(ini) {
  let ffish;
  try {
    ffish = require('ffish');
  } catch (error) {
    fail(`cannot load ffish (run 'npm ci' in ${__dirname}): ${error.message}`);
  }
  await new Promise((resolve) => {
    ffish.onRuntimeInitialized = resolve;
  });
  if (ini) ffish.loadVariantConfig(fs.readFileSync(ini, 'utf8'));
  return ffish;
}

// A board of ffish's `variant` at `fen`, refused (exit 2) where ffish does
// not give back the FEN's pieces: its validateFen refuses every FEN in this
// build, and a malformed board (a rank of 11 files) it reads silently.
function newBoard(ffish, variant, fen, chess960 = false) {
  const board = new ffish.Board(variant, fen, chess960);
  if (board.fen().split(' ')[0] !== fen.split(' ')[0]) fail(`bad FEN '${fen}'`);
  return board;
}

// Reads command-line options: handle(arg, value) for each, where value()
// takes the option's value; an option handle() returns false for is unknown.
function readOptions(argv, handle) {
  for (let i = 0; i < argv.length; ++i) {
    const arg = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) fail(`${arg} needs a value`);
      return argv[++i];
    };
    if (handle(arg, value) === false) fail(`unknown option '${arg}'`);
  }
}

// The FENs of the file `path` ('-': standard input), one a line.
function fensOf(path) {
  try {
    return fs.readFileSync(path === '-' ? 0 : path, 'utf8').split('\n').map((line) => line.trim()).filter(Boolean);
  } catch (error) {
    return fail(`cannot read FENs from '${path}': ${error.message}`);
  }
}

function nonNegativeInteger(name, text) {
  if (!/^\d+$/.test(text || '')) fail(`${name} needs a non-negative integer, got '${text}'`);
  return Number(text);
}

function legalMoves(board) {
  const text = board.legalMoves();
  return text.length === 0 ? [] : text.split(' ');
}

// Runs the async `main`, reporting any error in one line: ffish installs its own
// unhandled-rejection handler, which would print its whole minified source instead.
function runMain(main) {
  main().catch((error) => fail(error && error.stack ? error.stack : error));
}

module.exports = { fail, fensOf, loadFfish, newBoard, readOptions, nonNegativeInteger, legalMoves, runMain };
