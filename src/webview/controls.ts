/**
 * The page around the drawing, built once at start-up: header, toolbar, status line,
 * the SVG, and the replay bar. Ids here are part of the DOM contract (see draw.ts).
 */
import { svgElement } from './svg-element';

export interface ReplayControls {
  readonly bar: HTMLElement;
  readonly first: HTMLButtonElement;
  readonly back: HTMLButtonElement;
  readonly play: HTMLButtonElement;
  readonly forward: HTMLButtonElement;
  readonly last: HTMLButtonElement;
  readonly exit: HTMLButtonElement;
  readonly slider: HTMLInputElement;
  readonly caption: HTMLElement;
}

/** The comparison of the algorithms, under the header (hidden until the host sends one). */
export interface CompareControls {
  readonly box: HTMLElement;
  readonly caption: HTMLElement;
  readonly table: HTMLTableElement;
  readonly close: HTMLButtonElement;
}

export interface Controls {
  readonly header: HTMLElement;
  readonly compare: CompareControls;
  readonly status: HTMLElement;
  /** The host's `problem`, in its own line over the drawing (never over the tree), with a close button. */
  readonly banner: { readonly box: HTMLElement; readonly text: HTMLElement; readonly close: HTMLButtonElement };
  readonly svg: SVGSVGElement;
  readonly viewport: SVGGElement;
  /** Under the drawing when the tree does not fit it legibly (see overview.ts). */
  readonly overview: { readonly box: HTMLElement; readonly svg: SVGSVGElement };
  readonly zoomIn: HTMLButtonElement;
  readonly zoomOut: HTMLButtonElement;
  readonly fit: HTMLButtonElement;
  readonly showAll: HTMLButtonElement;
  readonly exportButton: HTMLButtonElement;
  readonly compareButton: HTMLButtonElement;
  /** Iterative deepening: which iteration (or the whole run) to draw; hidden for other algorithms. */
  readonly iteration: HTMLSelectElement;
  readonly replay: ReplayControls;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: { id?: string; className?: string; text?: string; title?: string },
  parent: HTMLElement,
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  if (props.id) el.id = props.id;
  if (props.className) el.className = props.className;
  if (props.text !== undefined) el.textContent = props.text;
  if (props.title) {
    el.title = props.title;
    el.setAttribute('aria-label', props.title);
  }
  parent.appendChild(el);
  return el;
}

const button = (id: string, text: string, title: string, parent: HTMLElement): HTMLButtonElement => {
  const b = element('button', { id, text, title }, parent);
  b.type = 'button';
  return b;
};

export function buildControls(body: HTMLElement): Controls {
  const header = element('header', { id: 'header' }, body);
  const compareBox = element('section', { id: 'compare-panel' }, body);
  compareBox.hidden = true;
  const compare: CompareControls = {
    box: compareBox,
    caption: element('span', { className: 'compare-caption' }, compareBox),
    close: button('compare-close', '×', 'Close the comparison', compareBox),
    table: element('table', { id: 'compare-table' }, compareBox),
  };
  const toolbar = element('div', { id: 'toolbar' }, body);
  toolbar.setAttribute('role', 'toolbar');
  const zoomIn = button('zoom-in', '+', 'Zoom in', toolbar);
  const zoomOut = button('zoom-out', '−', 'Zoom out', toolbar);
  const fit = button('fit', 'Fit', 'Fit the tree to the view', toolbar);
  const showAll = button('show-all', 'Show all', 'Expand every collapsed node', toolbar);
  showAll.hidden = true;
  const exportButton = button('export', 'Export…', 'Export the whole tree (SVG, PNG, TikZ, JSON)', toolbar);
  const compareButton = button('compare', 'Compare', 'Compare every algorithm that applies to this tree', toolbar);
  const iteration = element('select', { id: 'iteration', title: 'Iterative deepening: draw one iteration, or all of them added up' }, toolbar);
  iteration.hidden = true;
  const status = element('span', { id: 'status' }, toolbar);
  status.setAttribute('role', 'status');
  const bannerBox = element('div', { id: 'banner' }, body);
  bannerBox.hidden = true;
  bannerBox.setAttribute('role', 'alert');
  const banner = {
    box: bannerBox,
    text: element('span', { className: 'banner-text' }, bannerBox),
    close: button('banner-close', '×', 'Dismiss this message', bannerBox),
  };
  const svg = svgElement('svg', { id: 'diagram', role: 'img', 'aria-label': 'Game tree' }, body);
  const viewport = svgElement('g', { id: 'viewport' }, svg);
  const overviewBox = element('div', { id: 'overview', title: 'The whole tree: click or drag to move there' }, body);
  overviewBox.hidden = true;
  const overview = { box: overviewBox, svg: svgElement('svg', { role: 'img', 'aria-label': 'Overview of the whole tree' }, overviewBox) };
  const bar = element('div', { id: 'replay' }, body);
  const buttons = element('div', { className: 'replay-buttons' }, bar);
  const replay: ReplayControls = {
    bar,
    first: button('replay-first', '|◀', 'First step (Home)', buttons),
    back: button('replay-back', '◀', 'Step back (←)', buttons),
    play: button('replay-play', 'Play', 'Play the replay', buttons),
    forward: button('replay-forward', '▶', 'Step forward (→)', buttons),
    last: button('replay-last', '▶|', 'Last step: the final state (End)', buttons),
    exit: button('replay-exit', 'Exit replay', 'Show the final state', buttons),
    slider: element('input', { id: 'replay-slider', title: 'Replay step' }, bar),
    caption: element('div', { id: 'replay-caption' }, bar),
  };
  replay.slider.type = 'range';
  replay.slider.min = '0';
  replay.caption.setAttribute('aria-live', 'polite');
  return { header, compare, status, banner, svg, viewport, overview, zoomIn, zoomOut, fit, showAll, exportButton, compareButton, iteration, replay };
}
