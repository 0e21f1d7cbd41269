/**
 * The grading panel's page (dist/webview/grade.js): the table of the class's submissions and
 * the class view of one key tree at a time (a chooser when the key has several, or when a
 * course's variants were graded: one per variant), then what the course missed by kind of step. It draws the
 * host's `grades` message and posts `open` when a row is chosen; it computes no grade. It also draws
 * the students' marked sheets as files when the host asks (`drawFeedback`: feedback-drawing.ts).
 */
import type { FromGradePage, ToGradePage } from '../shared/grade-messages';
import { drawClassView } from './class-view';
import { drawFeedback } from './feedback-drawing';
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
  byId('save-feedback').hidden = false;
  drawTable(
    byId<HTMLTableElement>('grades'),
    g.rows,
    g.variants,
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
  const kinds = byId('kinds');
  kinds.hidden = g.kinds.length === 0;
  byId('kind-list').replaceChildren(...g.kinds.map((k) => Object.assign(document.createElement('li'), { textContent: k })));
  byId('tree-label').textContent = g.variants ? 'Variant and tree' : 'Key tree';
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
  if (e.data?.type === 'drawFeedback') {
    api.postMessage({ type: 'feedbackDrawn', id: e.data.id, files: drawFeedback(document, e.data.drawings) });
    return;
  }
  if (e.data?.type !== 'grades') return;
  grades = e.data;
  tree = Math.min(tree, Math.max(0, grades.trees.length - 1));
  draw();
});
byId('save-feedback').addEventListener('click', () => api.postMessage({ type: 'saveFeedback' }));
byId<HTMLSelectElement>('tree-choice').addEventListener('change', (e) => {
  tree = Number((e.target as HTMLSelectElement).value);
  draw();
});
api.postMessage({ type: 'ready' });
