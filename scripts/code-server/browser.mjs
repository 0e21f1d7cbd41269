// Debian's chromium driven by playwright-core (never a downloaded browser), with a fresh profile
// and HOME per run, and a helper that opens a workbench page with the automation hooks exposed.
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { requireParts } from '../setup/ensure.mjs';
import { CHROMIUM } from '../setup/parts.mjs';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * @param {{ headless?: boolean, viewport?: { width: number, height: number } }} [options]
 * @returns {Promise<{ context: import('playwright-core').BrowserContext, close(): Promise<void> }>}
 */
export async function launchBrowser({ headless = true, viewport = { width: 1400, height: 900 } } = {}) {
  requireParts(['chromium'], 'npm test');
  const root = mkdtempSync(join(tmpdir(), 'gtree-chromium-'));
  const home = join(root, 'home');
  mkdirSync(home);
  const context = await chromium.launchPersistentContext(join(root, 'profile'), {
    executablePath: CHROMIUM,
    headless,
    args: ARGS,
    viewport,
    // The callers end the browser on a signal themselves (after stopping the server); playwright's
    // own handlers would exit the process halfway through that.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
    env: { ...process.env, HOME: home, XDG_CONFIG_HOME: join(home, '.config'), XDG_CACHE_HOME: join(home, '.cache'), TMPDIR: root },
  });
  // If this process exits without close(), playwright kills the browser; the profile goes too.
  const onExit = () => rmSync(root, { recursive: true, force: true });
  process.once('exit', onExit);
  let closed;
  return {
    context,
    close: () =>
      (closed ??= (async () => {
        await context.close().catch(() => {});
        process.removeListener('exit', onExit);
        rmSync(root, { recursive: true, force: true });
      })()),
  };
}

/**
 * Opens the workbench at url. The page exposes the functions VS Code calls when it runs extension
 * tests: codeAutomationLog(type, args) gets the extension host's console output (printf-style
 * argument arrays) and codeAutomationExit(code) its exit code.
 * @param {import('playwright-core').BrowserContext} context
 * @param {string} url
 * @param {{ onLog?: (type: string, args: unknown[]) => void, onExit?: (code: number) => void }} [hooks]
 */
export async function openWorkbench(context, url, { onLog, onExit } = {}) {
  const page = context.pages()[0] ?? (await context.newPage());
  if (onLog) await page.exposeFunction('codeAutomationLog', (type, args) => onLog(type, Array.isArray(args) ? args : [args]));
  if (onExit) await page.exposeFunction('codeAutomationExit', (code) => onExit(Number(code)));
  await page.goto(url);
  await page.locator('.monaco-workbench').waitFor({ timeout: 60_000 });
  return page;
}
