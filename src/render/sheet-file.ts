/**
 * A drawn tree made into a file: decorated (a marked sheet's ✓ and ✗, a worksheet's boxes),
 * headed by its lines (a name line, the score, the conventions), then as a standalone SVG and
 * as TikZ from the same elements. The CLI draws into svg-lite after ELK's layout; the grading
 * panel's page draws into its own document after the tidy layout; both make their files here.
 */
import type { DiagramModel } from '../core/diagram/diagram';
import type { Rect, Scene } from './draw';
import type { SlotRoom } from './pipeline';
import { exportTitle, headingLayer, LIGHT_INK, standaloneSvg } from './export-svg';
import { tikzOf } from './export-tikz';
import type { SvgDocument, SvgEl } from './svg-document';

/** Marks drawn on the scene after it is drawn, with the style they need in an SVG file and the room they need beside the nodes. */
export interface Decorate {
  (scene: Scene): void;
  readonly style?: string;
  /** Kept free beside each slot when the tree is laid out, for what the marks write there. */
  readonly room?: SlotRoom;
}

/** The drawing's layers (`viewport`'s, which `scene` was drawn into), decorated, under `heading`'s lines when there are any, and their extent. */
export function fileLayers(
  doc: SvgDocument,
  viewport: SvgEl,
  scene: Scene,
  heading: readonly string[],
  decorate?: Decorate,
): { layers: SvgEl[]; bounds: Rect } {
  decorate?.(scene);
  const layers = Array.from(viewport.children);
  if (heading.length === 0) return { layers, bounds: scene.bounds };
  const head = headingLayer(doc, heading, scene.bounds);
  return { layers: [head.layer, ...layers], bounds: head.bounds };
}

/**
 * The same layers as a light-ink TikZ document (made first: the SVG takes the layers in) and as
 * a standalone `<svg>` element, for the caller to serialize.
 */
export function sheetFiles(
  doc: SvgDocument,
  diagram: DiagramModel,
  drawn: { readonly layers: readonly SvgEl[]; readonly bounds: Rect },
  style?: string,
): { svg: SvgEl; tikz: string } {
  const title = exportTitle(diagram);
  const tikz = tikzOf(drawn.layers, drawn.bounds, { standalone: true, light: true, title });
  return { svg: standaloneSvg(doc, drawn.layers, drawn.bounds, LIGHT_INK, title, style), tikz };
}
