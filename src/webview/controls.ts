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

/** Practice mode's toolbar (hidden when not practising) and the hint's caption. */
export interface PracticeControls {
  readonly bar: HTMLElement;
  readonly check: HTMLButtonElement;
  readonly next: HTMLButtonElement;
  /** "Show solution" or "Hide solution". */
  readonly solution: HTMLButtonElement;
  /** What the hint (Next step) says, under the toolbar; empty without one. */
  readonly hint: HTMLElement;
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
  readonly practice: PracticeControls;
  /** A polite live region, not displayed: what a screen reader says after a check, a hint or an answer. */
  readonly announcer: HTMLElement;
  /** The tree widget's keys in words, not displayed: the tree's description for a screen reader. */
  readonly treeKeys: HTMLElement;
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

/** The keys of the tree widget (tree-widget.ts), as a screen reader says them with the tree. */
const TREE_KEYS =
  'Up: the parent. Down: the first child. Left and Right: the neighbours in the row. Home and End: the first and last in the row. ' +
  'Enter: answer (practice) or show in the editor. Space: mark the cut above (practice). F12 or G: go to the source. Escape: back to the editor. ' +
  'Plus and minus: expand and collapse.';

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
  const practiceBar = element('div', { id: 'practice' }, body);
  practiceBar.hidden = true;
  practiceBar.setAttribute('role', 'toolbar');
  practiceBar.setAttribute('aria-label', 'Practice');
  const practice: PracticeControls = {
    bar: practiceBar,
    check: button('practice-check', 'Check', 'Check my answers', practiceBar),
    next: button('practice-next', 'Next step', 'Point at the next node to answer and say what it receives', practiceBar),
    solution: button('practice-solution', 'Show solution', 'Show the solution in the picture (the file is unchanged)', practiceBar),
    hint: element('span', { id: 'practice-hint' }, practiceBar),
  };
  const bannerBox = element('div', { id: 'banner' }, body);
  bannerBox.hidden = true;
  bannerBox.setAttribute('role', 'alert');
  const banner = {
    box: bannerBox,
    text: element('span', { className: 'banner-text' }, bannerBox),
    close: button('banner-close', '×', 'Dismiss this message', bannerBox),
  };
  // A group, not an image: its nodes are a tree widget (tree-widget.ts), whose items a screen reader must reach.
  // Not a tab stop itself (Chrome would make it one, as a scroll container): Tab goes to the tree's node.
  const svg = svgElement('svg', { id: 'diagram', role: 'group', 'aria-label': 'Game tree', tabindex: -1 }, body);
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
  const announcer = element('div', { id: 'announcer', className: 'unseen' }, body);
  announcer.setAttribute('role', 'status');
  announcer.setAttribute('aria-live', 'polite');
  const treeKeys = element('div', { id: 'tree-keys', className: 'unseen', text: TREE_KEYS }, body);
  return {
    header,
    compare,
    status,
    banner,
    svg,
    viewport,
    overview,
    zoomIn,
    zoomOut,
    fit,
    showAll,
    exportButton,
    compareButton,
    iteration,
    replay,
    practice,
    announcer,
    treeKeys,
  };
}
