import type { DiagramModel } from '../core/diagram';

/** Extension host → diagram webview. */
export type ToWebview =
  /** Draw this diagram; lay it out again only if its shapeKey changed. */
  | { readonly type: 'show'; readonly diagram: DiagramModel }
  /** The editor's cursor is in this node (null: in no node). */
  | { readonly type: 'highlight'; readonly node: number | null }
  /** The tree cannot be drawn now (syntax errors, no tree): keep the last drawing, show why. */
  | { readonly type: 'problem'; readonly message: string }
  /** Export the whole drawing, whatever the zoom: SVG text or a PNG (base64); `light` forces a white background and dark ink. */
  | { readonly type: 'export'; readonly id: number; readonly format: 'svg' | 'png'; readonly light: boolean };

/** Diagram webview → extension host. */
export type FromWebview =
  | { readonly type: 'ready' }
  /** The user clicked a node: reveal and select its text. */
  | { readonly type: 'reveal'; readonly node: number }
  /** A diagram is on screen: how long it took from receiving `show`, and whether it was laid out again. */
  | { readonly type: 'rendered'; readonly nodes: number; readonly ms: number; readonly laidOut: boolean; readonly layoutMs: number }
  | { readonly type: 'error'; readonly message: string }
  /** The answer to `export`: the file's content (SVG text, or PNG as base64), or why there is none. */
  | { readonly type: 'exported'; readonly id: number; readonly data?: string; readonly error?: string };
