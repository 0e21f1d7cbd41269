// The module VS Code loads in the extension host when started with extensionTestsPath: its run()
// runs every bundled test file next to it (dist/test/extension/*.test.js) under mocha (bdd, as
// test/unit) and rejects when any test fails. mocha is required from node_modules, not bundled.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import Mocha from 'mocha';

export function run(): Promise<void> {
  const mocha = new Mocha({
    ui: 'bdd',
    reporter: 'spec',
    timeout: 60_000, // the first test pays for activating the extension in a cold workbench
    color: process.env.GTREE_TEST_COLOR === '1',
    grep: process.env.GTREE_TEST_GREP || undefined, // passed through code-server's environment
  });
  const files = readdirSync(__dirname)
    .filter((file) => file.endsWith('.test.js'))
    .sort();
  files.forEach((file) => mocha.addFile(join(__dirname, file)));
  // The runner (test/e2e/run-extension-tests.mjs) shows the output from this line on.
  console.log(`gtree extension tests: ${files.join(', ')}`);
  return new Promise((resolve, reject) => {
    const runner = mocha.run((failures) => {
      const { passes = 0, failures: failed = 0, pending = 0 } = runner.stats ?? {};
      // A plain closing line that any log reader understands.
      console.log(`extension-host: ${passes} passed, ${failed} failed${pending ? `, ${pending} skipped` : ''}`);
      if (failures > 0) reject(new Error(`${failures} extension test(s) failed`));
      else resolve();
    });
  });
}
