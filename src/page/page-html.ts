/**
 * The self-contained page (`gtree export --format html`): one file, its script, style, layout
 * worker and sheet inside, that works from file:// or any static host and fetches nothing. Its
 * Content-Security-Policy, in the page itself, runs only the one script whose hash it names and
 * applies only the one style sheet it names; nothing may be fetched, posted or framed; the
 * layout worker starts from a blob: URL made from the page's own copy of it. No DOM here.
 */
import { documentHead, fitsInElement, jsonInHtml } from './html-head';
import type { SheetData } from './page-data';

export interface PageParts {
  /** dist/page/sheet.js */
  readonly script: string;
  /** dist/page/sheet.css */
  readonly style: string;
  /** The layout worker's script: ELK (large trees, the playground) or the tidy layout's (small trees). */
  readonly worker: string;
  readonly data: SheetData;
  readonly title: string;
}

/** SHA-256 in base64 of the page's script and style: the CSP names them by their hashes. */
export interface PageHashes {
  readonly script: string;
  readonly style: string;
}

/** SHA-256 in base64, through Web Crypto (Node's and the browser's, the web extension host's too). */
async function sha256Base64(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return btoa(String.fromCharCode(...digest));
}

/** Text that can sit inside its element as it is, else an error: nothing in it may close the element or open a comment. */
function fitting(text: string, tag: string): string {
  if (!fitsInElement(text, tag)) throw new Error(`the page's ${tag} cannot be put in the page (it closes its element)`);
  return text;
}

export function contentSecurityPolicy(hashes: PageHashes): string {
  return [
    "default-src 'none'",
    `script-src 'sha256-${hashes.script}'`,
    `style-src 'sha256-${hashes.style}'`,
    'worker-src blob:',
    // The download of the answers is a blob: link.
    'img-src blob:',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

export async function pageHtml(parts: PageParts): Promise<string> {
  const script = fitting(parts.script, 'script');
  const style = fitting(parts.style, 'style');
  const hashes: PageHashes = { script: await sha256Base64(script), style: await sha256Base64(style) };
  return `${documentHead(contentSecurityPolicy(hashes), `<meta name="generator" content="gtree">\n<style>${style}</style>`, parts.title)}
<body>
<noscript>This game-tree sheet needs JavaScript to draw the tree.</noscript>
<script type="application/json" id="gtree-sheet">${jsonInHtml(JSON.stringify(parts.data))}</script>
<script type="application/json" id="gtree-layout-worker">${jsonInHtml(JSON.stringify(parts.worker))}</script>
<script>${script}</script>
</body>
</html>
`;
}
