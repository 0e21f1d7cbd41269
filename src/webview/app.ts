/**
 * The diagram view: receives `show` / `highlight` / `problem` / `export` / `compare`, lays out only when the
 * shape (or the set of collapsed nodes) changes, and otherwise updates the drawing in
 * place, keeping zoom, position and the replay step.
 */
import type { DiagramModel } from '../core/diagram';
import type { CompareRow } from '../shared/messages';
import { renderCompare } from './compare-table';
import type { Controls } from './controls';
import { applyLooks, drawScene, setHighlight, type Scene } from './draw';
import { exportImage } from './export-image';
import { exportTitle } from './export-svg';
import { choiceOf, showIterationChoices } from './iteration-choice';
import { renderHeader } from './header';
import { CollapseToggle } from './toggle';
import type { Host, SavedState } from './host';
import type { LayoutClient } from './layout-client';
import { layoutInputOf } from './layout-input';
import { finalLooks } from './look';
import { captionOf, replayLooks } from './replay';
import { ReplayPlayer } from './replay-player';
import { Viewport, type View } from './viewport';
import { autoCollapsed, visibleTree } from './visible';

const thousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '\u2009');

export class DiagramView {
  private diagram: DiagramModel | null = null;
  /** The shape being drawn (or laid out right now). */
  private shapeKey: string | null = null;
  private scene: Scene | null = null;
  private collapsed = new Set<number>();
  private highlighted: number | null = null;
  private layingOut = false;
  /** The latest layout and drawing, so an export waits for the drawing of the newest shape. */
  private drawing: Promise<void> = Promise.resolve();
  private readonly viewport: Viewport;
  private readonly player: ReplayPlayer;
  private readonly toggle: CollapseToggle;
  private saveQueued = false;

  constructor(
    private readonly ui: Controls,
    private readonly host: Host,
    private readonly layouts: LayoutClient,
    private restored: SavedState | null,
  ) {
    this.viewport = new Viewport(ui.svg, ui.viewport, () => this.queueSave());
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
    ui.svg.addEventListener('click', (e) => this.clicked(e));
    document.addEventListener('keydown', (e) => {
      if (this.player.key(e)) e.preventDefault();
    });
    this.status('Waiting for a game tree…');
  }

  /** `receivedAt`: when the message arrived (performance.now()), for the `rendered` timing. */
  async show(diagram: DiagramModel, receivedAt: number): Promise<void> {
    this.diagram = diagram;
    this.ui.banner.hidden = true;
    renderHeader(this.ui.header, diagram);
    showIterationChoices(this.ui.iteration, diagram.iterations);
    // An open comparison follows the tree: the host sends a new one.
    if (!this.ui.compare.box.hidden) this.host.post({ type: 'compareRequest' });
    const restored = this.restored?.shapeKey === diagram.shapeKey ? this.restored : null;
    this.restored = null;
    if (diagram.shapeKey !== this.shapeKey) {
      this.shapeKey = diagram.shapeKey;
      this.collapsed = new Set(restored ? restored.collapsed : autoCollapsed(diagram.nodes, visibleTree(diagram.nodes, new Set()).depths));
      this.player.reset(diagram.steps.length, restored?.step ?? null);
      this.drawing = this.relayout(receivedAt, restored?.view ?? null);
      return this.drawing;
    }
    this.player.reset(diagram.steps.length, this.player.current);
    // While the shape is being laid out, the drawing that follows uses this newest diagram.
    if (this.layingOut || !this.scene) return;
    this.refresh();
    this.host.post({ type: 'rendered', nodes: this.scene.count, ms: performance.now() - receivedAt, laidOut: false, layoutMs: 0 });
  }

  highlight(id: number | null): void {
    this.highlighted = id;
    if (!this.scene || !this.diagram) return;
    const at = setHighlight(this.scene, this.diagram, id);
    if (at) this.viewport.reveal(at);
  }

  /** The whole drawing as it is now, at full extent: SVG text or PNG base64 (see export-image.ts). */
  async export(format: 'svg' | 'png', light: boolean): Promise<string> {
    await this.drawing.catch(() => undefined);
    if (!this.scene || !this.diagram) throw new Error('nothing is drawn yet');
    return exportImage(this.ui.viewport, this.scene, exportTitle(this.diagram), format, light);
  }

  compare(title: string, rows: readonly CompareRow[]): void {
    renderCompare(this.ui.compare, title, rows);
  }

  /** The host cannot draw the tree now: keep the drawing, say why. */
  problem(message: string): void {
    this.ui.banner.textContent = message;
    this.ui.banner.hidden = false;
  }

  status(text: string, isError = false): void {
    this.ui.status.textContent = text;
    this.ui.status.classList.toggle('error', isError);
  }

  private async relayout(startedAt: number, restoredView: View | null = null): Promise<void> {
    const diagram = this.diagram!;
    const visible = visibleTree(diagram.nodes, this.collapsed);
    this.ui.showAll.hidden = this.collapsed.size === 0;
    this.layingOut = true;
    this.status(`Laying out ${thousands(visible.ids.length)} nodes…`);
    let layout;
    try {
      layout = await this.layouts.layout(layoutInputOf(diagram, visible));
    } catch (e) {
      this.layingOut = false;
      throw e;
    }
    if (!layout) return; // a newer shape is on its way
    this.layingOut = false;
    this.status('');
    // this.diagram may be newer than `diagram` but has the same shape (else this layout was overtaken).
    this.scene = drawScene(this.ui.viewport, this.diagram!, visible, layout);
    this.toggle.attach(this.ui.viewport, this.scene, this.diagram!);
    this.refresh();
    // A new shape keeps a view the user chose (or the one saved when the panel was hidden), unless it shows nothing of the tree.
    if (restoredView) this.viewport.set(restoredView);
    if (this.viewport.followsTree || !this.viewport.shows(this.scene.bounds)) this.fit();
    if (this.highlighted !== null) setHighlight(this.scene, this.diagram!, this.highlighted);
    this.queueSave();
    this.host.post({ type: 'rendered', nodes: this.scene.count, ms: performance.now() - startedAt, laidOut: true, layoutMs: layout.ms });
  }

  private fit(): void {
    const root = this.scene?.nodes[0];
    if (this.scene && root) this.viewport.fit(this.scene.bounds, { x: root.cx, y: root.cy });
  }

  /** Values, windows, marks and the caption for the current replay position. */
  private refresh(): void {
    const diagram = this.diagram;
    if (!diagram || !this.scene) return;
    const at = this.player.current;
    applyLooks(this.scene, at === null ? finalLooks(diagram) : replayLooks(diagram, at));
    if (at === null) {
      this.player.setCaption(
        diagram.steps.length > 0 ? `Final state after ${thousands(diagram.steps.length)} steps. Step back (←) to replay the run.` : '',
        null,
      );
    } else {
      const caption = captionOf(diagram, at);
      this.player.setCaption(caption.text, caption.window);
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
    if (this.viewport.justDragged) return;
    const target = e.target as Element;
    const node = target.closest('.node');
    const toggled = this.toggle.nodeOf(target) ?? (node && target.closest('.hidden-count') ? Number(node.getAttribute('data-id')) : null);
    if (toggled !== null) {
      const next = new Set(this.collapsed);
      if (!next.delete(toggled)) next.add(toggled);
      this.setCollapsed(next);
    } else if (node) {
      this.host.post({ type: 'reveal', node: Number(node.getAttribute('data-id')) });
    }
  }

  private setCollapsed(collapsed: Set<number>): void {
    if (!this.diagram) return;
    this.collapsed = collapsed;
    this.drawing = this.relayout(performance.now());
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
      if (!this.shapeKey) return;
      this.host.save({ shapeKey: this.shapeKey, view: this.viewport.current, step: this.player.current, collapsed: [...this.collapsed] });
    });
  }
}
