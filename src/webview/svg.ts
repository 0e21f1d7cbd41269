/** Creating SVG elements without markup strings: every text is set as textContent by the callers. */
const SVG_NS = 'http://www.w3.org/2000/svg';

export function svgElement<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Readonly<Record<string, string | number>>,
  parent?: Element | DocumentFragment,
): SVGElementTagNameMap[K] {
  const el = document.createElementNS(SVG_NS, tag);
  for (const name in attrs) el.setAttribute(name, String(attrs[name]));
  parent?.appendChild(el);
  return el;
}

export const round = (v: number): number => Math.round(v * 10) / 10;
