// Browser-level checks of the extension in a real VS Code workbench: code-server with examples/ open,
// Debian chromium, then every check of test/e2e/checks/*.mjs (files in name order; each exports a list
// of { name, run(wb) }, and optionally `workbench`, the kind of workbench its checks need: see serverFor).
// The checks of one kind share one page; each kind gets its own server and browser.
// Screenshots, and one per failed check, go to test-artifacts/workbench/.
//   node test/e2e/workbench.mjs [--grep PATTERN] [--timeout SECONDS] [--headed]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { ensureParts } from '../../scripts/setup/ensure.mjs';
import { SetupError } from '../../scripts/setup/error.mjs';
import { REAL_VSCODE } from '../../scripts/setup/parts.mjs';
import { extensionId, startServer } from '../../scripts/code-server/server.mjs';
import { launchBrowser, openWorkbench } from '../../scripts/code-server/browser.mjs';
import { Workbench } from './workbench-page.mjs';

/** @typedef {{ name: string, run(wb: Workbench): Promise<void>, timeout?: number }} Check */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CHECKS = new URL('./checks/', import.meta.url);
const ARTIFACTS = `${ROOT}test-artifacts/workbench`;
const CHECK_TIMEOUT = 90_000;

const { values: opts } = parseArgs({ options: { grep: { type: 'string' }, timeout: { type: 'string', default: '1500' }, headed: { type: 'boolean' } } });

async function loadChecks() {
  const files = readdirSync(CHECKS)
    .filter((f) => f.endsWith('.mjs'))
    .sort();
  const all = [];
  for (const file of files) {
    const { default: checks, workbench = {} } = await import(new URL(file, CHECKS).href);
    for (const check of checks) all.push({ ...check, name: `${file.replace(/\.mjs$/, '')}: ${check.name}`, workbench });
  }
  return opts.grep ? all.filter((c) => new RegExp(opts.grep, 'i').test(c.name)) : all;
}

/** Checks that share a kind of workbench (a check file's `workbench` export), in the order they first appear. */
function byWorkbench(checks) {
  const groups = new Map();
  for (const check of checks) {
    const key = JSON.stringify(check.workbench);
    if (!groups.has(key)) groups.set(key, { workbench: check.workbench, checks: [] });
    groups.get(key).checks.push(check);
  }
  return [...groups.values()];
}

/**
 * The server for a kind of workbench. The workspace is always the repository's examples/: the checks edit files there
 * and revert them, so nothing may save them (here the workbench saved on focus change, and the blank sheet was written
 * over with its solution).
 *   {}                   the extension under development (extensionDevelopmentPath), the folder trusted
 *   { installed: true }  no development path: the .vsix `npm run package:vsix` makes, installed with --install-extension
 *                        into the server's own extensions folder, as a user installs it
 *   { web: true }        gtree (under development, or installed with `installed`) in the browser's Web Worker extension
 *                        host, running its `browser` entry as VS Code for the Web does
 *   { restricted: true } workspace trust on and the folder not trusted: Restricted Mode. Only for an installed
 *                        extension: VS Code never disables one under development, so that would prove nothing.
 */
async function serverFor(workbench, scratch) {
  const settings = { 'workbench.colorTheme': 'Default Light Modern', 'files.autoSave': 'off' };
  const folder = `${ROOT}examples`;
  const restricted = Boolean(workbench.restricted);
  const webHost = workbench.web ? extensionId(ROOT) : undefined;
  if (!workbench.installed) return startServer({ extensionPath: ROOT, restricted, webHost, folder, settings });
  return startServer({ install: [packaged(scratch)], restricted, webHost, folder, settings });
}

let vsix;
/** The .vsix of `npm run package:vsix`, built once per run. */
function packaged(scratch) {
  if (vsix) return vsix;
  const out = join(scratch, 'gtree.vsix');
  const t0 = Date.now();
  const built = spawnSync('npm', ['run', '--silent', 'package:vsix', '--', '--out', out], { cwd: ROOT, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`npm run package:vsix failed (exit ${built.status}):\n${built.stdout}${built.stderr}`);
  console.log(`packaged ${out} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return (vsix = out);
}

const describe = (workbench) => Object.keys(workbench).join(', ') || 'development';

async function main() {
  const checks = await loadChecks();
  rmSync(ARTIFACTS, { recursive: true, force: true }); // only this run's screenshots
  await ensureParts(REAL_VSCODE, 'the workbench checks');
  const started = Date.now();
  const scratch = mkdtempSync(join(tmpdir(), 'gtree-workbench-'));
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
  let passed = 0;
  let failed = 0;
  try {
    for (const group of byWorkbench(checks)) {
      if (timedOut) break;
      const t0 = Date.now();
      let wb;
      try {
        server = await serverFor(group.workbench, scratch);
        browser = await launchBrowser({ headless: !opts.headed });
        const page = await openWorkbench(browser.context, server.url);
        wb = new Workbench(page, server, ARTIFACTS);
        // Checks copy files into the workspace: not before the Explorer would show them.
        const probes = await wb.untilDiskWatched();
        console.log(
          `workbench (${describe(group.workbench)}) ready after ${((Date.now() - t0) / 1000).toFixed(1)} s (${probes} probe folder${probes > 1 ? 's' : ''} made before the Explorer showed one)`,
        );
      } catch (e) {
        failed += group.checks.length;
        console.log(
          `  ✘ the ${describe(group.workbench)} workbench did not start: ${String(e?.stack ?? e)
            .split('\n')
            .slice(0, 12)
            .join('\n    ')}`,
        );
      }
      for (const check of wb ? group.checks : []) {
        if (timedOut) break;
        const t1 = Date.now();
        try {
          await withTimeout(check.run(wb), check.timeout ?? CHECK_TIMEOUT, check.name);
          passed++;
          console.log(`  ✔ ${check.name} (${Date.now() - t1} ms)`);
        } catch (e) {
          if (timedOut) break;
          failed++;
          const shot = await wb.screenshot(`failed-${slug(check.name)}`).catch(() => undefined);
          console.log(
            `  ✘ ${check.name} (${Date.now() - t1} ms)\n    ${String(e?.stack ?? e)
              .split('\n')
              .slice(0, 6)
              .join('\n    ')}${shot ? `\n    screenshot: ${shot}` : ''}`,
          );
        }
      }
      await cleanup();
      server = browser = undefined;
    }
    if (timedOut) return 1;
    console.log(`workbench run: ${((Date.now() - started) / 1000).toFixed(1)} s, screenshots in test-artifacts/workbench/`);
    console.log(`workbench: ${passed} passed, ${failed} failed`);
    return failed === 0 && checks.length > 0 ? 0 : 1;
  } finally {
    clearTimeout(overall);
    await cleanup();
    rmSync(scratch, { recursive: true, force: true });
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
