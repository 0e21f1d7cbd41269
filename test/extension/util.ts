import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { openUntitled } from '../../src/extension/host/untitled';
import type { GtreeApi } from '../../src/extension/activate';

/** The extension under test, activated. */
export async function gtree(): Promise<{ api: GtreeApi; root: vscode.Uri }> {
  const extension = vscode.extensions.getExtension<GtreeApi>('gtree.gtree');
  assert.ok(extension, 'the gtree extension is loaded');
  const api = await extension.activate();
  return { api, root: extension.extensionUri };
}

export async function openExample(name: string): Promise<vscode.TextEditor> {
  const { root } = await gtree();
  const doc = await vscode.workspace.openTextDocument(vscode.Uri.joinPath(root, 'examples', name));
  return vscode.window.showTextDocument(doc, vscode.ViewColumn.One);
}

/** An untitled .gtree document holding `text`, shown in the first column (see openUntitled for why it may be asked again). */
export async function openText(text: string): Promise<vscode.TextEditor> {
  const doc = await openUntitled(text);
  if (!doc) throw new Error('VS Code kept handing back an older untitled document instead of one with the text');
  return vscode.window.showTextDocument(doc, vscode.ViewColumn.One);
}

/** The one polling helper of the extension tests: waits until `probe` returns something truthy (and returns it); fails naming `what` after `ms`. */
export async function waitUntil<T>(what: string, probe: () => T | undefined | null | false | Promise<T | undefined | null | false>, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The next diagram drawn for `uri` (start waiting before the action that draws it). */
export function nextRender(api: GtreeApi, uri: vscode.Uri, ms = 30_000): Promise<Parameters<Parameters<GtreeApi['onDidRender']>[0]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      sub.dispose();
      reject(new Error(`no diagram was drawn for ${uri.path} within ${ms} ms`));
    }, ms);
    const sub = api.onDidRender((r) => {
      if (r.uri !== uri.toString()) return;
      clearTimeout(timer);
      sub.dispose();
      resolve(r);
    });
  });
}

/** The offset of the first match of `pattern` in the document, as a position. */
export function positionOf(doc: vscode.TextDocument, pattern: string | RegExp, skip = 0): vscode.Position {
  const text = doc.getText();
  const re = typeof pattern === 'string' ? new RegExp(pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g') : new RegExp(pattern.source, 'g');
  let match: RegExpExecArray | null = null;
  for (let i = 0; i <= skip; i++) match = re.exec(text);
  assert.ok(match, `'${pattern}' occurs in the document`);
  return doc.positionAt(match.index);
}

export const hoverText = (hovers: vscode.Hover[]): string => hovers.flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : c.value))).join('\n');

/**
 * Whether the tests run in the web extension host (a browser Web Worker, package.json `browser`),
 * where there is no Node `process`, rather than in the desktop (Node) one.
 */
export const inWebHost = typeof process === 'undefined';

/**
 * A fresh folder for the files a test writes, under the extension's test-artifacts/ (git-ignored),
 * made through vscode.workspace.fs: the web host has neither a temporary folder nor Node's fs.
 */
export async function scratchFolder(name: string): Promise<vscode.Uri> {
  const { root } = await gtree();
  const folder = vscode.Uri.joinPath(root, 'test-artifacts', 'extension-host', `${name}-${Date.now()}-${Math.floor(Math.random() * 1e9)}`);
  await vscode.workspace.fs.createDirectory(folder);
  return folder;
}

export const readText = async (uri: vscode.Uri): Promise<string> => new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
