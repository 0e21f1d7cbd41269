import * as vscode from 'vscode';
import { checkText, type CheckResult, type Diagnostic as CoreDiagnostic } from '../core';

const SEVERITY: Record<CoreDiagnostic['severity'], vscode.DiagnosticSeverity> = {
  error: vscode.DiagnosticSeverity.Error,
  warning: vscode.DiagnosticSeverity.Warning,
  information: vscode.DiagnosticSeverity.Information,
};

const DEBOUNCE_MS = 150;

/** Live diagnostics for .gtree documents: on open, on every change (debounced), cleared on close. */
export function registerDiagnostics(context: vscode.ExtensionContext): void {
  const collection = vscode.languages.createDiagnosticCollection('gtree');
  const timers = new Map<string, NodeJS.Timeout>();

  const refresh = (doc: vscode.TextDocument): void => {
    if (doc.languageId !== 'gtree') return;
    collection.set(doc.uri, toVscode(doc, checkText(doc.getText())));
  };
  const schedule = (doc: vscode.TextDocument): void => {
    if (doc.languageId !== 'gtree') return;
    const key = doc.uri.toString();
    clearTimeout(timers.get(key));
    timers.set(key, setTimeout(() => {
      timers.delete(key);
      refresh(doc);
    }, DEBOUNCE_MS));
  };

  context.subscriptions.push(
    collection,
    vscode.workspace.onDidOpenTextDocument(refresh),
    vscode.workspace.onDidChangeTextDocument((e) => schedule(e.document)),
    vscode.workspace.onDidCloseTextDocument((doc) => {
      clearTimeout(timers.get(doc.uri.toString()));
      collection.delete(doc.uri);
    }),
    { dispose: () => timers.forEach((t) => clearTimeout(t)) },
  );
  vscode.workspace.textDocuments.forEach(refresh);
}

function toVscode(doc: vscode.TextDocument, result: CheckResult): vscode.Diagnostic[] {
  return result.diagnostics.map((d) => {
    const range = new vscode.Range(doc.positionAt(d.span.start), doc.positionAt(d.span.end));
    const diagnostic = new vscode.Diagnostic(range, d.message, SEVERITY[d.severity]);
    diagnostic.code = d.code;
    diagnostic.source = 'gtree';
    if (d.related) {
      diagnostic.relatedInformation = d.related.map(
        (r) => new vscode.DiagnosticRelatedInformation(new vscode.Location(doc.uri, new vscode.Range(doc.positionAt(r.span.start), doc.positionAt(r.span.end))), r.message),
      );
    }
    return diagnostic;
  });
}
