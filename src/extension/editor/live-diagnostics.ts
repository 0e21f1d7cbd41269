import * as vscode from 'vscode';
import type { Diagnostic as CoreDiagnostic } from '../../core';
import type { Analyses } from '../host/analysis';
import type { Practice } from '../practice/practice-state';

const SEVERITY: Record<CoreDiagnostic['severity'], vscode.DiagnosticSeverity> = {
  error: vscode.DiagnosticSeverity.Error,
  warning: vscode.DiagnosticSeverity.Warning,
  information: vscode.DiagnosticSeverity.Information,
};

const DEBOUNCE_MS = 150;
/** The warnings that judge a student's answers: held back on a practised tree until the answers are checked. */
const VERDICTS = new Set<string>(['wrong-value', 'wrong-window', 'wrong-cut', 'missing-cut', 'cuts-to-mark', 'order-best', 'order-not-best']);

/** Live diagnostics for .gtree documents: on open, on every change (debounced), cleared on close. */
export function registerDiagnostics(context: vscode.ExtensionContext, analyses: Analyses, practice: Practice): void {
  const collection = vscode.languages.createDiagnosticCollection('gtree');
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  const refresh = async (doc: vscode.TextDocument): Promise<void> => {
    if (doc.languageId !== 'gtree' || doc.isClosed) return;
    const { version, outline } = await analyses.outline(doc);
    // An outline of an older text would put the squiggles in the wrong places; the edit since has scheduled a refresh of its own.
    if (doc.isClosed || version !== doc.version) return;
    // Under "check when I press Check", a practised tree's answers are judged only once Check is pressed.
    const unchecked = outline.trees.filter((_tree, index) => practice.isPractising(doc, index) && !practice.checked(doc, index));
    const shown = unchecked.length
      ? outline.diagnostics.filter((d) => !VERDICTS.has(d.code) || !unchecked.some((t) => t.start <= d.span.start && d.span.start <= t.end))
      : outline.diagnostics;
    collection.set(doc.uri, toVscode(doc, shown));
  };
  const schedule = (doc: vscode.TextDocument): void => {
    if (doc.languageId !== 'gtree') return;
    const key = doc.uri.toString();
    clearTimeout(timers.get(key));
    timers.set(
      key,
      setTimeout(() => {
        timers.delete(key);
        void refresh(doc);
      }, DEBOUNCE_MS),
    );
  };

  context.subscriptions.push(
    collection,
    vscode.workspace.onDidOpenTextDocument((doc) => void refresh(doc)),
    practice.onDidChange((doc) => void refresh(doc)),
    vscode.workspace.onDidChangeTextDocument((e) => schedule(e.document)),
    vscode.workspace.onDidCloseTextDocument((doc) => {
      clearTimeout(timers.get(doc.uri.toString()));
      timers.delete(doc.uri.toString());
      collection.delete(doc.uri);
      analyses.forget(doc);
    }),
    vscode.workspace.onDidChangeConfiguration((e) => {
      // Resource-scoped: a change in one folder's settings re-checks only that folder's documents.
      for (const doc of vscode.workspace.textDocuments) {
        if (e.affectsConfiguration('gtree.check', doc.uri) || e.affectsConfiguration('gtree.practice', doc.uri)) void refresh(doc);
      }
    }),
    { dispose: () => timers.forEach((t) => clearTimeout(t)) },
  );
  vscode.workspace.textDocuments.forEach((doc) => void refresh(doc));
}

function toVscode(doc: vscode.TextDocument, diagnostics: readonly CoreDiagnostic[]): vscode.Diagnostic[] {
  const range = (span: CoreDiagnostic['span']): vscode.Range => new vscode.Range(doc.positionAt(span.start), doc.positionAt(span.end));
  return diagnostics.map((d) => {
    const diagnostic = new vscode.Diagnostic(range(d.span), d.message, SEVERITY[d.severity]);
    diagnostic.code = d.code;
    diagnostic.source = 'gtree';
    if (d.related) {
      diagnostic.relatedInformation = d.related.map((r) => new vscode.DiagnosticRelatedInformation(new vscode.Location(doc.uri, range(r.span)), r.message));
    }
    return diagnostic;
  });
}
