// Runs the bundled extension tests (dist/test/extension, from `npm run build`) inside a real VS Code:
// code-server loads them in its extension host, chromium shows the workbench, and the page's
// automation hooks carry the test output and the exit code back here.
//   node test/e2e/run-extension-tests.mjs [--web] [--grep PATTERN] [--timeout SECONDS] [--tests BUNDLE]
// --web runs them in the web extension host instead (a browser Web Worker, as in vscode.dev; see startServer's
// webHost): gtree's `browser` entry and dist/test/web/index.js.
// --tests runs another bundle with the same run() contract (the UI benchmark: dist/test/bench-ui.js).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve as resolvePath } from 'node:path';
import { format, parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { ensureParts } from '../../scripts/setup/ensure.mjs';
import { SetupError } from '../../scripts/setup/error.mjs';
import { REAL_VSCODE } from '../../scripts/setup/parts.mjs';
import { extensionId, startServer } from '../../scripts/code-server/server.mjs';
import { launchBrowser, openWorkbench } from '../../scripts/code-server/browser.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const START_MARKER = 'gtree extension tests:'; // the first line test/extension/run-mocha.ts prints

const { values: opts } = parseArgs({
  options: { web: { type: 'boolean', default: false }, grep: { type: 'string' }, timeout: { type: 'string', default: '300' }, tests: { type: 'string' } },
});
const TESTS = opts.tests ? resolvePath(opts.tests) : `${ROOT}dist/test/${opts.web ? 'web' : 'extension'}/index.js`;
const HOST = opts.web ? 'web' : 'extension-host';

const timeoutMs = Number(opts.timeout) * 1000;

async function main() {
  if (!existsSync(TESTS)) throw new SetupError(`${TESTS} is missing: run \`npm run build\` first`);
  await ensureParts(REAL_VSCODE, 'the extension tests');
  // --grep reaches the desktop extension host through code-server's environment; the web host has none, so it
  // reads a file beside its bundle (test/extension/web-index.ts).
  if (opts.grep) process.env.GTREE_TEST_GREP = opts.grep;
  const webOptions = join(dirname(TESTS), 'options.json');
  if (opts.web) writeFileSync(webOptions, JSON.stringify(opts.grep ? { grep: opts.grep } : {}));
  if (process.stdout.isTTY) process.env.GTREE_TEST_COLOR = '1';

  const started = Date.now();
  const log = workbenchLog();
  let server;
  let browser;
  let timer;
  const cleanup = async () => {
    clearTimeout(timer);
    await browser?.close();
    await server?.stop();
  };
  // Ctrl+C or a kill still ends code-server's process group and the browser.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => cleanup().finally(() => process.exit(130)));
  try {
    const exitCode = new Promise((resolve, reject) => {
      timer = setTimeout(
        () => reject(new SetupError(`extension tests did not finish within ${timeoutMs / 1000} s (raise it with --timeout SECONDS)`)),
        timeoutMs,
      );
      (async () => {
        server = await startServer({
          extensionPath: ROOT,
          extensionTestsPath: TESTS,
          folder: `${ROOT}examples`,
          webHost: opts.web ? extensionId(ROOT) : undefined,
        });
        browser = await launchBrowser();
        await openWorkbench(browser.context, server.url, {
          onLog: (_type, args) => log.line(format(...args)),
          onExit: resolve,
        });
      })().catch(reject);
    });
    let code = await exitCode;
    if (code !== 0) log.flushStartup();
    const warnings = manifestWarnings(server.userDataDir);
    if (warnings.length > 0) {
      console.log(
        `VS Code warned about gtree's package.json ${warnings.length} time(s) in the extension host's log:\n  ${[...new Set(warnings)].join('\n  ')}`,
      );
      code ||= 1;
    }
    console.log(`${HOST} run: exit ${code} after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return code;
  } finally {
    await cleanup();
  }
}

/**
 * What VS Code logs, without failing anything, when the extension does not keep its manifest's promises: a
 * setting read for a resource without `"scope": "resource"` ("Accessing a window scoped configuration for a
 * resource is not expected"). The extension host writes it to its own log, not to the page.
 */
function manifestWarnings(userDataDir) {
  const logs = join(userDataDir, 'logs');
  if (!existsSync(logs)) return [];
  return readdirSync(logs, { recursive: true })
    .filter((f) => /exthost\.log$/.test(f))
    .flatMap((f) => readFileSync(join(logs, f), 'utf8').split('\n'))
    .filter((line) => /Accessing a window scoped configuration for a resource/.test(line) && /'gtree\./.test(line))
    .map((line) => line.replace(/^.*?\] /, ''));
}

/**
 * The page forwards the workbench's own console chatter too; lines before the tests' start marker
 * (printed by test/extension/index.ts) are kept back and shown only if the run fails.
 */
function workbenchLog() {
  const startup = [];
  let started = false;
  return {
    line(text) {
      if (!started && text.startsWith(START_MARKER)) started = true;
      if (started) process.stdout.write(`${text}\n`);
      else startup.push(text);
    },
    flushStartup() {
      if (started || startup.length === 0) return;
      process.stdout.write(`--- workbench output before the tests started ---\n${startup.join('\n')}\n`);
    },
  };
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(`gtree: ${e instanceof SetupError ? e.message : (e.stack ?? e)}`);
    process.exit(1);
  },
);
