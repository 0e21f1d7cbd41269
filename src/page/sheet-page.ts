/**
 * The entry of the self-contained sheet page (`gtree export --format html`): reads the sheet
 * the page carries, brings back the answers kept in this browser, installs the in-page host in
 * VS Code's place, then starts the diagram page itself (src/webview/diagram-page.ts), unchanged.
 */
import { InPageHost } from './in-page-host';
import { buildPageBar, downloadText, type PageBar } from './page-bar';
import { readSheetData, storageKey, type SheetData } from './page-data';
import { Sheet } from './sheet';
import { followColourScheme } from './theme';

/** localStorage, or null where the browser refuses it (a private window, storage turned off): the page works without. */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function keep(key: string, text: string | null): void {
  try {
    if (text === null) storage()?.removeItem(key);
    else storage()?.setItem(key, text);
  } catch {
    // Full or refused: the answers stay in the page until it closes, and Download still gives them.
  }
}

function fail(message: string): void {
  const p = document.createElement('p');
  p.id = 'page-problem';
  p.setAttribute('role', 'alert');
  p.textContent = message;
  document.body.appendChild(p);
}

async function start(data: SheetData, workerScript: string): Promise<void> {
  const key = storageKey(data);
  const sheet = new Sheet(data.text, data.tree, data.practice);
  const saved = data.practice ? (storage()?.getItem(key) ?? null) : null;
  if (saved !== null) sheet.reset(saved);
  let bar: PageBar | null = null;
  const host = new InPageHost(sheet, workerScript, {
    said: (text, isError) => {
      if (!bar) return;
      bar.said.textContent = text;
      bar.said.classList.toggle('error', isError);
    },
    changed: (text) => keep(key, text),
  });
  host.install();
  await import('../webview/diagram-page');
  bar = buildPageBar(document.getElementById('banner'), data.practice);
  bar.download.addEventListener('click', () => downloadText(data.name, sheet.text));
  bar.restart.addEventListener('click', () => {
    if (sheet.text !== data.text && !window.confirm('Clear every answer on this sheet? This cannot be undone.')) return;
    sheet.reset(data.text);
    keep(key, null);
    bar!.said.textContent = 'The sheet is as it was given: every answer cleared.';
    host.redraw();
  });
  if (saved !== null && saved !== data.text) bar.said.textContent = 'Your answers from last time are back.';
}

followColourScheme(document.body);
const data = readSheetData(document.getElementById('gtree-sheet')?.textContent);
const worker = document.getElementById('gtree-layout-worker')?.textContent;
if (typeof data === 'string') fail(data);
else {
  start(data, worker ? (JSON.parse(worker) as string) : '').catch((e: unknown) =>
    fail(`This page could not start: ${e instanceof Error ? e.message : String(e)}`),
  );
}
