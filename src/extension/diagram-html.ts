/**
 * The diagram webview's page: a pure function of the URIs the panel hands it. Strict
 * Content-Security-Policy: nothing loads unless named here, scripts only with the nonce,
 * styles only from the extension, and the layout worker only from a blob: URL (the
 * webview fetches the worker script from its resource URI, which `connect-src` allows,
 * and starts it from a blob, since a resource URI is cross-origin for `new Worker`); images
 * only from blob: URLs, for the PNG export. The worker script is preloaded with the page, so
 * its download (ELK, the largest file) runs while the page's own script loads.
 */
export interface DiagramHtmlParts {
  /** `webview.cspSource`. */
  readonly cspSource: string;
  /** A fresh random value per page. */
  readonly nonce: string;
  readonly scriptUri: string;
  readonly workerUri: string;
  readonly styleUri: string;
  /**
   * What the page keeps for the host in its webview state, which VS Code hands back to the
   * panel's serializer after a window reload (the host's own data, opaque to the page).
   */
  readonly restore?: string;
}

const escapeAttribute = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function contentSecurityPolicy(parts: Pick<DiagramHtmlParts, 'cspSource' | 'nonce'>): string {
  return [
    "default-src 'none'",
    `style-src ${parts.cspSource}`,
    `script-src 'nonce-${parts.nonce}'`,
    `connect-src ${parts.cspSource}`,
    'worker-src blob:',
    // A PNG export draws the exported SVG, loaded from a blob: URL, onto a canvas.
    'img-src blob:',
  ].join('; ');
}

export function diagramHtml(parts: DiagramHtmlParts): string {
  const a = escapeAttribute;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${a(contentSecurityPolicy(parts))}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="${a(parts.styleUri)}">
<link rel="preload" href="${a(parts.workerUri)}" as="fetch" crossorigin="anonymous">
<title>Game tree</title>
</head>
<body data-worker-uri="${a(parts.workerUri)}"${parts.restore === undefined ? '' : ` data-restore="${a(parts.restore)}"`}>
<script nonce="${a(parts.nonce)}" src="${a(parts.scriptUri)}"></script>
</body>
</html>
`;
}
