export interface DiagramHtmlParts {
  readonly cspSource: string;
  readonly nonce: string;
  readonly scriptUri: string;
  readonly workerUri: string;
  readonly styleUri: string;
}

/** The diagram webview's page (placeholder until the webview's own page lands). */
export function diagramHtml(parts: DiagramHtmlParts): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src ${parts.cspSource}; script-src 'nonce-${parts.nonce}'; worker-src blob:; connect-src ${parts.cspSource};">
<link rel="stylesheet" href="${parts.styleUri}"></head>
<body data-worker="${parts.workerUri}"><script nonce="${parts.nonce}" src="${parts.scriptUri}"></script></body></html>`;
}
