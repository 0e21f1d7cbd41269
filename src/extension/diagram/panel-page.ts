import * as vscode from 'vscode';
import type { DiagramModel } from '../../core';
import { randomBase64 } from '../host/bytes';
import { diagramHtml } from './diagram-html';

const readText = (uri: vscode.Uri): Thenable<string> => vscode.workspace.fs.readFile(uri).then((bytes) => new TextDecoder().decode(bytes));

/** What the page keeps for the host across a window reload: the document it showed and the tree it was opened on. */
export interface Restore {
  readonly uri: string;
  readonly tree: number;
}

/**
 * The diagram page's files, read once for every panel: its script and style, put in each new
 * page (until they are read, pages load them: diagram-html.ts), and the layout worker's
 * script, read when a page first asks (it is sent to each page: `layoutWorker` in messages.ts).
 */
export class PageFiles {
  private inline: { readonly script: string; readonly style: string } | undefined;
  private workerScript: Thenable<string> | undefined;

  constructor(private readonly extensionUri: vscode.Uri) {
    Promise.all([readText(this.uri('dist', 'webview', 'diagram.js')), readText(this.uri('media', 'diagram.css'))]).then(
      ([script, style]) => (this.inline = { script, style }),
      () => undefined, // the pages load them instead
    );
  }

  /** Sets the panel's page: the document and tree it is for, the first diagram to draw if any, and whether it times its drawings. */
  setPage(webviewPanel: vscode.WebviewPanel, restore: Restore, first: DiagramModel | undefined, timing: boolean): void {
    const media = this.uri('media');
    const scripts = this.uri('dist', 'webview');
    const webview = webviewPanel.webview;
    webview.options = { enableScripts: true, localResourceRoots: [media, scripts] };
    webview.html = diagramHtml({
      cspSource: webview.cspSource,
      nonce: randomBase64(16),
      scriptUri: webview.asWebviewUri(vscode.Uri.joinPath(scripts, 'diagram.js')).toString(),
      styleUri: webview.asWebviewUri(vscode.Uri.joinPath(media, 'diagram.css')).toString(),
      restore: JSON.stringify(restore),
      firstDiagram: first && JSON.stringify(first),
      inline: this.inline,
      timing,
    });
  }

  /** The layout worker's script; a failed read is tried again by the next page. */
  layoutWorker(): Thenable<string> {
    const script = (this.workerScript ??= readText(this.uri('dist', 'webview', 'layout-worker.js')));
    script.then(undefined, () => {
      if (this.workerScript === script) this.workerScript = undefined;
    });
    return script;
  }

  private uri(...path: string[]): vscode.Uri {
    return vscode.Uri.joinPath(this.extensionUri, ...path);
  }
}
