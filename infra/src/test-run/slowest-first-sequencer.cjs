// Jest's test sequencer, with one more source of timings. Jest runs the files it knows to be
// slowest first, so the last minutes of a run are not one long file on one worker while the
// other sits idle; but it learns the timings in a cache of its own, which a fresh clone (CI) does
// not have, and then it guesses by file size. Here the guess is the committed
// suite-durations.json (seconds per suite, as a recent `npm test` measured them). CommonJS,
// because Jest loads a sequencer with a plain require.
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const committed = require('./suite-durations.json');

const repoRoot = path.resolve(__dirname, '../../..');

class SlowestFirstSequencer extends Sequencer {
  time(test) {
    const cached = super.time(test);
    if (cached != null) return cached;
    const seconds = committed[path.relative(repoRoot, test.path)];
    return seconds == null ? undefined : seconds * 1000;
  }
}

module.exports = SlowestFirstSequencer;
