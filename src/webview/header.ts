/**
 * The line above the drawing: title, algorithm, root value, totals, principal variation, answers,
 * practice mode's counts ("5 right, 1 wrong, 4 blank of 10"), cuts still to mark and, when every
 * answer is right, "All 10 answers right. Well done!", problem.
 */
import type { DiagramModel } from '../core/diagram/diagram';
import { doneText } from './practice';
import { plural } from '../core/text/words';

function part(parent: HTMLElement, className: string, text: string): void {
  const span = document.createElement('span');
  span.className = className;
  span.textContent = text;
  parent.appendChild(span);
}

export function renderHeader(header: HTMLElement, diagram: DiagramModel): void {
  header.replaceChildren();
  part(header, 'title', diagram.title);
  if (diagram.algorithm !== null) part(header, 'algorithm', diagram.algorithm);
  if (diagram.rootValue !== null) part(header, 'root-value', `value ${diagram.rootValue}`);
  const t = diagram.totals;
  if (t)
    part(
      header,
      'totals',
      [plural(t.calls, 'call'), plural(t.leafEvals, 'leaf evaluation'), plural(t.cuts, 'cut'), plural(t.researches, 're-search')].join(', '),
    );
  if (diagram.pvText) part(header, 'pv-moves', `PV ${diagram.pvText}`);
  if (diagram.convention !== null) part(header, 'convention', diagram.convention);
  if (diagram.answers) part(header, 'answers', diagram.answers);
  if (diagram.practice) {
    part(header, 'practice-counts', diagram.practice.countsText);
    if (diagram.practice.cutsLeft !== null) part(header, 'cuts-left', diagram.practice.cutsLeft);
    const done = doneText(diagram.practice);
    if (done !== null) part(header, 'practice-done', done);
  }
  if (diagram.problem !== null) part(header, 'problem', diagram.problem);
}
