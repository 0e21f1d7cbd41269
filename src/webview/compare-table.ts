/** The comparison of the algorithms as a table: one row per algorithm, every cell set as textContent. */
import type { CompareRow } from '../shared/messages';
import type { CompareControls } from './controls';

const HEADINGS = ['algorithm', 'value', 'calls', 'leaf evaluations', 'cuts', 're-searches'];

export function renderCompare(ui: CompareControls, title: string, rows: readonly CompareRow[]): void {
  ui.caption.textContent = `Algorithms compared on ${title}`;
  const head = document.createElement('thead');
  head.appendChild(row('th', HEADINGS));
  const body = document.createElement('tbody');
  for (const r of rows) {
    if ('message' in r) {
      const tr = row('td', [r.title, `cannot run: ${r.message}`]);
      tr.lastElementChild!.setAttribute('colspan', String(HEADINGS.length - 1));
      tr.classList.add('failed');
      body.appendChild(tr);
    } else {
      body.appendChild(row('td', [r.title, r.value, ...[r.calls, r.leafEvals, r.cuts, r.researches].map(String)]));
    }
  }
  ui.table.replaceChildren(head, body);
  ui.box.hidden = false;
}

function row(cell: 'th' | 'td', texts: readonly string[]): HTMLTableRowElement {
  const tr = document.createElement('tr');
  for (const text of texts) {
    const el = document.createElement(cell);
    el.textContent = text;
    tr.appendChild(el);
  }
  return tr;
}
