#!/usr/bin/env node
// Differential test of perftkit's 10x10 Dragon generator against Fairy-Stockfish
// (the ffish.js WebAssembly build), an independent implementation of the same
// rules (variant section in dragonchess100.ini, equal to datasets/dragon/README.md).
//
//   node dragon_diff.js --validate-dataset [--max-depth N]
//       checks ffish itself against datasets/dragon (D1..N of dragon100.epd and the
//       start position's depth-3 divide): proves the harness and the ini are right.
//   node dragon_diff.js --perft BUILD/tools/perft/perft [--seed S] [--start-playouts N]
//                       [--dataset-playouts N] [--depths 2,3]
//       random playouts (fixed seed) from the start position and from data-set
//       positions; for each reached position compares `perft --divide --json` with
//       ffish's divide (push/pop recursion) move by move, and the FEN our tool writes
//       after replaying the playout with --moves with the FEN ffish writes. The cases
//       rotate through default, one-thread and two-threads-with-hash perft runs.
//
// Exit status: 0 all equal, 1 a mismatch (FEN and differing moves printed), 2 bad use
// or a missing ffish.
'use strict';

const {
  VARIANT, fail: usage, loadDragonFfish, readOptions, nonNegativeInteger: integer, legalMoves, runMain,
} = require('./dragon_ffish');
const { playRandomGame, randomSource } = require('./random_games');
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');

const SCRIPT_DIR = __dirname;
const SOURCE_DIR = path.resolve(SCRIPT_DIR, '..', '..');

function parseArgs(argv) {
  const options = {
    perft: null,
    validateDataset: false,
    maxDepth: 2,
    seed: 20261129,
    startPlayouts: 12,
    datasetPlayouts: 24,
    depths: [2, 3],
    epd: path.join(SOURCE_DIR, 'datasets', 'dragon', 'dragon100.epd'),
    divideFile: path.join(SOURCE_DIR, 'datasets', 'dragon', 'startpos-divide-d3.txt'),
    ini: path.join(SCRIPT_DIR, 'dragonchess100.ini'),
  };
  readOptions(argv, (arg, value) => {
    switch (arg) {
      case '--perft': options.perft = value(); break;
      case '--validate-dataset': options.validateDataset = true; break;
      case '--max-depth': options.maxDepth = integer(arg, value()); break;
      case '--seed': options.seed = integer(arg, value()); break;
      case '--start-playouts': options.startPlayouts = integer(arg, value()); break;
      case '--dataset-playouts': options.datasetPlayouts = integer(arg, value()); break;
      case '--depths':
        options.depths = value().split(',').map((d) => integer('--depths', d));
        if (options.depths.some((d) => d < 1)) usage('--depths must be at least 1');
        break;
      case '--epd': options.epd = value(); break;
      case '--ini': options.ini = value(); break;
      default: return false;
    }
    return true;
  });
  if (!options.validateDataset && !options.perft) usage('give --perft BINARY or --validate-dataset');
  return options;
}

function ffishPerft(board, depth) {
  if (depth === 1) return board.numberLegalMoves();
  let nodes = 0;
  for (const move of legalMoves(board)) {
    board.push(move);
    nodes += ffishPerft(board, depth - 1);
    board.pop();
  }
  return nodes;
}

function ffishDivide(ffish, fen, depth) {
  const board = new ffish.Board(VARIANT, fen);
  const divide = new Map();
  for (const move of legalMoves(board)) {
    board.push(move);
    divide.set(move, depth === 1 ? 1 : ffishPerft(board, depth - 1));
    board.pop();
  }
  board.delete();
  return divide;
}

function readEpd(file) {
  return fs.readFileSync(file, 'utf8').split('\n').filter((line) => line.trim()).map((line) => {
    const [fen, ...fields] = line.split(';').map((field) => field.trim());
    const counts = new Map();
    for (const field of fields) {
      const match = /^D(\d+)\s+(\d+)$/.exec(field);
      if (!match) throw new Error(`${file}: bad field '${field}'`);
      counts.set(Number(match[1]), Number(match[2]));
    }
    return { fen, counts };
  });
}

// The variant section must be the one the data set was made with.
function iniMatchesDatasetReadme(options) {
  const readme = fs.readFileSync(path.join(path.dirname(options.epd), 'README.md'), 'utf8');
  const block = /```ini\n([\s\S]*?)```/.exec(readme);
  return block !== null && block[1].trim() === fs.readFileSync(options.ini, 'utf8').trim();
}

// ffish against the reference data set (itself made with native Fairy-Stockfish).
function validateDataset(ffish, options) {
  let failures = 0;
  let checks = 1;
  if (!iniMatchesDatasetReadme(options)) {
    console.log(`MISMATCH ${options.ini} differs from the variants.ini section in the data set README`);
    ++failures;
  }
  for (const { fen, counts } of readEpd(options.epd)) {
    const board = new ffish.Board(VARIANT, fen);
    if (board.fen() !== fen) {
      console.log(`FEN round trip differs: '${fen}' -> '${board.fen()}'`);
      ++failures;
    }
    for (const [depth, expected] of counts) {
      if (depth > options.maxDepth) continue;
      const nodes = ffishPerft(board, depth);
      ++checks;
      if (nodes !== expected) {
        console.log(`MISMATCH ffish D${depth} ${nodes} != ${expected}: ${fen}`);
        ++failures;
      }
    }
    board.delete();
  }
  const start = ffish.startingFen(VARIANT);
  const divide = ffishDivide(ffish, start, 3);
  const reference = new Map(fs.readFileSync(options.divideFile, 'utf8').split('\n')
    .filter((line) => line.trim())
    .map((line) => { const [move, count] = line.split(':'); return [move.trim(), Number(count)]; }));
  const differences = compareDivides(reference, divide, 'reference', 'ffish');
  ++checks;
  if (differences.length) {
    console.log(`MISMATCH start position divide 3 against ${path.basename(options.divideFile)}:`);
    differences.forEach((line) => console.log(`  ${line}`));
    ++failures;
  }
  console.log(`ffish ${ffish.info()} against ${path.basename(options.epd)} (D1..D${options.maxDepth}) ` +
    `and ${path.basename(options.divideFile)}: ${checks - failures} passed, ${failures} failed`);
  return failures === 0;
}

function compareDivides(ours, theirs, ourName, theirName) {
  const lines = [];
  for (const [move, nodes] of ours) {
    if (!theirs.has(move)) lines.push(`${move}: only in ${ourName} (${nodes})`);
    else if (theirs.get(move) !== nodes) lines.push(`${move}: ${ourName} ${nodes}, ${theirName} ${theirs.get(move)}`);
  }
  for (const [move, nodes] of theirs) {
    if (!ours.has(move)) lines.push(`${move}: only in ${theirName} (${nodes})`);
  }
  return lines;
}

// One run of our tool; returns the parsed JSON or throws with its stderr.
function runOurs(options, args) {
  const all = ['--variant', 'dragon', ...args, '--json'];
  let stdout;
  try {
    stdout = execFileSync(options.perft, all, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const stderr = (error.stderr || '').toString().trim();
    throw new Error(`perft ${all.map((a) => JSON.stringify(a)).join(' ')} exited ` +
      `${error.status}: ${stderr || error.message}`);
  }
  return JSON.parse(stdout);
}

function ourDivide(options, fen, depth, engineArgs = []) {
  const result = runOurs(options, ['--fen', fen, '--depth', String(depth), '--divide', ...engineArgs]);
  const divide = new Map((result.divide || []).map(({ move, nodes }) => [move, Number(nodes)]));
  const sum = [...divide.values()].reduce((a, b) => a + b, 0);
  if (Number(result.nodes) !== sum) throw new Error(`perft total ${result.nodes} is not the sum of its divide ${sum}: ${fen}`);
  return divide;
}

// Follows one differing move down to the shallowest position where the two move
// lists differ, so the report names the exact position and moves to look at.
function narrowDown(ffish, options, fen, depth, differences) {
  let currentFen = fen;
  let line = [];
  for (let d = depth; d > 1; --d) {
    const ours = ourDivide(options, currentFen, d);
    const theirs = ffishDivide(ffish, currentFen, d);
    const moveSets = compareDivides(new Map([...ours].map(([m]) => [m, 0])),
      new Map([...theirs].map(([m]) => [m, 0])), 'ours', 'ffish');
    if (moveSets.length) return { fen: currentFen, line, differences: moveSets };
    const differing = [...ours].find(([move, nodes]) => theirs.get(move) !== nodes);
    if (!differing) break;
    const board = new ffish.Board(VARIANT, currentFen);
    board.push(differing[0]);
    line = [...line, differing[0]];
    currentFen = board.fen();
    board.delete();
  }
  const ours = ourDivide(options, currentFen, 1);
  const theirs = ffishDivide(ffish, currentFen, 1);
  const atLeaf = compareDivides(ours, theirs, 'ours', 'ffish');
  return { fen: currentFen, line, differences: atLeaf.length ? atLeaf : differences };
}

// Plays random legal moves; the length is drawn too, so openings, middle games and
// (from the data set's late positions) endings with promotions are all reached.
function playout(ffish, random, startFen, maxPlies) {
  const board = new ffish.Board(VARIANT, startFen);
  const moves = playRandomGame(board, random, maxPlies);
  const fen = board.fen();
  board.delete();
  return { startFen, moves, fen };
}

function makeCases(ffish, options) {
  const random = randomSource(options.seed);
  const start = ffish.startingFen(VARIANT);
  const cases = [{ name: 'start position', startFen: start, moves: [], fen: start }];
  for (let i = 0; i < options.startPlayouts; ++i) {
    cases.push({ name: `start playout ${i + 1}`, ...playout(ffish, random, start, 80) });
  }
  const dataset = readEpd(options.epd);
  for (let i = 0; i < options.datasetPlayouts && dataset.length; ++i) {
    const line = Math.floor(random() * dataset.length);
    cases.push({ name: `${path.basename(options.epd)} line ${line + 1} playout`,
      ...playout(ffish, random, dataset[line].fen, 12) });
  }
  return cases;
}

// The perft drivers the cases rotate through: the counts must not depend on
// threads or on the hash table.
const ENGINE_SETTINGS = [[], ['--threads', '1'], ['--threads', '2', '--hash', '8']];

function checkCase(ffish, options, testCase, engineArgs) {
  const problems = [];
  // Our make-move and FEN writer: replay the playout with --moves and compare FENs.
  if (testCase.moves.length) {
    const replay = runOurs(options, ['--fen', testCase.startFen, '--moves', testCase.moves.join(' '), '--depth', '1']);
    if (replay.fen !== testCase.fen) {
      problems.push(`FEN after --moves differs: ours '${replay.fen}', ffish '${testCase.fen}'`);
    }
  }
  // Our FEN reader and generator: divide from the FEN ffish wrote.
  for (const depth of options.depths) {
    const ours = ourDivide(options, testCase.fen, depth, engineArgs);
    const theirs = ffishDivide(ffish, testCase.fen, depth);
    const differences = compareDivides(ours, theirs, 'ours', 'ffish');
    if (differences.length) {
      problems.push(`divide ${depth} (${['perft', ...engineArgs].join(' ')}) differs:`, ...differences.slice(0, 30).map((line) => `  ${line}`));
      const narrowest = narrowDown(ffish, options, testCase.fen, depth, differences);
      problems.push(`  first differing position (after ${narrowest.line.join(' ') || 'no move'}): ${narrowest.fen}`,
        ...narrowest.differences.slice(0, 30).map((line) => `    ${line}`));
      break;
    }
  }
  return problems;
}

function runDifferential(ffish, options) {
  const cases = makeCases(ffish, options);
  let failed = 0;
  cases.forEach((testCase, index) => {
    let problems;
    try {
      problems = checkCase(ffish, options, testCase, ENGINE_SETTINGS[index % ENGINE_SETTINGS.length]);
    } catch (error) {
      problems = [error.message];
    }
    if (problems.length) {
      ++failed;
      console.log(`MISMATCH ${testCase.name}: ${testCase.fen}`);
      if (testCase.moves.length) console.log(`  reached from '${testCase.startFen}' by: ${testCase.moves.join(' ')}`);
      problems.forEach((line) => console.log(`  ${line}`));
    }
  });
  console.log(`dragon ffish diff (seed ${options.seed}, depths ${options.depths.join(',')}, ${ffish.info()}): ` +
    `${cases.length - failed} passed, ${failed} failed`);
  return failed === 0;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const ffish = await loadDragonFfish(options.ini);
  const ok = options.validateDataset ? validateDataset(ffish, options) : runDifferential(ffish, options);
  process.exit(ok ? 0 : 1);
}

runMain(main);
