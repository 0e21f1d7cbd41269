// npm run test:desktop: the same bundled extension tests in desktop VS Code, through
// @vscode/test-electron (it downloads VS Code into .vscode-test/, so it needs that download site;
// on machines that reach only the npm registry, use `npm run test:vscode`).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runTests } from '@vscode/test-electron';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TESTS = `${ROOT}dist/test/extension/index.js`;

if (!existsSync(TESTS)) {
  console.error(`gtree: ${TESTS} is missing: run \`npm run build\` first`);
  process.exit(1);
}
try {
  process.exitCode = await runTests({
    version: process.env.VSCODE_TEST_VERSION ?? 'stable',
    extensionDevelopmentPath: ROOT,
    extensionTestsPath: TESTS,
    launchArgs: [`${ROOT}examples`, '--disable-extensions', '--disable-workspace-trust'],
  });
} catch (e) {
  const offline = /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|getaddrinfo/.test(String(e?.message ?? e));
  console.error(
    offline
      ? 'gtree: could not download VS Code (no access to its update server from here); `npm run test:vscode` runs the same tests in code-server instead.'
      : `gtree: desktop extension tests failed: ${e?.message ?? e}`,
  );
  process.exitCode = 1;
}
