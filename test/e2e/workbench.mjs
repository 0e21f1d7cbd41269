// Browser-level checks of the extension in a real VS Code workbench: code-server with the extension
// under development and examples/ open, Debian chromium, then every check of test/e2e/checks/*.mjs
// (files in name order; each exports a list of { name, run(wb) }) on one shared page.
// Screenshots, and one per failed check, go to test-artifacts/workbench/.
//   node test/e2e/workbench.mjs [--grep PATTERN] [--timeout SECONDS] [--headed]
import { readdirSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { ensureParts } from '../../scripts/setup/ensure.mjs';
import { SetupError } from '../../scripts/setup/error.mjs';
import { REAL_VSCODE } from '../../scripts/setup/parts.mjs';
import { startServer } from '../../scripts/code-server/server.mjs';
import { launchBrowser, openWorkbench } from '../../scripts/code-server/browser.mjs';
import { Workbench } from './workbench-page.mjs';

/** @typedef {{ name: string, run(wb: Workbench): Promise<void>, timeout?: number }} Check */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CHECKS = new URL('./checks/', import.meta.url);
const ARTIFACTS = `${ROOT}test-artifacts/workbench`;
const CHECK_TIMEOUT = 90_000;

const { values: opts } = parseArgs({ options: { grep: { type: 'string' }, timeout: { type: 'string', default: '300' }, headed: { type: 'boolean' } } });

async function loadChecks() {
  const files = readdirSync(CHECKS)
    .filter((f) => f.endsWith('.mjs'))
    .sort();
  const all = [];
  for (const file of files) {
    const { default: checks } = await import(new URL(file, CHECKS).href);
    for (const check of checks) all.push({ ...check, name: `${file.replace(/\.mjs$/, '')}: ${check.name}` });
  }
  return opts.grep ? all.filter((c) => new RegExp(opts.grep, 'i').test(c.name)) : all;
}

async function main() {
  const checks = await loadChecks();
  rmSync(ARTIFACTS, { recursive: true, force: true }); // only this run's screenshots
  await ensureParts(REAL_VSCODE, 'the workbench checks');
  const started = Date.now();
  let server;
  let browser;
  const cleanup = async () => {
    await browser?.close();
    await server?.stop();
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => cleanup().finally(() => process.exit(130)));
  let timedOut = false;
  const overall = setTimeout(
    () => {
      timedOut = true; // the checks still running fail as the browser closes: say nothing of them
      console.error(`gtree: the workbench checks did not finish within ${opts.timeout} s (raise it with --timeout SECONDS)`);
      cleanup().finally(() => process.exit(1));
    },
    Number(opts.timeout) * 1000,
  );
  try {
    // The workspace is the repository's examples/: the checks edit files there and revert them, so nothing may save them
    // (here the workbench saved on focus change, and the blank sheet was written over with its solution).
    const settings = { 'workbench.colorTheme': 'Default Light Modern', 'files.autoSave': 'off' };
    server = await startServer({ extensionPath: ROOT, folder: `${ROOT}examples`, settings });
    browser = await launchBrowser({ headless: !opts.headed });
    const page = await openWorkbench(browser.context, server.url);
    console.log(`workbench ready after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const wb = new Workbench(page, server, ARTIFACTS);
    let passed = 0;
    let failed = 0;
    for (const check of checks) {
      if (timedOut) break;
      const t0 = Date.now();
      try {
        await withTimeout(check.run(wb), check.timeout ?? CHECK_TIMEOUT, check.name);
        passed++;
        console.log(`  ✔ ${check.name} (${Date.now() - t0} ms)`);
      } catch (e) {
        if (timedOut) break;
        failed++;
        const shot = await wb.screenshot(`failed-${slug(check.name)}`).catch(() => undefined);
        console.log(
          `  ✘ ${check.name} (${Date.now() - t0} ms)\n    ${String(e?.stack ?? e)
            .split('\n')
            .slice(0, 6)
            .join('\n    ')}${shot ? `\n    screenshot: ${shot}` : ''}`,
        );
      }
    }
    if (timedOut) return 1;
    console.log(`workbench run: ${((Date.now() - started) / 1000).toFixed(1)} s, screenshots in test-artifacts/workbench/`);
    console.log(`workbench: ${passed} passed, ${failed} failed`);
    return failed === 0 && checks.length > 0 ? 0 : 1;
  } finally {
    clearTimeout(overall);
    await cleanup();
  }
}

function withTimeout(promise, ms, name) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`"${name}" took over ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const slug = (name) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(`gtree: ${e instanceof SetupError ? e.message : (e.stack ?? e)}`);
    process.exit(1);
  },
);
