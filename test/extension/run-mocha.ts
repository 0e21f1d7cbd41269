// What both extension-host test runners share (index.ts, desktop; web-index.ts, web): the start
// marker the page's log reader waits for, the run, and a plain closing line.
import type Mocha from 'mocha';

/** The first line the runners (test/e2e/run-extension-tests.mjs) show: what comes before it is the workbench's own chatter. */
export const START_MARKER = 'gtree extension tests:';

/** Runs `mocha` (its test files loaded or added), rejecting when any test fails. */
export function runMocha(mocha: Mocha, host: string, files: readonly string[]): Promise<void> {
  console.log(`${START_MARKER} ${files.join(', ')} (${host} extension host)`);
  return new Promise((resolve, reject) => {
    const runner = mocha.run((failures) => {
      const { passes = 0, failures: failed = 0, pending = 0 } = runner.stats ?? {};
      console.log(`extension-host: ${passes} passed, ${failed} failed${pending ? `, ${pending} skipped` : ''}`);
      if (failures > 0) reject(new Error(`${failures} extension test(s) failed`));
      else resolve();
    });
  });
}
