/**
 * The Markdown preview's markdown-it plugin (package.json `markdown.markdownItPlugins`; the
 * extension's activate returns `extendMarkdownIt`): a ```gtree fence becomes a
 * `div.gtree-block` holding the fence's first line (`data-info`) and its source
 * (`pre.gtree-source`), for the preview's script (src/markdown/preview.ts) to draw. The host
 * only escapes text: nothing is parsed, run or drawn here, so a note costs the host nothing
 * until its preview shows it, and the page draws each block as it shows it.
 */

/** The parts of markdown-it this plugin uses (the preview passes its own instance). */
interface FenceToken {
  readonly info: string;
  readonly content: string;
  attrJoin(name: string, value: string): void;
}
type RenderRule = (tokens: FenceToken[], idx: number, options: unknown, env: unknown, self: Renderer) => string;
interface Renderer {
  renderAttrs(token: FenceToken): string;
  rules: { fence?: RenderRule };
}
export interface MarkdownIt {
  readonly renderer: Renderer;
  readonly utils: { escapeHtml(text: string): string };
}

/** Whether a fence's info string names gtree (` ```gtree`, ` ```gtree blank`). */
export const isGtreeFence = (info: string): boolean => info.trim().split(/\s+/)[0].toLowerCase() === 'gtree';

/** A playground's address the preview may link to: http or https only (a link the preview opens in the browser). */
const isWebAddress = (url: string): boolean => /^https?:\/\/[^\s"<>]+$/i.test(url);

/**
 * `playground`: the address of a hosted playground page (the setting `gtree.markdown.playgroundUrl`),
 * put on each block (`data-playground`) for the preview's script to link the block's tree there.
 */
export function extendMarkdownIt<T extends MarkdownIt>(md: T, playground: () => string = () => ''): T {
  const fallback = md.renderer.rules.fence;
  md.renderer.rules.fence = (tokens, idx, options, env, self) => {
    const token = tokens[idx];
    if (!isGtreeFence(token.info)) return fallback ? fallback(tokens, idx, options, env, self) : '';
    const escape = md.utils.escapeHtml;
    // The preview's own attributes (`code-line`, `data-line`: its scroll sync) stay on the block.
    token.attrJoin('class', 'gtree-block');
    const url = playground().trim();
    const link = isWebAddress(url) ? ` data-playground="${escape(url)}"` : '';
    return `<div${self.renderAttrs(token)} data-info="${escape(token.info.trim())}"${link}><pre class="gtree-source">${escape(token.content)}</pre></div>\n`;
  };
  return md;
}
