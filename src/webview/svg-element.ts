/** SVG elements of the webview's own page (toolbar, toggle), typed as the DOM's. */
import { newSvg, type SvgAttributes } from '../render/svg';

export function svgElement<K extends keyof SVGElementTagNameMap>(tag: K, attrs: SvgAttributes, parent?: Element | DocumentFragment): SVGElementTagNameMap[K] {
  const el = newSvg(document, tag, attrs) as SVGElementTagNameMap[K];
  parent?.appendChild(el);
  return el;
}
