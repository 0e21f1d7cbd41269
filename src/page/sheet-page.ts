/**
 * The entry of the self-contained page (`gtree export --format html`): reads the sheet the page
 * carries, brings back the answers kept in this browser (or, in the playground, the tree of the
 * link it was opened with), installs the in-page host in VS Code's place, then starts the
 * diagram page itself (src/webview/diagram-page.ts), unchanged.
 */
import { InPageHost } from './in-page-host';
import { decodeTree } from './link';
import { buildPageBar, downloadText, type PageBar } from './page-bar';
import { readSheetData, storageKey, type SheetData } from './page-data';
import { pinchToZoom } from './pinch';
import { Playground } from './playground';
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
  if (data.playground) return startPlayground(data, workerScript);
  const key = storageKey(data);
  const sheet = new Sheet(data.text, data.tree, data.practice);
  const saved = data.practice ? (storage()?.getItem(key) ?? null) : null;
  if (saved !== null) sheet.reset(saved);
  let bar: PageBar | null = null;
  const host = new InPageHost(sheet, workerScript, {
    said: (text, isError) => bar && say(bar, text, isError),
    changed: (text) => keep(key, text),
  });
  host.install();
  await import('../webview/diagram-page');
  zoomByPinch();
  bar = buildPageBar(document.getElementById('banner'), data.practice);
  bar.download.addEventListener('click', () => downloadText(data.name, sheet.text));
  bar.restart.addEventListener('click', () => {
    if (sheet.text !== data.text && !window.confirm('Clear every answer on this sheet? This cannot be undone.')) return;
    sheet.reset(data.text);
    keep(key, null);
    say(bar!, 'The sheet is as it was given: every answer cleared.', false);
    host.redraw();
  });
  if (saved !== null && saved !== data.text) say(bar, 'Your answers from last time are back.', false);
}

function zoomByPinch(): void {
  const svg = document.getElementById('diagram');
  if (svg instanceof SVGSVGElement) pinchToZoom(svg);
}

function say(bar: PageBar, text: string, isError: boolean): void {
  bar.said.textContent = text;
  bar.said.classList.toggle('error', isError);
}

/**
 * The playground: the text pane beside the diagram, the tree from the link if the page was
 * opened with one (else the exported file's), practised whenever it has blanks.
 */
async function startPlayground(data: SheetData, workerScript: string): Promise<void> {
  const linked = await decodeTree(location.hash);
  const sheet = new Sheet(linked && 'text' in linked ? linked.text : data.text, linked && 'text' in linked ? 0 : data.tree, 'blanks');
  let pane: Playground | null = null;
  const host = new InPageHost(sheet, workerScript, {
    said: (text, isError) => pane?.say(text, isError),
    changed: (text) => pane?.replace(text),
  });
  host.install();
  await import('../webview/diagram-page');
  zoomByPinch();
  pane = new Playground(document.body, sheet.text, sheet.treeIndex, {
    edited: (text, treeIndex) => {
      if (text === sheet.text && treeIndex === sheet.treeIndex) return;
      sheet.reset(text);
      sheet.treeIndex = treeIndex;
      host.redraw();
    },
  });
  if (linked && 'message' in linked) pane.say(linked.message, true);
  const bar = buildPageBar(document.getElementById('banner'), true);
  bar.restart.hidden = true;
  bar.download.textContent = 'Download .gtree';
  bar.download.title = 'Download the text (with any answers written in the picture) as a .gtree file';
  bar.download.addEventListener('click', () => downloadText(data.name, sheet.text));
  // A link opened while the page is open (pasted into the address bar): its tree replaces the text.
  window.addEventListener('hashchange', () => {
    void decodeTree(location.hash).then((opened) => {
      if (!opened) return;
      if ('message' in opened) return pane!.say(opened.message, true);
      pane!.load(opened.text);
    });
  });
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
