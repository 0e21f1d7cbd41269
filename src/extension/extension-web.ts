// The web extension host's entry point (package.json `browser`, dist/web/extension.js): VS Code for
// the Web (vscode.dev, github.dev) runs it in a browser Web Worker, where there is no Node and an
// extension cannot start threads of its own, so every outline is made on the host's thread.
import type * as vscode from 'vscode';
import { activateGtree, type GtreeApi } from './activate';

export function activate(context: vscode.ExtensionContext): GtreeApi {
  return activateGtree(context, {
    outliner: null,
    // A zero-delay timer is a macrotask: the worker's waiting messages are delivered before it.
    nextTurn: () => new Promise((resolve) => setTimeout(resolve, 0)),
    // No process to start: the grading panel's feedback is SVG and summaries, and says why there is no PDF.
    latex: null,
  });
}

export function deactivate(): void {}
