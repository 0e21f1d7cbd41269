import type { DiagramModel } from '../core/diagram';

/** Extension host → diagram webview. */
export type ToWebview =
  /** Draw this diagram; lay it out again only if its shapeKey changed. */
  | { readonly type: 'show'; readonly diagram: DiagramModel }
  /** The editor's cursor is in this node (null: in no node). */
  | { readonly type: 'highlight'; readonly node: number | null }
  /** The tree cannot be drawn now (syntax errors, no tree): keep the last drawing, show why. */
  | { readonly type: 'problem'; readonly message: string };

/** Diagram webview → extension host. */
export type FromWebview =
  | { readonly type: 'ready' }
  /** The user clicked a node: reveal and select its text. */
  | { readonly type: 'reveal'; readonly node: number }
  /** A diagram is on screen: how long it took from receiving `show`, and whether it was laid out again. */
  | { readonly type: 'rendered'; readonly nodes: number; readonly ms: number; readonly laidOut: boolean; readonly layoutMs: number }
  | { readonly type: 'error'; readonly message: string };
