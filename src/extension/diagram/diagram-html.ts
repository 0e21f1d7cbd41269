/**
 * The diagram webview's page: a pure function of the URIs the panel hands it. Strict
 * Content-Security-Policy: nothing loads unless named here, scripts only with the nonce,
 * styles only from the extension, no fetches at all, and the layout worker only from a blob:
 * URL (the host sends its script in a message, see `layoutWorker` in src/shared/messages.ts);
 * images only from blob: URLs, for the PNG export. A new panel's first diagram comes inside the
 * page as JSON data (never run: no nonce, not JavaScript), so the page draws it as soon as its
 * script starts instead of asking the host for it.
 */
export interface DiagramHtmlParts {
  /** `webview.cspSource`. */
  readonly cspSource: string;
  /** A fresh random value per page. */
  readonly nonce: string;
  readonly scriptUri: string;
  readonly styleUri: string;
  /**
   * What the page keeps for the host in its webview state, which VS Code hands back to the
   * panel's serializer after a window reload (the host's own data, opaque to the page).
   */
  readonly restore?: string;
  /** The first diagram to draw, as JSON (a new panel's: the page draws it as its script starts, without asking). */
  readonly firstDiagram?: string;
  /**
   * The page's script and style themselves, put in the page instead of loaded from
   * `scriptUri` and `styleUri`: a new panel then fetches nothing before its first picture
   * (the webview's resource loading took most of a new panel's time; see docs/extension.md).
   */
  readonly inline?: { readonly script: string; readonly style: string };
  /** The page reports how long its drawings took (`timing` in messages.ts): for the UI benchmark only. */
  readonly timing?: boolean;
}

export const escapeAttribute = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside a script element: no `<` can close it (`\u003c` reads back as `<`). */
const jsonInHtml = (json: string): string => json.replace(/</g, '\\u003c');

export function contentSecurityPolicy(parts: Pick<DiagramHtmlParts, 'cspSource' | 'nonce'>): string {
  return [
    "default-src 'none'",
    `style-src ${parts.cspSource} 'nonce-${parts.nonce}'`,
    `script-src 'nonce-${parts.nonce}'`,
    'worker-src blob:',
    // A PNG export draws the exported SVG, loaded from a blob: URL, onto a canvas.
    'img-src blob:',
  ].join('; ');
}

/** Text that can sit inside a `<script>` or `<style>` element as it is (nothing in it closes the element or opens a comment). */
const fitsInElement = (text: string, tag: string): boolean => !new RegExp(`</${tag}|<!--`, 'i').test(text);

/** A webview page's start, to its `</head>`: the policy above, then `styles` (elements), and the title. */
export function pageHead(parts: Pick<DiagramHtmlParts, 'cspSource' | 'nonce'>, styles: string, title: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(contentSecurityPolicy(parts))}">
<meta name="viewport" content="width=device-width, initial-scale=1">
${styles}
<title>${title}</title>
</head>`;
}

export function diagramHtml(parts: DiagramHtmlParts): string {
  const a = escapeAttribute;
  const nonce = a(parts.nonce);
  const inline = parts.inline && fitsInElement(parts.inline.script, 'script') && fitsInElement(parts.inline.style, 'style') ? parts.inline : undefined;
  const style = inline ? `<style nonce="${nonce}">${inline.style}</style>` : `<link rel="stylesheet" href="${a(parts.styleUri)}">`;
  const script = inline ? `<script nonce="${nonce}">${inline.script}</script>` : `<script nonce="${nonce}" src="${a(parts.scriptUri)}"></script>`;
  return `${pageHead(parts, style, 'Game tree')}
<body${parts.restore === undefined ? '' : ` data-restore="${a(parts.restore)}"`}${parts.timing ? ' data-timing' : ''}>
${parts.firstDiagram === undefined ? '' : `<script type="application/json" id="first-diagram">${jsonInHtml(parts.firstDiagram)}</script>\n`}${script}
</body>
</html>
`;
}
