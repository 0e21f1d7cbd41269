/**
 * `gtree export --format svg`: the panel's drawing without the panel. The tree is laid out
 * by ELK in Node with the webview's own graph and slot sizes, drawn by the webview's
 * draw.ts into svg-lite, and exported with light ink as the panel exports it.
 */
import type { DiagramModel } from '../core';
import { applyLooks, drawScene } from '../webview/draw';
import { exportTitle, LIGHT_INK, standaloneSvg } from '../webview/export-svg';
import { geometryOf } from '../webview/geometry';
import { layoutWith } from '../webview/layout';
import { layoutInputOf } from '../webview/layout-input';
import { finalLooks } from '../webview/look';
import { SVG_NS } from '../webview/svg';
import { visibleTree } from '../webview/visible';
import { LiteDocument, serializeSvg, type LiteElement } from './svg-lite';

/** The whole tree (nothing collapsed), in the run's final state. */
export async function diagramSvg(diagram: DiagramModel): Promise<string> {
  const visible = visibleTree(diagram.nodes, new Set());
  // Loaded on first use, from a bundle of its own in dist/ (scripts/cli-bundles.mjs): the other commands do not even parse ELK.
  const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
  const geometry = geometryOf(diagram, visible.ids, visible.parents);
  const layout = await layoutWith(new ELK(), layoutInputOf(visible, geometry));
  const doc = new LiteDocument();
  const viewport = doc.createElementNS(SVG_NS, 'g');
  const scene = drawScene(viewport, diagram, visible, geometry, layout);
  applyLooks(scene, finalLooks(diagram));
  const svg = standaloneSvg(doc, viewport.children, scene.bounds, LIGHT_INK, exportTitle(diagram));
  return `${serializeSvg(svg as LiteElement)}\n`;
}
