// Jest's order (last run's failures first, then the longest, or the largest file when no run is on record), with
// the browser test files ahead of everything else that did not fail: they are the run's longest (each starts the
// whole product), and a file that shares one stack among several suites is a few lines long, so by size alone it
// started last and kept one worker busy alone at the end of the run.
const { default: Sequencer } = require('@jest/test-sequencer');

const isBrowserTest = (test) => test.path.endsWith('.e2e.ts');

class BrowserTestsFirst extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const failed = sorted.filter((test) => this.hasFailed(test));
    const rest = sorted.filter((test) => !this.hasFailed(test));
    return [...failed, ...rest.filter(isBrowserTest), ...rest.filter((test) => !isBrowserTest(test))];
  }
}

module.exports = BrowserTestsFirst;
