/**
 * Frames the drawing in the panel: the view it opens with (fit.ts), the overview strip under
 * a tree that does not fit legibly (a practice sheet: with its names and answer boxes at 10 px), and the MAX/MIN ruler kept on screen. The strip takes its
 * space from the drawing's, so whether it is needed is judged with that space given back:
 * showing it never changes the answer.
 */
import type { DiagramModel } from '../core/diagram/diagram';
import { pinRuler, type Scene } from '../render/draw';
import { fitsLegibly, openingView, PRACTICE_SCALE, preferredScale, READABLE_SCALE, type Point, type View } from './fit';
import type { Overview } from './overview';
import type { Viewport } from './viewport';

/** Height of the overview strip (media/diagram.css #overview). */
const OVERVIEW_HEIGHT = 56;

export class Framing {
  constructor(
    private readonly viewport: Viewport,
    private readonly overview: Overview,
  ) {}

  /** The opening view: the whole tree if it fits legibly, else a readable scale on the root and the principal variation. */
  fit(scene: Scene, diagram: DiagramModel): void {
    const strip = this.updateOverview(scene, diagram);
    // The ResizeObserver sees the strip come or go a frame later: count its space now.
    const { width, height } = this.viewport.size;
    const size = { width, height: height + (strip.was ? OVERVIEW_HEIGHT : 0) - (strip.now ? OVERVIEW_HEIGHT : 0) };
    const editorFont = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--vscode-editor-font-size'));
    // A practice sheet shows no principal variation: it opens leaning towards its first moves, where the work starts.
    const path = diagram.practice ? firstMoves(scene, diagram) : pvPath(scene, diagram);
    this.viewport.fitTo(openingView(size, scene.bounds, path, preferredScale(editorFont), legibleScale(diagram)));
  }

  /** Shows the overview when the whole tree cannot be shown legibly in the panel; says whether it was shown and is now. */
  updateOverview(scene: Scene, diagram: DiagramModel): { was: boolean; now: boolean } {
    const was = this.overview.shown;
    const { width, height } = this.viewport.size;
    const now = !fitsLegibly({ width, height: height + (was ? OVERVIEW_HEIGHT : 0) }, scene.bounds, legibleScale(diagram));
    if (now) this.overview.show(scene, diagram);
    else this.overview.hide();
    this.overview.setView(this.viewport.current, this.viewport.size);
    return { was, now };
  }

  /** The view moved: the overview's frame and the ruler follow it. */
  follow(scene: Scene | null, view: View): void {
    this.overview.setView(view, this.viewport.size);
    if (scene) pinRuler(scene, view);
  }
}

/** The least scale a diagram is fitted at: a practice sheet keeps its names and answer boxes at 10 px, and pans. */
const legibleScale = (diagram: DiagramModel): number => (diagram.practice ? PRACTICE_SCALE : READABLE_SCALE);

/** The drawn nodes from the root down its first children (pre-order ids: a first child follows its parent). */
function firstMoves(scene: Scene, diagram: DiagramModel): Point[] {
  const path: Point[] = [];
  for (let id = 0; scene.nodes[id] && (id === 0 || diagram.nodes[id].parent === id - 1); id++) path.push({ x: scene.nodes[id]!.cx, y: scene.nodes[id]!.cy });
  return path;
}

/** The drawn nodes of the principal variation, root first (pre-order ids: each is the child of the one before). */
function pvPath(scene: Scene, diagram: DiagramModel): Point[] {
  const path: Point[] = [];
  for (const node of diagram.nodes) {
    const drawn = scene.nodes[node.id];
    if (node.pv && drawn) path.push({ x: drawn.cx, y: drawn.cy });
  }
  return path;
}
