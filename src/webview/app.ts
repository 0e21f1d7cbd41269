/**
 * The diagram view: receives `show` / `highlight` / `problem` / `export` / `compare`, lays out
 * only when what the layout depends on changes (the drawn nodes and their sizes), and
 * otherwise updates the drawing in place, keeping zoom, position and the replay step. Each
 * tree of the file keeps its own view (zoom, position, collapsed nodes, replay step), so
 * switching trees and coming back restores it.
 */
import type { DiagramModel } from '../core/diagram/diagram';
import type { CompareRow, DrawingFormat, PageTimes } from '../shared/messages';
import { AnswerForm, type AnswerField } from './answer-form';
import type { Around } from './answer-placement';
import { renderCompare } from './compare-table';
import type { Controls } from './controls';
import { applyLooks, relocate, setHighlight, type Scene } from '../render/draw';
import { endsChord, watchChords } from './chords';
import { nearestEdge, setEdgeHits } from './edge-hits';
import { exportImage } from './export-image';
import { exportTitle } from '../render/export-svg';
import type { View } from './fit';
import { Framing } from './framing';
import { choiceOf, showIterationChoices } from './iteration-choice';
import { renderHeader } from './header';
import { CollapseToggle } from './toggle';
import type { Host, SavedState, TreeState } from './host';
import type { LayoutResult } from '../render/layout';
import type { LayoutClient } from './layout-client';
import { sameInput } from '../render/layout-input';
import { finalLooks, type Look } from '../render/look';
import { NodeDrag } from './node-drag';
import { OffscreenTexts } from './offscreen';
import { Overview } from './overview';
import { Practice } from './practice';
import { drawPlan, planTree, type TreePlan } from '../render/pipeline';
import { applyPracticeMarks } from '../render/practice-marks';
import { captionOf, replayLooks } from '../render/replay';
import { ReplayPlayer } from './replay-player';
import { sameSizes } from '../render/geometry';
import { PANEL_STAND_IN_MAX_NODES, sameLayout, tidyLayout } from '../render/tidy-layout';
import { TreeWidget } from './tree-widget';
import { Viewport } from './viewport';
import { autoCollapsed, visibleTree } from '../render/visible';

/** A performance.now() reading on the clock of the host's Date.now(). */
export const epochOf = (now: number): number => performance.timeOrigin + now;

const thousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '\u2009');

function timed<T>(work: () => T): { result: T; ms: number } {
  const start = performance.now();
  const result = work();
  return { result, ms: performance.now() - start };
}

/** What a new drawing does with the view: keep it (same tree), fit it (null), or restore one the user chose. */
type ViewChoice = View | null | 'keep';

export class DiagramView {
  private diagram: DiagramModel | null = null;
  /** The shape being drawn (or laid out right now). */
  private shapeKey: string | null = null;
  /** The tree of the file being shown. */
  private treeIndex: number | null = null;
  private scene: Scene | null = null;
  /** What the current drawing (or the layout under way) was made from, and the diagram it was planned for. */
  private drawn: TreePlan | null = null;
  private plannedFrom: DiagramModel | null = null;
  private collapsed = new Set<number>();
  private highlighted: number | null = null;
  private layingOut = false;
  /** The latest layout and drawing, so an export waits for the drawing of the newest shape. */
  private drawing: Promise<void> = Promise.resolve();
  /** The view of every other tree shown in this panel, by index in the file. */
  private readonly trees = new Map<number, TreeState>();
  private readonly viewport: Viewport;
  private readonly framing: Framing;
  private readonly player: ReplayPlayer;
  private readonly toggle: CollapseToggle;
  private readonly widget: TreeWidget;
  private readonly nodeDrag: NodeDrag;
  private readonly practice: Practice;
  private readonly answerForm: AnswerForm;
  private saveQueued = false;
  /** The host asked for the focus on the tree before anything was drawn: given once it is. */
  private focusWanted: 'next' | 'same' | null = null;
  /** A node moved among its siblings (Alt+arrow): its new id, focused once the tree as moved is drawn. */
  private movedTo: number | null = null;
  /** Whether the host asked for the drawings' timings (the UI benchmark's; see `timing` in messages.ts). */
  private readonly timed: boolean;
  /** Timed, until the first drawing is reported: when the page and its script started, and when its first diagram arrived. */
  private firstTimes: { navigation: number; script: number; diagram?: number } | null;
  /** The last `show`'s decoding (see show). */
  private decodeMs = 0;
  private readonly offscreen = new OffscreenTexts();

  constructor(
    private readonly ui: Controls,
    private readonly host: Host,
    private readonly layouts: LayoutClient,
    restored: SavedState | null,
    /** When the page and its script started; null: the host did not ask for timings. */
    started: { readonly navigation: number; readonly script: number } | null,
  ) {
    this.timed = started !== null;
    this.firstTimes = started && { ...started };
    for (const [index, state] of Object.entries(restored?.trees ?? {})) this.trees.set(Number(index), state);
    this.viewport = new Viewport(
      ui.svg,
      ui.viewport,
      (view) => this.viewChanged(view),
      (follows) => this.resized(follows),
    );
    this.framing = new Framing(this.viewport, new Overview(ui.overview.box, ui.overview.svg, (to) => this.viewport.centreOn(to)));
    this.player = new ReplayPlayer(ui.replay, () => this.replayMoved());
    this.toggle = new CollapseToggle(ui.svg);
    ui.zoomIn.addEventListener('click', () => this.viewport.zoomBy(1.25));
    ui.zoomOut.addEventListener('click', () => this.viewport.zoomBy(0.8));
    ui.fit.addEventListener('click', () => this.fit());
    ui.showAll.addEventListener('click', () => this.setCollapsed(new Set()));
    ui.exportButton.addEventListener('click', () => host.post({ type: 'exportRequest' }));
    ui.compareButton.addEventListener('click', () => host.post({ type: 'compareRequest' }));
    ui.iteration.addEventListener('change', () => host.post({ type: 'chooseIteration', iteration: choiceOf(ui.iteration.value) }));
    ui.compare.close.addEventListener('click', () => (ui.compare.box.hidden = true));
    ui.banner.close.addEventListener('click', () => (ui.banner.box.hidden = true));
    ui.svg.addEventListener('click', (e) => this.clicked(e));
    this.nodeDrag = new NodeDrag(
      ui.svg,
      ui.viewport,
      (e) => this.pointAt(e),
      (node, by) => host.post({ type: 'move', node, by }),
    );
    this.practice = new Practice(ui.practice, ui.announcer, (message) => host.post(message));
    this.answerForm = new AnswerForm(
      document.body,
      (message) => {
        this.practice.posted(message.node);
        host.post(message);
      },
      (node, refocus) => {
        if (refocus) this.widget.focus(node);
      },
    );
    this.widget = new TreeWidget(ui.svg, ui.viewport, ui.treeKeys, {
      activate: (id) => this.activate(id),
      mark: (id, scout) => this.mark(id, scout),
      goToSource: (id) => host.post({ type: 'goToSource', node: id }),
      move: (id, by) => host.post({ type: 'move', node: id, by }),
      leave: () => host.post({ type: 'focusEditor' }),
      expand: (id, open) => {
        if (open !== this.collapsed.has(id)) return;
        const next = new Set(this.collapsed);
        if (open) next.delete(id);
        else next.add(id);
        this.setCollapsed(next);
      },
      moved: (point) => this.viewport.reveal(point),
    });
    watchChords(document);
    document.addEventListener('keydown', (e) => {
      if (e.defaultPrevented || endsChord(e) || (e.target as Element).closest?.('input, select, textarea')) return;
      const history = historyKey(e);
      if (history) {
        host.post({ type: 'history', action: history });
        e.preventDefault();
      } else if (e.key === 'Escape' && !e.altKey && !e.ctrlKey && !e.metaKey && !e.shiftKey) {
        host.post({ type: 'focusEditor' });
        e.preventDefault();
      } else if (this.player.key(e)) e.preventDefault();
    });
    this.status('Waiting for a game tree…');
  }

  /**
   * `receivedAt`: when the diagram was decoded (performance.now()), where the drawing's timing
   * starts; `decodeMs`: how long decoding the message took before that, reported beside it.
   */
  async show(diagram: DiagramModel, receivedAt: number, decodeMs = 0): Promise<void> {
    if (this.firstTimes && this.firstTimes.diagram === undefined) this.firstTimes.diagram = epochOf(receivedAt - decodeMs);
    this.decodeMs = decodeMs;
    const switched = diagram.treeIndex !== this.treeIndex;
    if (switched && this.treeIndex !== null && this.shapeKey !== null) this.trees.set(this.treeIndex, this.stateNow());
    this.diagram = diagram;
    this.treeIndex = diagram.treeIndex;
    this.ui.banner.box.hidden = true;
    renderHeader(this.ui.header, diagram);
    this.practice.show(diagram);
    this.viewport.keepNames(diagram.practice !== null);
    showIterationChoices(this.ui.iteration, diagram.iterations);
    // An open comparison follows the tree: the host sends a new one.
    if (!this.ui.compare.box.hidden) this.host.post({ type: 'compareRequest' });
    const saved = switched ? (this.trees.get(diagram.treeIndex) ?? null) : null;
    const reshaped = switched || diagram.shapeKey !== this.shapeKey;
    if (reshaped) {
      const same = saved?.shapeKey === diagram.shapeKey ? saved : null;
      this.shapeKey = diagram.shapeKey;
      this.collapsed = new Set(same ? same.collapsed : autoCollapsed(diagram.nodes, visibleTree(diagram.nodes, new Set()).depths));
      this.player.reset(diagram.steps.length, same?.step ?? null);
    } else {
      this.player.reset(diagram.steps.length, this.player.current);
    }
    // The same sizes (the usual values-only redraw) keep the plan: no need to plan the tree to see that.
    const kept = !reshaped && this.drawn && this.plannedFrom && sameSizes(this.plannedFrom, diagram, this.drawn.visible.ids) ? this.drawn : null;
    const drawn = kept ?? planTree(diagram, this.collapsed);
    if (!kept && (reshaped || !this.drawn || !sameDrawing(drawn, this.drawn))) {
      this.drawing = this.relayout(receivedAt, drawn, switched ? (saved?.view ?? null) : 'keep');
      return this.drawing;
    }
    // While the shape is being laid out, the drawing that follows uses this newest diagram.
    if (this.layingOut || !this.scene) return;
    this.widget.update(diagram);
    this.refresh();
    this.framing.updateOverview(this.scene, diagram); // the principal variation may have moved
    this.focusMoved();
    this.reportRendered(false, receivedAt, 0);
  }

  highlight(id: number | null): void {
    this.highlighted = id;
    this.widget.setCurrent(id);
    if (!this.scene || !this.diagram) return;
    const at = setHighlight(this.scene, this.diagram, id);
    if (at) this.viewport.reveal(at);
  }

  /** The whole drawing as it is now, at full extent: SVG or TikZ text, or PNG base64 (see export-image.ts). */
  async export(format: DrawingFormat, light: boolean): Promise<string> {
    await this.drawing.catch(() => undefined);
    if (!this.scene || !this.diagram) throw new Error('nothing is drawn yet');
    return exportImage(this.ui.viewport, this.scene, exportTitle(this.diagram), format, light);
  }

  /** The host gives the tree the keyboard focus: `next` on the first node to answer (practice) or the root, `same` on the node it was on. */
  focusTree(where: 'next' | 'same'): void {
    if (!this.scene || this.layingOut) {
      this.focusWanted = where;
      return;
    }
    this.focusWanted = null;
    this.widget.focus(where === 'next' ? this.practice.firstToAnswer() : this.widget.focusedNode);
  }

  /** The host wrote a move made here: say so now, and keep the keyboard on the node where the redrawn tree has it. */
  moved(node: number, said: string): void {
    this.movedTo = node;
    const live = this.ui.announcer;
    // A live region announces a change: the same words again need a change in between.
    live.textContent = live.textContent === said ? `${said}\u00a0` : said;
  }

  private focusMoved(): void {
    if (this.movedTo === null || !this.scene) return;
    this.widget.focus(this.movedTo);
    this.movedTo = null;
  }

  /** The host's word on an answer typed in the form: written, or refused (the form shows why; closed meanwhile, the banner does). */
  answerWritten(node: number, problem: string | null, field: AnswerField | null): void {
    if (this.answerForm.written(node, problem, field) || problem === null) return;
    this.problem(`${this.diagram?.nodes[node]?.name ?? 'The answer'}: ${problem}`);
    this.practice.say(problem);
  }

  compare(title: string, rows: readonly CompareRow[]): void {
    renderCompare(this.ui.compare, title, rows);
  }

  /** The host cannot draw the tree now: keep the drawing, say why (in a line of its own, which the user may close). */
  problem(message: string): void {
    this.ui.banner.text.textContent = message;
    this.ui.banner.box.hidden = false;
  }

  status(text: string, isError = false): void {
    this.ui.status.textContent = text;
    this.ui.status.classList.toggle('error', isError);
  }

  private async relayout(startedAt: number, drawn: TreePlan, view: ViewChoice): Promise<void> {
    this.drawn = drawn;
    this.plannedFrom = this.diagram;
    const { visible, input } = drawn;
    this.ui.showAll.hidden = this.collapsed.size === 0;
    // A new shape is drawn at once from the page's tidy layout (see tidy-layout.ts), without waiting for ELK in the worker
    // (to start, in a new panel; to answer, always): its answer, the layout of record, moves the nodes by under a pixel.
    const quick = timed(() => tidyLayout(input, PANEL_STAND_IN_MAX_NODES));
    if (quick.result) this.drawLaidOut(drawn, quick.result, view, startedAt, quick.ms);
    else {
      this.layingOut = true;
      this.status(`Laying out ${thousands(visible.ids.length)} nodes…`);
    }
    let layout;
    try {
      layout = await this.layouts.layout(input);
    } catch (e) {
      this.layingOut = false;
      throw e;
    }
    if (!layout || this.drawn !== drawn) return; // a newer shape is on its way
    this.layingOut = false;
    this.status('');
    if (!quick.result) this.drawLaidOut(drawn, layout, view, startedAt, layout.ms);
    else if (this.scene && !sameLayout(layout, quick.result, 0)) {
      // ELK's answer is the layout of record: the nodes move to it (by under a pixel, see tidy-layout.ts).
      relocate(this.scene, drawn.visible, drawn.geometry, layout);
      this.widget.relocated();
      this.refresh(true);
      this.framing.updateOverview(this.scene, this.diagram!);
      // Fitting places the texts, as every change of view does; a view kept is not changed, but the nodes moved.
      if (this.viewport.followsTree) this.fit();
      else this.placeTexts();
    }
  }

  /** Draws `drawn` at the positions of `layout`, sets the view, and reports the drawing. */
  private drawLaidOut(drawn: TreePlan, layout: LayoutResult, view: ViewChoice, startedAt: number, layoutMs: number): void {
    this.status('');
    // this.diagram may be newer than the one laid out but draws the same (else this layout was overtaken).
    const refocus = this.widget.hasFocus;
    const looks = this.looks();
    this.scene = drawPlan(this.ui.viewport, this.diagram!, drawn, layout, looks);
    this.toggle.attach(this.ui.viewport, this.scene, this.diagram!);
    this.widget.attach(this.scene, this.diagram!, drawn.visible, refocus);
    this.nodeDrag.attach(this.scene, this.diagram!);
    this.refresh(false, looks);
    this.framing.follow(this.scene, this.viewport.current);
    if (view === null) this.fit();
    else {
      // A view the user chose (restored, or kept through an edit) stays, unless it shows nothing of the tree.
      if (view !== 'keep') this.viewport.set(view);
      if (this.viewport.followsTree || !this.viewport.shows(this.scene.bounds)) this.fit();
      else {
        // Setting a view places the texts (viewChanged); a view kept through an edit is not set again.
        if (view === 'keep') this.placeTexts();
        this.framing.updateOverview(this.scene, this.diagram!);
      }
    }
    if (this.highlighted !== null) setHighlight(this.scene, this.diagram!, this.highlighted);
    if (this.focusWanted) this.focusTree(this.focusWanted);
    this.focusMoved();
    this.queueSave();
    this.reportRendered(true, startedAt, layoutMs);
  }

  /**
   * Tells the host the scene is in the DOM; a timed page first says how long it took since
   * `startedAt` (and, for its first drawing, when its parts happened).
   */
  private reportRendered(laidOut: boolean, startedAt: number, layoutMs: number): void {
    if (this.timed) {
      const times = this.firstTimes;
      this.firstTimes = null;
      const page: PageTimes | undefined = times
        ? { navigation: times.navigation, script: times.script, diagram: times.diagram ?? 0, drawn: epochOf(performance.now()) }
        : undefined;
      this.host.timing({ type: 'timing', ms: performance.now() - startedAt, decodeMs: this.decodeMs, layoutMs, ...(page && { page }) });
    }
    this.host.post({ type: 'rendered', nodes: this.scene!.count, laidOut });
  }

  /** The opening view: the whole tree if it fits legibly, else a readable scale on the root and the principal variation. */
  private fit(): void {
    if (this.scene) this.framing.fit(this.scene, this.diagram!);
  }

  private resized(follows: boolean): void {
    if (!this.scene) return;
    if (follows)
      this.fit(); // which places the texts for the new size (viewChanged)
    else {
      // Recentring the view placed them already, except for a panel shown again from no size (its view is not moved).
      this.placeTexts();
      this.framing.updateOverview(this.scene, this.diagram!);
    }
  }

  private viewChanged(view: View): void {
    this.placeTexts(); // before the frame that shows the nodes coming into view
    this.framing.follow(this.scene, view);
    this.followAnswer();
    this.queueSave();
  }

  /** Which nodes' texts the browser lays out: those on screen or near it (see offscreen.ts). */
  private placeTexts(): void {
    const diagram = this.diagram;
    if (this.scene && diagram) this.offscreen.update(this.scene, this.viewport.current, this.viewport.size, (id) => diagram.nodes[id]?.parent ?? -1);
  }

  private stateNow(): TreeState {
    return {
      shapeKey: this.shapeKey ?? '',
      view: this.viewport.followsTree ? null : this.viewport.current,
      step: this.player.current,
      collapsed: [...this.collapsed],
    };
  }

  /** The looks of the current replay position (the final state when not replaying). */
  private looks(): Look[] {
    const at = this.player.current;
    return at === null ? finalLooks(this.diagram!) : replayLooks(this.diagram!, at);
  }

  /** Values, windows, marks and the caption for the current replay position; `moved`: the nodes moved since the last time. */
  private refresh(moved = false, looks?: readonly Look[]): void {
    const diagram = this.diagram;
    if (!diagram || !this.scene) return;
    const at = this.player.current;
    applyLooks(this.scene, looks ?? this.looks());
    applyPracticeMarks(this.scene, diagram);
    setEdgeHits(this.scene, this.practice.answering, moved);
    this.followAnswer();
    if (at === null) {
      this.player.setCaption(
        diagram.steps.length > 0 ? `Final state after ${thousands(diagram.steps.length)} steps. Step back (←) to replay the run.` : '',
        null,
      );
    } else {
      const caption = captionOf(diagram, at);
      this.player.setCaption(caption.text, caption.window?.text ?? null);
    }
  }

  private replayMoved(): void {
    this.refresh();
    const at = this.player.current;
    if (at !== null && this.scene && this.diagram) {
      const node = this.scene.nodes[this.diagram.steps[at].node];
      if (node) this.viewport.reveal({ x: node.cx, y: node.cy });
    }
    this.queueSave();
  }

  private clicked(e: MouseEvent): void {
    if (this.viewport.justDragged || this.nodeDrag.justDragged) return;
    const target = e.target as Element;
    const node = target.closest('.node');
    const edge = target.closest('.edge');
    const toggled = this.toggle.nodeOf(target) ?? (node && target.closest('.hidden-count') ? Number(node.getAttribute('data-id')) : null);
    if (toggled !== null) {
      const next = new Set(this.collapsed);
      if (!next.delete(toggled)) next.add(toggled);
      this.setCollapsed(next);
    } else if (node) {
      const id = Number(node.getAttribute('data-id'));
      // The clicked node takes the focus, so that Tab and the arrow keys go on from it.
      this.widget.focus(id);
      this.activate(id, false);
    } else if (edge) {
      // The hit lines of a fan overlap near its parent: the click is the nearest edge's.
      const child = (this.scene && nearestEdge(this.scene, this.pointAt(e))) ?? Number(edge.getAttribute('data-child'));
      this.widget.focus(child);
      this.mark(child, e.shiftKey);
    }
  }

  /** Where a pointer event is, in drawing coordinates. */
  private pointAt(e: MouseEvent): { x: number; y: number } {
    const box = this.ui.svg.getBoundingClientRect();
    const { x, y, k } = this.viewport.current;
    return { x: (e.clientX - box.left - x) / k, y: (e.clientY - box.top - y) / k };
  }

  /** Enter on a node, or a click: practising, its answer input; else show it in the editor. `keyboard`: the focus is on the node. */
  private activate(id: number, keyboard = true): void {
    const request = this.practice.request(id);
    const drawn = this.scene?.nodes[id];
    if (request && drawn) this.answerForm.open(request, (drawn.g as unknown as SVGGElement).getBoundingClientRect(), this.aroundOf(id));
    else if (keyboard && this.practice.answering) this.practice.say(`${this.diagram?.nodes[id]?.name ?? 'This node'} has nothing to answer.`);
    else this.host.post({ type: 'reveal', node: id });
  }

  /** A click on the edge above `id`, or Space on `id`: the next cut mark there (practising). */
  private mark(id: number, scout: boolean): void {
    const message = this.practice.mark(id, scout);
    if (!message) return;
    this.practice.posted(id);
    this.host.post(message);
  }

  /** The answer input stays beside its node as the view moves and the drawing changes, and closes when there is nothing to answer. */
  private followAnswer(): void {
    const id = this.answerForm.node;
    if (id === null) return;
    const drawn = this.scene?.nodes[id];
    if (!drawn || !this.practice.request(id)) this.answerForm.close(false);
    else this.answerForm.place((drawn.g as unknown as SVGGElement).getBoundingClientRect(), this.aroundOf(id));
  }

  /** Where the nodes read to answer at `id` are on screen (its children, parent and earlier siblings): the answer form keeps them in sight. */
  private aroundOf(id: number): Around {
    const nodes = this.diagram?.nodes ?? [];
    const box = (n: number): DOMRect[] => {
      const drawn = this.scene?.nodes[n];
      return drawn ? [(drawn.g as unknown as SVGGElement).getBoundingClientRect()] : [];
    };
    // Pre-order: the subtree of p runs from p + 1 to the first node whose parent comes before p.
    const childrenOf = (p: number): number[] => {
      const ids: number[] = [];
      for (let j = p + 1; j < nodes.length && nodes[j].parent >= p; j++) if (nodes[j].parent === p) ids.push(j);
      return ids;
    };
    const parent = nodes[id]?.parent ?? -1;
    // The siblings before it set its window; those after it do not matter to its answer.
    const siblings = parent < 0 ? [] : childrenOf(parent).filter((n) => n < id);
    return { keep: [...childrenOf(id), ...(parent < 0 ? [] : [parent])].flatMap(box), near: siblings.flatMap(box) };
  }

  private setCollapsed(collapsed: Set<number>): void {
    if (!this.diagram) return;
    this.collapsed = collapsed;
    this.drawing = this.relayout(performance.now(), planTree(this.diagram, this.collapsed), 'keep');
    this.drawing.catch((e) => this.fail(e));
  }

  fail(e: unknown): void {
    const message = e instanceof Error ? e.message : String(e);
    this.status(`Error: ${message}`, true);
    this.host.post({ type: 'error', message });
  }

  private queueSave(): void {
    if (this.saveQueued) return;
    this.saveQueued = true;
    requestAnimationFrame(() => {
      this.saveQueued = false;
      if (this.treeIndex === null || this.shapeKey === null) return;
      const trees: Record<string, TreeState> = Object.fromEntries(this.trees);
      trees[this.treeIndex] = this.stateNow();
      this.host.save({ trees });
    });
  }
}

/** Ctrl+Z undoes; Ctrl+Shift+Z and Ctrl+Y redo (Cmd on the Mac): in the document, as in its editor. */
function historyKey(e: KeyboardEvent): 'undo' | 'redo' | null {
  if (e.altKey || !(e.ctrlKey || e.metaKey)) return null;
  const key = e.key.toLowerCase();
  if (key === 'z') return e.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !e.shiftKey) return 'redo';
  return null;
}

/** Whether two drawings of the same tree lay out alike: same nodes, same slots, same rows. */
const sameDrawing = (a: TreePlan, b: TreePlan): boolean =>
  a.geometry.rows.length === b.geometry.rows.length && a.geometry.rows.every((y, d) => y === b.geometry.rows[d]) && sameInput(a.input, b.input);
