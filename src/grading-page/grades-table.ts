/**
 * The grading panel's table: a row per submission (file, status, score, right, wrong, blank,
 * total, extra, first problem), sorted by a click on a column's heading (again: the other way), each
 * row focusable; Enter, Space or a click opens the submission. Every cell is set as textContent.
 */
import type { GradeRow } from '../shared/grade-messages';

interface Column {
  readonly title: string;
  readonly cell: (r: GradeRow) => string;
  /** What the column sorts by. */
  readonly key: (r: GradeRow) => string | number;
  readonly numeric: boolean;
}

/** A count as the table writes it: none for a skipped file, which is no submission. */
const count = (r: GradeRow, n: number): string => (r.status === 'skipped' ? '' : String(n));

const COLUMNS: readonly Column[] = [
  { title: 'file', cell: (r) => r.file, key: (r) => r.file, numeric: false },
  { title: 'status', cell: (r) => r.status, key: (r) => r.status, numeric: false },
  { title: 'score', cell: (r) => r.scoreText, key: (r) => r.score, numeric: true },
  { title: 'right', cell: (r) => count(r, r.right), key: (r) => r.right, numeric: true },
  { title: 'wrong', cell: (r) => count(r, r.wrong), key: (r) => r.wrong, numeric: true },
  { title: 'blank', cell: (r) => count(r, r.blank), key: (r) => r.blank, numeric: true },
  { title: 'total', cell: (r) => count(r, r.total), key: (r) => r.total, numeric: true },
  { title: 'extra', cell: (r) => count(r, r.extra), key: (r) => r.extra, numeric: true },
  { title: 'first problem', cell: (r) => r.note, key: (r) => r.note, numeric: false },
];

export interface Sorting {
  readonly column: number;
  readonly descending: boolean;
}

/** Draws the table into `table` sorted by `sorting`; `open` gets the row's index in `rows` (the host's order). */
export function drawTable(
  table: HTMLTableElement,
  rows: readonly GradeRow[],
  sorting: Sorting,
  resort: (s: Sorting) => void,
  open: (row: number) => void,
): void {
  const doc = table.ownerDocument;
  const head = doc.createElement('thead');
  const heading = head.appendChild(doc.createElement('tr'));
  COLUMNS.forEach((c, i) => {
    const th = heading.appendChild(doc.createElement('th'));
    th.scope = 'col';
    if (c.numeric) th.className = 'numeric';
    th.setAttribute('aria-sort', i === sorting.column ? (sorting.descending ? 'descending' : 'ascending') : 'none');
    const button = th.appendChild(doc.createElement('button'));
    button.type = 'button';
    button.textContent = c.title + (i === sorting.column ? (sorting.descending ? ' ▼' : ' ▲') : '');
    button.title = `Sort by ${c.title}`;
    button.addEventListener('click', () => resort({ column: i, descending: i === sorting.column ? !sorting.descending : c.numeric }));
  });
  const body = doc.createElement('tbody');
  for (const index of sortedIndices(rows, sorting)) {
    const r = rows[index];
    const tr = body.appendChild(doc.createElement('tr'));
    tr.tabIndex = 0;
    tr.dataset.row = String(index);
    tr.dataset.status = r.status;
    tr.title = `Open ${r.file} with its graded problems marked`;
    for (const c of COLUMNS) {
      const td = tr.appendChild(doc.createElement('td'));
      td.textContent = c.cell(r);
      if (c.numeric) td.className = 'numeric';
    }
    tr.addEventListener('click', () => open(index));
    tr.addEventListener('keydown', (e) => onRowKey(e, tr, () => open(index)));
  }
  table.replaceChildren(head, body);
}

function sortedIndices(rows: readonly GradeRow[], { column, descending }: Sorting): number[] {
  const key = COLUMNS[column].key;
  const order = rows.map((_, i) => i);
  order.sort((a, b) => {
    const [x, y] = [key(rows[a]), key(rows[b])];
    const by = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    // Ties keep the host's order (the files' names) whichever way the column sorts.
    return (descending ? -by : by) || a - b;
  });
  return order;
}

/** Enter or Space opens the row; the arrows, Home and End move between rows. */
function onRowKey(e: KeyboardEvent, tr: HTMLTableRowElement, open: () => void): void {
  const rows = Array.from(tr.parentElement!.children) as HTMLElement[];
  const at = rows.indexOf(tr);
  const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: rows.length - 1 }[e.key];
  if (e.key === 'Enter' || e.key === ' ') open();
  else if (to !== undefined) rows[Math.max(0, Math.min(rows.length - 1, to))].focus();
  else return;
  e.preventDefault();
}
