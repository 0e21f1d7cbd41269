/**
 * The one way a whole tree is drawn: visible tree → geometry → layout input → layout →
 * drawScene → looks. Its users differ only in the layout they give it: ELK in Node (the CLI's
 * export, diagram-svg.ts), the tidy layout (the Markdown preview and the class view, through
 * still-drawing.ts), and in the webview (app.ts) the tidy layout at once, then ELK's answer
 * from the worker; and in what is collapsed and the looks (the replay's step, or the final state).
 */
import type { DiagramModel } from '../core/diagram/diagram';
import { applyLooks, drawScene, type Scene } from './draw';
import { geometryOf, type NodeGeometry, type TreeGeometry } from './geometry';
import type { LayoutInput, LayoutResult } from './layout';
import { layoutInputOf } from './layout-input';
import { finalLooks, type Look } from './look';
import type { SvgEl } from './svg-document';
import { visibleTree, type VisibleTree } from './visible';

/** What a drawing is made from before its layout: the drawn nodes, their sizes, and what the layout is asked. */
export interface TreePlan {
  readonly visible: VisibleTree;
  readonly geometry: TreeGeometry;
  readonly input: LayoutInput;
}

/** Room kept free beside each slot, px on each side: inner nodes' (`inner`) and leaves' (`leaf`), for what a caller writes there. */
export interface SlotRoom {
  readonly inner: number;
  readonly leaf: number;
}

const NO_ROOM: SlotRoom = { inner: 0, leaf: 0 };
const NOTHING_COLLAPSED: ReadonlySet<number> = new Set();

/** The drawn nodes (all but those under `collapsed`), their geometry (widened by `room`) and the layout's input. */
export function planTree(diagram: DiagramModel, collapsed: ReadonlySet<number> = NOTHING_COLLAPSED, room: SlotRoom = NO_ROOM): TreePlan {
  const visible = visibleTree(diagram.nodes, collapsed);
  const geometry = widened(geometryOf(diagram, visible.ids, visible.parents), room);
  return { visible, geometry, input: layoutInputOf(visible, geometry) };
}

/** Draws `plan` at `layout`'s positions into `viewport` (replacing what it held), with `looks` (the final state unless given). */
export function drawPlan(viewport: SvgEl, diagram: DiagramModel, plan: TreePlan, layout: LayoutResult, looks: readonly Look[] = finalLooks(diagram)): Scene {
  const scene = drawScene(viewport, diagram, plan.visible, plan.geometry, layout);
  applyLooks(scene, looks);
  return scene;
}

/** The whole tree in its final state, laid out by `layOut` (synchronous); null when the layout refuses the tree. */
export function drawWhole(viewport: SvgEl, diagram: DiagramModel, layOut: (input: LayoutInput) => LayoutResult | null, room?: SlotRoom): Scene | null {
  const plan = planTree(diagram, NOTHING_COLLAPSED, room);
  const layout = layOut(plan.input);
  return layout && drawPlan(viewport, diagram, plan, layout);
}

/** The same with a layout that answers later (ELK). */
export async function drawWholeLater(
  viewport: SvgEl,
  diagram: DiagramModel,
  layOut: (input: LayoutInput) => Promise<LayoutResult>,
  room?: SlotRoom,
): Promise<Scene> {
  const plan = planTree(diagram, NOTHING_COLLAPSED, room);
  return drawPlan(viewport, diagram, plan, await layOut(plan.input));
}

function widened(geometry: TreeGeometry, room: SlotRoom): TreeGeometry {
  if (room.inner === 0 && room.leaf === 0) return geometry;
  const of = (g: NodeGeometry): number => (g.shape === 'leaf' ? room.leaf : room.inner);
  return { ...geometry, nodes: geometry.nodes.map((g) => (of(g) === 0 ? g : { ...g, slot: { w: g.slot.w + 2 * of(g), h: g.slot.h } })) };
}
