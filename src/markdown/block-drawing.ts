/**
 * Draws a block's content into the preview's page: each diagram as the panel's export draws
 * it (render/draw.ts into the page's own SVG elements), at the panel's zoom 1 so that every
 * text keeps its size, in a box that scrolls sideways when the tree is wider than the note;
 * or the block's problems, each with its line:column in the block.
 */
import type { DiagramModel } from '../core/diagram/diagram';
import { drawStill } from '../render/still-drawing';
import { newSvg } from '../render/svg-document';
import { tooLarge, type BlockContent, type BlockProblem } from './block-content';
import { DIAGRAM_CLASS } from './theme-style';

/** The element that replaces the block's source. */
export function drawBlock(doc: Document, content: BlockContent): HTMLElement {
  const out = doc.createElement('div');
  out.className = 'gtree-output';
  if (!content.ok) out.appendChild(problemList(doc, content.problems));
  else for (const diagram of content.diagrams) out.appendChild(drawDiagram(doc, diagram));
  return out;
}

function drawDiagram(doc: Document, diagram: DiagramModel): HTMLElement {
  const caption = doc.createElement('figcaption');
  caption.textContent = captionOf(diagram);
  const svg = newSvg(doc, 'svg', { role: 'img', 'aria-label': caption.textContent });
  // The tidy tree is ELK's mrtree computed at once (tidy-layout.ts): a Markdown render is synchronous, and the preview may start no worker.
  // blockContent leaves out the trees the tidy tree refuses: this is for a caller that did not ask it.
  if (!drawStill(svg, diagram)) return problemList(doc, [{ message: tooLarge(diagram.title, diagram.nodes.length), line: null, column: null }]);
  const figure = doc.createElement('figure');
  figure.className = DIAGRAM_CLASS;
  const scroller = doc.createElement('div');
  scroller.className = 'gtree-scroller';
  scroller.appendChild(svg as unknown as Node);
  figure.append(scroller, caption);
  return figure;
}

/** "Alfa-beta primer — alpha-beta, value 3 · PV a1 → 1st"; a sheet names only its tree and algorithm, its task. */
function captionOf(d: DiagramModel): string {
  const head = d.algorithm ? `${d.title} — ${d.algorithm}` : d.title;
  if (d.rootValue === null) return head;
  return `${head}, value ${d.rootValue}${d.pvText ? ` · PV ${d.pvText}` : ''}`;
}

function problemList(doc: Document, problems: readonly BlockProblem[]): HTMLElement {
  const box = doc.createElement('div');
  box.className = 'gtree-problems';
  box.setAttribute('role', 'alert');
  const head = doc.createElement('p');
  head.textContent = problems.length === 1 ? 'gtree: this block has a problem' : `gtree: this block has ${problems.length} problems`;
  const list = doc.createElement('ul');
  for (const p of problems) {
    const item = list.appendChild(doc.createElement('li'));
    if (p.line !== null) {
      const at = item.appendChild(doc.createElement('span'));
      at.className = 'gtree-at';
      at.textContent = `${p.line}:${p.column}`;
      item.append(' ');
    }
    item.append(p.message);
  }
  box.append(head, list);
  return box;
}
