/**
 * The grading panel's page (dist/webview/grade.js): the table of the class's submissions and
 * the class view of one key tree at a time (a chooser when the key has several). It draws the
 * host's `grades` message and posts `open` when a row is chosen; it computes no grade.
 */
import type { FromGradePage, ToGradePage } from '../shared/grade-messages';
import { drawClassView } from './class-view';
import { drawTable, type Sorting } from './grades-table';

interface VsCodeApi {
  postMessage(message: FromGradePage): void;
}
declare function acquireVsCodeApi(): VsCodeApi;

type Grades = Extract<ToGradePage, { type: 'grades' }>;

const api = acquireVsCodeApi();
const byId = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

let grades: Grades | null = null;
let sorting: Sorting = { column: 0, descending: false };
let tree = 0;

function draw(): void {
  if (!grades) return;
  const g = grades;
  byId('title').textContent = g.title;
  byId('summary').textContent = g.summary;
  drawTable(
    byId<HTMLTableElement>('grades'),
    g.rows,
    sorting,
    (s) => {
      sorting = s;
      draw();
      // The heading's button was drawn anew: keep the focus on it.
      byId('grades').querySelectorAll<HTMLButtonElement>('th button')[s.column]?.focus();
    },
    (row) => api.postMessage({ type: 'open', row }),
  );
  const chooser = byId<HTMLSelectElement>('tree-choice');
  chooser.replaceChildren(...g.trees.map((t, i) => new Option(t.title, String(i), false, i === tree)));
  byId('tree-chooser').hidden = g.trees.length < 2;
  const shown = g.trees[tree];
  const marks = shown ? drawClassView(byId('class-view'), shown) : 0;
  byId('class-heading').textContent = shown ? `Class view: ${shown.title}` : 'Class view';
  api.postMessage({ type: 'drawn', rows: g.rows.length, tree, marks });
}

function report(e: unknown): void {
  api.postMessage({ type: 'error', message: e instanceof Error ? e.message : String(e) });
}

window.addEventListener('error', (e) => report(e.error ?? e.message));
window.addEventListener('message', (e: MessageEvent<ToGradePage>) => {
  if (e.data?.type !== 'grades') return;
  grades = e.data;
  tree = Math.min(tree, Math.max(0, grades.trees.length - 1));
  draw();
});
byId<HTMLSelectElement>('tree-choice').addEventListener('change', (e) => {
  tree = Number((e.target as HTMLSelectElement).value);
  draw();
});
api.postMessage({ type: 'ready' });
