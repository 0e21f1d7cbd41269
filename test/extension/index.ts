// The module the desktop (Node) extension host loads when started with extensionTestsPath: its run()
// runs every bundled test file next to it (dist/test/extension/*.test.js) under mocha (bdd, as
// test/unit) and rejects when any test fails. mocha is required from node_modules, not bundled.
// The web extension host loads web-index.ts instead (the same tests in one browser bundle).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import Mocha from 'mocha';
import { runMocha } from './run-mocha';

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
  return runMocha(mocha, 'desktop', files);
}
