import * as vscode from 'vscode';
import type { GameTree } from '../../core';
import { sheetData } from '../../page/page-data';
import { pageHtml } from '../../page/page-html';

const readText = (uri: vscode.Uri): Thenable<string> => vscode.workspace.fs.readFile(uri).then((bytes) => new TextDecoder().decode(bytes));

/**
 * *Export… → Practice page (HTML)*: the page `gtree export --format html --practice` writes
 * (src/page/), for tree `treeIndex` of the document as it is in the editor: one file a teacher
 * uploads and a student opens anywhere, answers in the picture, and hands in as `.gtree`.
 * `playground`: *Playground page (HTML)*, the page `--playground` writes (the text pane and Copy
 * link), opening on the document's text as it is, to host where the Markdown preview's
 * *Practise* links point (`gtree.markdown.playgroundUrl`) without the command line.
 */
export async function practicePage(extensionUri: vscode.Uri, doc: vscode.TextDocument, treeIndex: number, tree: GameTree, playground = false): Promise<string> {
  const file = (...path: string[]): Thenable<string> => readText(vscode.Uri.joinPath(extensionUri, 'dist', ...path));
  const name = doc.isUntitled ? 'tree.gtree' : (doc.uri.path.split('/').pop() ?? 'tree.gtree');
  const { data, elk } = sheetData({ name, text: doc.getText() }, treeIndex, tree, { practice: !playground, playground });
  const [script, style, worker] = await Promise.all([
    file('page', 'sheet.js'),
    file('page', 'sheet.css'),
    elk ? file('webview', 'layout-worker.js') : file('page', 'tidy-worker.js'),
  ]);
  return pageHtml({ script, style, worker, data, title: `${tree.name ?? name}${data.practice ? ' — practice' : ''}` });
}
