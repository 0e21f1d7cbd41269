// The module the web extension host loads when started with extensionTestsPath (dist/test/web/index.js):
// scripts/build.mjs bundles it for the browser after web-mocha.ts and every test/extension/*.test.ts,
// in that order, and names the files in GTREE_TEST_FILES. The desktop host loads index.ts instead.
import { runMocha } from './run-mocha';

declare const GTREE_TEST_FILES: readonly string[];

export function run(): Promise<void> {
  return runMocha(mocha, 'web', GTREE_TEST_FILES);
}
