/**
 * The DOM operations the webview's drawing uses (SvgEl in src/render/svg-document.ts), in memory,
 * and their serialization as XML: this is how `gtree export --format svg` runs the
 * webview's own drawing code in Node. Not a DOM: elements and texts only, and selectors
 * made of class names (`.edge.pv`), which is all the drawing asks for.
 */
import type { SvgDocument, SvgEl } from './svg-document';

type Content = LiteElement | string;

export class LiteDocument implements SvgDocument {
  createElementNS(_namespace: string, tag: string): LiteElement {
    return new LiteElement(this, tag);
  }
}

export class LiteElement implements SvgEl {
  readonly attributes = new Map<string, string>();
  readonly classList = new LiteClassList(this.attributes);
  private content: Content[] = [];
  private parent: LiteElement | null = null;

  constructor(
    readonly ownerDocument: LiteDocument,
    readonly tag: string,
  ) {}

  /** Elements and texts, in order. */
  get childNodes(): readonly Content[] {
    return this.content;
  }

  get tagName(): string {
    return this.tag;
  }

  get children(): LiteElement[] {
    return this.content.filter((c): c is LiteElement => typeof c !== 'string');
  }

  /** No text nodes here (texts are strings): `setText` sets textContent. */
  get firstChild(): null {
    return null;
  }

  get lastChild(): null {
    return null;
  }

  get textContent(): string {
    return this.content.map((c) => (typeof c === 'string' ? c : c.textContent)).join('');
  }

  set textContent(text: string | null) {
    this.replaceChildren(...(text ? [text] : []));
  }

  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value);
  }

  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }

  removeAttribute(name: string): void {
    this.attributes.delete(name);
  }

  appendChild(child: object): LiteElement {
    const el = asLite(child);
    el.remove();
    el.parent = this;
    this.content.push(el);
    return el;
  }

  replaceChildren(...children: (object | string)[]): void {
    for (const c of this.content) if (typeof c !== 'string') c.parent = null;
    this.content = [];
    for (const c of children) {
      if (typeof c === 'string') this.content.push(c);
      else this.appendChild(c);
    }
  }

  remove(): void {
    if (!this.parent) return;
    this.parent.content.splice(this.parent.content.indexOf(this), 1);
    this.parent = null;
  }

  querySelectorAll(selector: string): LiteElement[] {
    if (!/^(\.[\w-]+)+$/.test(selector)) throw new Error(`svg-lite selects by class names only, not '${selector}'`);
    const classes = selector.slice(1).split('.');
    const found: LiteElement[] = [];
    const visit = (el: LiteElement): void => {
      for (const child of el.children) {
        if (classes.every((c) => child.classList.contains(c))) found.push(child);
        visit(child);
      }
    };
    visit(this);
    return found;
  }
}

/** Kept in the `class` attribute itself, so the serialized order is the order of the calls, as in a browser. */
class LiteClassList {
  constructor(private readonly attributes: Map<string, string>) {}

  private tokens(): string[] {
    return (this.attributes.get('class') ?? '').split(/\s+/).filter(Boolean);
  }

  contains(token: string): boolean {
    return this.tokens().includes(token);
  }

  add(token: string): void {
    if (!this.contains(token)) this.attributes.set('class', [...this.tokens(), token].join(' '));
  }

  remove(token: string): void {
    if (this.contains(token))
      this.attributes.set(
        'class',
        this.tokens()
          .filter((t) => t !== token)
          .join(' '),
      );
  }

  toggle(token: string, force?: boolean): boolean {
    const on = force ?? !this.contains(token);
    if (on) this.add(token);
    else this.remove(token);
    return on;
  }
}

function asLite(node: object): LiteElement {
  if (!(node instanceof LiteElement)) throw new Error('svg-lite holds only its own elements and texts');
  return node;
}

const escapeText = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (s: string): string => escapeText(s).replace(/"/g, '&quot;');

/** XML text of `root` and everything under it, declaring the SVG namespace on `root`. */
export function serializeSvg(root: LiteElement): string {
  const parts: string[] = [];
  const write = (el: LiteElement, attrs: string): void => {
    for (const [name, value] of el.attributes) attrs += ` ${name}="${escapeAttribute(value)}"`;
    const content = el.childNodes;
    if (content.length === 0) {
      parts.push(`<${el.tag}${attrs}/>`);
      return;
    }
    parts.push(`<${el.tag}${attrs}>`);
    for (const c of content) {
      if (typeof c === 'string') parts.push(escapeText(c));
      else write(c, '');
    }
    parts.push(`</${el.tag}>`);
  };
  write(root, ' xmlns="http://www.w3.org/2000/svg"');
  return parts.join('');
}
