/**
 * The diagram webview's test page, shared by the browser tests: a server for the real page
 * (diagramHtml, its CSP) with dist/webview/diagram.js, the layout worker and a stub
 * acquireVsCodeApi that records what the webview posts (`window.posted`), per VS Code theme.
 */
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { DiagramModel } from '../../src/core';
import { diagramHtml } from '../../src/extension/diagram/diagram-html';
import type { FromWebview, TimingMessage, ToWebview } from '../../src/shared/messages';

export const ROOT = join(__dirname, '..', '..');
export const ARTIFACTS = join(ROOT, 'test-artifacts');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const NONCE = 'dGVzdC1ub25jZQ==';
const FILES: Record<string, string> = {
  '/dist/webview/diagram.js': 'text/javascript',
  '/media/diagram.css': 'text/css',
};
/** What the host sends a page after its `ready` (the page itself may fetch nothing: its CSP has no connect-src). */
const LAYOUT_WORKER_SCRIPT = JSON.stringify(readFileSync(join(ROOT, 'dist/webview/layout-worker.js'), 'utf8')).replace(/</g, '\\u003c');

/** A few of the variables VS Code sets on a webview, per theme (the drawing's colours come only from these). */
export const THEMES: Record<string, string> = {
  'vscode-dark':
    '--vscode-editor-background:#1f1f1f;--vscode-editor-foreground:#cccccc;--vscode-descriptionForeground:#9d9d9d;--vscode-charts-blue:#3794ff;--vscode-charts-red:#f14c4c;--vscode-charts-orange:#d18616;--vscode-charts-green:#89d185;--vscode-charts-purple:#b180d7;--vscode-charts-yellow:#cca700;--vscode-focusBorder:#0078d4;--vscode-button-secondaryBackground:#313131;--vscode-button-secondaryForeground:#cccccc',
  'vscode-light':
    '--vscode-editor-background:#ffffff;--vscode-editor-foreground:#3b3b3b;--vscode-descriptionForeground:#717171;--vscode-charts-blue:#1a85ff;--vscode-charts-red:#e51400;--vscode-charts-orange:#d18616;--vscode-charts-green:#388a34;--vscode-charts-purple:#652d90;--vscode-charts-yellow:#bf8803;--vscode-focusBorder:#005fb8;--vscode-button-secondaryBackground:#e5e5e5;--vscode-button-secondaryForeground:#3b3b3b',
  'vscode-high-contrast':
    '--vscode-editor-background:#000000;--vscode-editor-foreground:#ffffff;--vscode-descriptionForeground:#ffffff;--vscode-charts-blue:#3794ff;--vscode-charts-red:#f48771;--vscode-charts-orange:#ffa500;--vscode-charts-green:#89d185;--vscode-charts-purple:#b180d7;--vscode-charts-yellow:#ffd700;--vscode-focusBorder:#f38518;--vscode-button-border:#6fc3df',
};

/** The page the extension serves, plus a stub VS Code API (with the page's nonce, so the CSP lets it run). */
/** `firstDiagram`: a new panel's page as the extension makes it, the diagram, the script and the style in the page itself. */
function harnessHtml(origin: string, bodyClass: string, firstDiagram?: string): string {
  const inline =
    firstDiagram === undefined
      ? undefined
      : { script: readFileSync(join(ROOT, 'dist/webview/diagram.js'), 'utf8'), style: readFileSync(join(ROOT, 'media/diagram.css'), 'utf8') };
  const html = diagramHtml({
    cspSource: origin,
    nonce: NONCE,
    scriptUri: `${origin}/dist/webview/diagram.js`,
    styleUri: `${origin}/media/diagram.css`,
    firstDiagram,
    inline,
    timing: true, // the page says how long each drawing took: the figures printed below
  });
  // Like the host, the stub answers the page's `ready` with the layout worker's script.
  const stub = `<script nonce="${NONCE}">
    window.posted = [];
    const layoutWorker = ${LAYOUT_WORKER_SCRIPT};
    window.acquireVsCodeApi = () => ({
      postMessage: (m) => {
        window.posted.push(m);
        if (m.type === 'ready') setTimeout(() => window.postMessage({ type: 'layoutWorker', script: layoutWorker }, '*'));
      },
      getState: () => window.savedState,
      setState: (s) => { window.savedState = s; },
    });
  </script>`;
  const theme = `<link rel="stylesheet" href="${origin}/theme.css?theme=${bodyClass}">`;
  return html.replace('</head>', () => `${theme}\n${stub}\n</head>`).replace(/<body(?=[\s>])/, `<body class="${bodyClass}"`);
}

/** `embedded`: the diagram a page opened with `?first` has in it (a new panel's first diagram, as the host embeds it). */
export function serve(embedded: () => string | undefined = () => undefined): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const origin = `http://${req.headers.host}`;
    if (url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      const theme = url.searchParams.get('theme') ?? '';
      res.end(harnessHtml(origin, THEMES[theme] ? theme : 'vscode-dark', url.searchParams.has('first') ? embedded() : undefined));
    } else if (url.pathname === '/theme.css') {
      res.writeHead(200, { 'content-type': 'text/css' });
      res.end(`:root{${THEMES[url.searchParams.get('theme') ?? ''] ?? ''}}`);
    } else if (FILES[url.pathname]) {
      res.writeHead(200, { 'content-type': FILES[url.pathname] });
      res.end(readFileSync(join(ROOT, url.pathname)));
    } else {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// The page's side, for the callbacks run in the page (this file is type-checked without the DOM lib).
export interface HarnessWindow {
  posted: (FromWebview | TimingMessage)[];
  savedState: unknown;
  xss?: number;
  postMessage(message: unknown, target: string): void;
  addEventListener(type: 'message', listener: () => void, options: { once: true }): void;
}
declare const window: HarnessWindow;
// The page's own, for the functions run in it (this file is built without the DOM's types).
declare const document: { querySelector(selector: string): object | null };
declare function getComputedStyle(el: object): { getPropertyValue(name: string): string };

/**
 * Posts `message` to the page and returns once the page has handled it. A posted message is delivered in a task of its
 * own, which the test's next step could overtake (the form still open a moment after `answerWritten`); a listener
 * added after the page's own runs after it for the same message.
 */
export const send = (page: Page, message: ToWebview): Promise<void> =>
  page.evaluate(
    (m) =>
      new Promise<void>((handled) => {
        window.addEventListener('message', () => handled(), { once: true });
        window.postMessage(m, '*');
      }),
    message,
  );

/**
 * The computed `property` (CSS spelling) of the first element `selector` finds, found and read in one step in the page.
 * Not `$eval`: it finds the element and reads it in two round trips, and ELK's layout arriving between them (after the
 * page's own quick one) replaces a cut's strokes, leaving a detached element whose computed style reads ''.
 */
export const styleOf = (page: Page, selector: string, property: string): Promise<string> =>
  page.evaluate(
    ([sel, prop]) => {
      const el = document.querySelector(sel);
      if (!el) throw new Error(`nothing matches ${sel}`);
      return getComputedStyle(el).getPropertyValue(prop);
    },
    [selector, property] as const,
  );

/** A drawing the page reported: `rendered`, with the `timing` a timed page posts just before it. */
export type Rendered = Extract<FromWebview, { type: 'rendered' }> & { readonly timing: TimingMessage };

/** The last drawing reported in `posted`. */
export function lastRendered(posted: readonly (FromWebview | TimingMessage)[]): Rendered {
  const at = posted.map((m) => m.type).lastIndexOf('rendered');
  const [timing, rendered] = posted.slice(at - 1, at + 1);
  assert.ok(rendered?.type === 'rendered' && timing?.type === 'timing', `a timing, then a drawing: ${JSON.stringify(posted.slice(at - 1, at + 1))}`);
  return { ...rendered, timing };
}

/** Sends `show` and waits for the `rendered` it causes. */
export async function show(page: Page, diagram: DiagramModel): Promise<Rendered> {
  const before = await page.evaluate(() => window.posted.filter((m) => m.type === 'rendered').length);
  await send(page, { type: 'show', diagram });
  await page.waitForFunction((n) => window.posted.filter((m) => m.type === 'rendered').length > n || window.posted.some((m) => m.type === 'error'), before, {
    timeout: 90_000,
  });
  const posted = await page.evaluate(() => window.posted);
  const error = posted.find((m) => m.type === 'error');
  if (error) throw new Error(`the webview posted an error: ${JSON.stringify(error)}`);
  return lastRendered(posted);
}

/** Debian's Chromium, headless. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });

/** `rgb(r, g, b)` or `#rrggbb` as [r, g, b]. */
export function rgbOf(colour: string): [number, number, number] {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (hex) return [parseInt(hex[1], 16), parseInt(hex[2], 16), parseInt(hex[3], 16)];
  const rgb = /^rgba?\((\d+), (\d+), (\d+)/.exec(colour);
  if (!rgb) throw new Error(`not a colour: ${colour}`);
  return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
}

/** WCAG 2.1 contrast ratio of two sRGB colours (1 to 21). */
export function contrast(a: readonly number[], b: readonly number[]): number {
  const luminance = (c: readonly number[]): number => {
    const [r, g, bl] = c.map((v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
