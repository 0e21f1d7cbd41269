/**
 * Creating SVG elements without markup strings: every text is set as textContent by the
 * callers. The drawing (draw.ts, node-outline.ts, export-svg.ts) is typed against the few DOM
 * operations below rather than the DOM lib, so the same code draws into the webview's
 * DOM and, in the CLI, into the small stand-in of src/render/svg-lite.ts that serializes it.
 */
export const SVG_NS = 'http://www.w3.org/2000/svg';

export interface SvgDocument {
  createElementNS(namespace: string, tag: string): SvgEl;
}

export interface SvgEl {
  readonly ownerDocument: SvgDocument;
  /** The element's name (`g`, `polyline`, `text`…): what export-tikz.ts transcribes. */
  readonly tagName: string;
  readonly children: ArrayLike<SvgEl>;
  textContent: string | null;
  /** The DOM's first child; the Node stand-in has no text nodes and gives null. */
  readonly firstChild: { readonly nodeType: number; nodeValue: string | null } | null;
  readonly lastChild: unknown;
  readonly classList: {
    add(token: string): void;
    remove(token: string): void;
    toggle(token: string, force?: boolean): boolean;
    contains(token: string): boolean;
  };
  setAttribute(name: string, value: string): void;
  getAttribute(name: string): string | null;
  removeAttribute(name: string): void;
  // Parameters as loose as the DOM's own, so a browser element is an SvgEl.
  appendChild(child: object): unknown;
  replaceChildren(...children: (object | string)[]): void;
  remove(): void;
  querySelectorAll(selector: string): ArrayLike<SvgEl>;
}

export type SvgAttributes = Readonly<Record<string, string | number>>;

/** A new element of `doc`, not placed anywhere yet. */
export function newSvg(doc: SvgDocument, tag: string, attrs: SvgAttributes): SvgEl {
  const el = doc.createElementNS(SVG_NS, tag);
  for (const name in attrs) el.setAttribute(name, String(attrs[name]));
  return el;
}

/** A new element appended to `parent`. */
export function addSvg(tag: string, attrs: SvgAttributes, parent: SvgEl): SvgEl {
  const el = newSvg(parent.ownerDocument, tag, attrs);
  parent.appendChild(el);
  return el;
}

export const round = (v: number): number => Math.round(v * 10) / 10;

/** A width and height in the drawing's units. */
export interface Box {
  readonly w: number;
  readonly h: number;
}

/**
 * Sets an element's text. An element holding one text node keeps it and only its characters
 * change: a values-only redraw sets a thousand texts, and a new text node each costs more.
 */
export function setText(el: SvgEl, text: string): void {
  const only = el.firstChild;
  if (only !== null && only === el.lastChild && only.nodeType === TEXT_NODE && text !== '') only.nodeValue = text;
  else el.textContent = text;
}
const TEXT_NODE = 3;
