// The desktop extension host's entry point (package.json `main`, dist/extension.js): Node, so large
// documents are outlined on a worker thread. The web host's entry point is extension-web.ts.
import * as vscode from 'vscode';
import { activateGtree, type GtreeApi } from './activate';
import { OutlineWorker } from './host/outline-worker';
import { compileTikzLater } from '../node/pdf';

export type { GtreeApi } from './activate';

export function activate(context: vscode.ExtensionContext): GtreeApi {
  // The thread's program is bundled beside this one (dist/outline-thread.js).
  const thread = vscode.Uri.joinPath(context.extensionUri, 'dist', 'outline-thread.js').fsPath;
  return activateGtree(context, {
    outliner: new OutlineWorker(thread),
    // setImmediate runs after the messages that arrived in this turn of Node's event loop.
    nextTurn: () => new Promise((resolve) => setImmediate(resolve)),
    latex: compileTikzLater,
  });
}

export function deactivate(): void {}
