/**
 * One collapse/expand button shared by every inner node: it moves to the node under the
 * pointer, so a big tree does not carry thousands of buttons. The same hover gives a
 * node its tooltip (name and player) the first time, for the same reason.
 */
import type { DiagramModel } from '../core/diagram/diagram';
import type { Scene } from '../render/draw';
import { round } from '../render/svg-document';
import { svgElement } from './svg-element';

export class CollapseToggle {
  private readonly g: SVGGElement;
  private readonly sign: SVGTextElement;
  private readonly tip: SVGTitleElement;
  private scene: Scene | null = null;
  private diagram: DiagramModel | null = null;

  constructor(svg: SVGSVGElement) {
    this.g = svgElement('g', { id: 'toggle', display: 'none' });
    svgElement('circle', { r: 7 }, this.g);
    this.sign = svgElement('text', { y: 4, 'text-anchor': 'middle' }, this.g);
    this.tip = svgElement('title', {}, this.g);
    svg.addEventListener('pointerover', (e) => this.over(e.target as Element));
    svg.addEventListener('pointerleave', () => this.hide());
  }

  /** A new drawing replaced the viewport's contents: put the button back on top. */
  attach(viewport: SVGGElement, scene: Scene, diagram: DiagramModel): void {
    this.scene = scene;
    this.diagram = diagram;
    viewport.appendChild(this.g);
    this.hide();
  }

  /** The node whose button this is, for a click on `target`; null if the click was elsewhere. */
  nodeOf(target: Element): number | null {
    return this.g.contains(target) ? Number(this.g.getAttribute('data-node')) : null;
  }

  private over(target: Element): void {
    if (this.g.contains(target)) return;
    const el = target.closest('.node');
    const id = el ? Number(el.getAttribute('data-id')) : -1;
    const node = this.scene?.nodes[id];
    const model = this.diagram?.nodes[id];
    if (!el || !node || !model) return this.hide();
    if (!el.querySelector(':scope > title'))
      svgElement('title', {}, el).textContent = `${model.name} (${model.player})${model.solved?.note ? `\n${model.solved.note}` : ''}`;
    const inner = this.diagram!.nodes[id + 1]?.parent === id; // pre-order: a first child follows its parent
    if (!inner) return this.hide();
    const collapsed = el.classList.contains('collapsed');
    this.g.setAttribute('transform', `translate(${round(node.cx - node.box.w / 2 - 10)},${round(node.cy + node.box.h / 2 + 2)})`);
    this.g.setAttribute('data-node', String(id));
    this.sign.textContent = collapsed ? '+' : '−';
    this.tip.textContent = collapsed ? 'Expand' : 'Collapse';
    this.g.removeAttribute('display');
  }

  private hide(): void {
    this.g.setAttribute('display', 'none');
  }
}
