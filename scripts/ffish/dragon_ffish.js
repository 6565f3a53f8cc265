// What the 10x10 ffish scripts share: ffish.js loaded with the variant's
// section of variants.ini (the rest is ffish_common.js's).
'use strict';

const common = require('./ffish_common');

const VARIANT = 'dragonchess100';

// ffish with VARIANT defined by the variants.ini file `ini`.
async function loadDragonFfish(ini) {
  const ffish = await common.loadFfish(ini);
  if (!ffish.variants().split(' ').includes(VARIANT)) common.fail(`${ini} does not define ${VARIANT}`);
  return ffish;
}

module.exports = { ...common, VARIANT, loadDragonFfish };
