// The module the web extension host loads when started with extensionTestsPath (dist/test/web/index.js):
// scripts/build.mjs bundles it for the browser after web-mocha.ts and every test/extension/*.test.ts,
// in that order, and names the files in GTREE_TEST_FILES. The desktop host loads index.ts instead.
import * as vscode from 'vscode';
import { runMocha } from './run-mocha';

declare const GTREE_TEST_FILES: readonly string[];

/**
 * The runner's options for this run (`--grep`): the web host has no environment to pass them in, so
 * test/e2e/run-extension-tests.mjs writes them beside this bundle, as dist/test/web/options.json.
 */
async function options(): Promise<{ grep?: string }> {
  const extension = vscode.extensions.getExtension('gtree.gtree');
  if (!extension) return {};
  try {
    const file = vscode.Uri.joinPath(extension.extensionUri, 'dist', 'test', 'web', 'options.json');
    return JSON.parse(new TextDecoder().decode(await vscode.workspace.fs.readFile(file)));
  } catch {
    return {}; // no file: every test
  }
}

export async function run(): Promise<void> {
  const { grep } = await options();
  if (grep) mocha.grep(grep);
  return runMocha(mocha, 'web', GTREE_TEST_FILES);
}
