import * as vscode from 'vscode';
import {
  ALGORITHMS,
  blankSheet,
  cutEdit,
  fillValues,
  fillWindows,
  isBlank,
  markCuts,
  nodeName,
  treeIndexAt,
  valueEdit,
  windowEdit,
  type GameNode,
  type GameTree,
  type TextEdit,
  type Trace,
} from '../../core';
import { nodeAt, type Analyses } from '../host/analysis';
import type { PracticeSheets } from '../practice/practice-sheets';

type Fix = (trace: Trace, node: GameNode, text: string) => TextEdit | null;

const FIX_BY_CODE: Record<string, { title: string; fix: Fix }> = {
  'wrong-value': { title: 'Fill in the right value', fix: (t, n, text) => valueEdit(t, n, text) },
  'wrong-window': { title: 'Fill in the right window', fix: (t, n, text) => windowEdit(t, n, text) },
  'wrong-cut': { title: 'Fix the cut mark', fix: (t, n, text) => cutEdit(t, n, text) },
  'missing-cut': { title: 'Add the cut mark', fix: (t, n, text) => cutEdit(t, n, text) },
};

/** An action whose edit is computed only when it is chosen (VS Code asks for actions at every cursor move). */
class LazyAction extends vscode.CodeAction {
  constructor(
    title: string,
    kind: vscode.CodeActionKind,
    readonly doc: vscode.TextDocument,
    readonly version: number,
    readonly edits: () => TextEdit[],
  ) {
    super(title, kind);
  }
}

/** Quick fixes for wrong answers, and rewrites of the whole tree: fill every value or window, mark all cuts, make a blank sheet. */
export class AnswerActions implements vscode.CodeActionProvider<vscode.CodeAction> {
  static readonly kinds = [vscode.CodeActionKind.QuickFix, vscode.CodeActionKind.RefactorRewrite];
  constructor(
    private readonly analyses: Analyses,
    private readonly sheets: PracticeSheets,
  ) {}

  /**
   * Which actions apply is read from the document's outline; the tree itself is needed only
   * for the edits, when an action is chosen. So a cursor move in a large document parses
   * nothing on the host: "Fill in this node's value", which needs the node under the cursor,
   * is offered there when the tree is parsed already or the user asks for the actions (Ctrl+.).
   */
  async provideCodeActions(
    doc: vscode.TextDocument,
    range: vscode.Range,
    context: vscode.CodeActionContext,
    token: vscode.CancellationToken,
  ): Promise<vscode.CodeAction[]> {
    const { outline } = await this.analyses.outline(doc);
    // The cursor moved on while a large document was outlined: the node under the old cursor is not worth a parse.
    if (token.isCancellationRequested) return [];
    const index = treeIndexAt(outline.trees, doc.offsetAt(range.start));
    const algorithm = outline.trees[index]?.algorithm ?? null;
    if (algorithm === null) return [];
    const modelOf = (): GameTree | null => this.analyses.of(doc).trees[index]?.model ?? null;
    const lazy = (title: string, kind: vscode.CodeActionKind, edits: (trace: Trace, text: string, tree: GameTree) => TextEdit[]): LazyAction =>
      new LazyAction(title, kind, doc, doc.version, () => {
        const tree = modelOf();
        const trace = tree && this.traceOf(tree);
        return trace ? edits(trace, doc.getText(), tree) : [];
      });
    const actions: vscode.CodeAction[] = [];
    // The hover and the Problems view ask for quick fixes only (`only`): a rewrite handed back there is dropped, with a warning in the log.
    const wanted = (kind: vscode.CodeActionKind): boolean => !context.only || context.only.contains(kind);
    // Practised: a hint comes first, and the author's fills stay available without being pushed.
    const practised = this.sheets.practice.isPractising(doc, index);
    for (const diagnostic of wanted(vscode.CodeActionKind.QuickFix) ? context.diagnostics : []) {
      const entry = diagnostic.source === 'gtree' ? FIX_BY_CODE[String(diagnostic.code)] : undefined;
      if (!entry) continue;
      const at = doc.offsetAt(diagnostic.range.start);
      const action = lazy(entry.title, vscode.CodeActionKind.QuickFix, (trace, text, tree) => {
        const node = nodeAt(tree, at);
        return node ? listOf(entry.fix(trace, node, text)) : [];
      });
      action.diagnostics = [diagnostic];
      action.isPreferred = !practised;
      actions.push(action);
    }
    // VS Code asks on every cursor move (Automatic) and shows a light bulb wherever an action comes back; asked for
    // (Ctrl+., the Refactor… menu) it lists them all. Automatically, offer only what applies at the cursor: the fixes
    // above, and filling in a blank `=?` when the cursor is on that node's own head (not anywhere among its children).
    const asked = context.triggerKind === vscode.CodeActionTriggerKind.Invoke;
    const offset = doc.offsetAt(range.start);
    // The node under the cursor needs the tree: a large document is parsed on the host for it only when asked, or when parsed already.
    const tree = asked || !this.analyses.isLarge(doc) || this.analyses.parsed(doc) ? modelOf() : null;
    const here = tree && nodeAt(tree, offset);
    const value = here?.syntax.value ?? null;
    const fillable = here?.syntax.openBracket && !here.syntax.rare.ref && (value === null || isBlank(value));
    const window = here?.syntax.rare.window ?? null;
    const inHead = here !== null && here.syntax.openBracket !== null && offset <= here.syntax.openBracket.start;
    const blankHere = inHead && ((value !== null && isBlank(value)) || (window !== null && (window.alpha.value === null || window.beta.value === null)));
    const hint = practised && here && (asked || blankHere) && wanted(vscode.CodeActionKind.QuickFix) ? this.hintAction(doc, index) : null;
    if (hint) {
      // VS Code lists the fixes of a diagnostic before other actions: the hint answers the same diagnostics, so it stays first.
      const ours = context.diagnostics.filter((d) => d.source === 'gtree');
      if (ours.length > 0) hint.diagnostics = ours;
      actions.unshift(hint);
    }
    if (!wanted(vscode.CodeActionKind.RefactorRewrite)) return actions;
    if (here && fillable && (asked || (blankHere && value !== null && isBlank(value)))) {
      actions.push(lazy("Fill in this node's value", vscode.CodeActionKind.RefactorRewrite, (trace, text) => listOf(valueEdit(trace, here, text))));
    }
    const windowed = ALGORITHMS[algorithm].windowed;
    if (
      here &&
      windowed &&
      here.syntax.openBracket &&
      !here.syntax.rare.ref &&
      (asked || blankHere) &&
      (window === null || window.alpha.value === null || window.beta.value === null)
    ) {
      actions.push(lazy("Fill in this node's window", vscode.CodeActionKind.RefactorRewrite, (trace, text) => listOf(windowEdit(trace, here, text))));
    }
    // The rewrites of the whole tree apply on every line of it: as a light bulb they would be on every line too.
    if (!asked) return actions;
    const rewrite = vscode.CodeActionKind.RefactorRewrite;
    actions.push(lazy('Fill in every value', rewrite, (trace, text) => fillValues(trace, text)));
    if (windowed) {
      actions.push(
        lazy('Fill in every window', rewrite, (trace, text) => fillWindows(trace, text)),
        lazy('Mark all cuts', rewrite, (trace, text) => markCuts(trace, text)),
      );
    }
    // Any tree, answers or not: a sheet needs no run (its blanks go on every inner node, searched or not).
    const blank = new LazyAction('Make a blank sheet (every answer ?, no cut marks)', rewrite, doc, doc.version, () => {
      const tree = modelOf();
      return tree ? blankSheet(tree, doc.getText()) : [];
    });
    actions.push(blank);
    return actions;
  }

  resolveCodeAction(action: vscode.CodeAction): vscode.CodeAction {
    // An edit computed for an older text would land in the wrong places.
    if (action instanceof LazyAction && action.doc.version === action.version) action.edit = toWorkspaceEdit(action.doc, action.edits());
    return action;
  }

  /** "Hint: what does C receive?": Next step on the practised tree, named after the node it will point at; null when all is right. */
  private hintAction(doc: vscode.TextDocument, index: number): vscode.CodeAction | null {
    const sheet = this.sheets.sheet(doc, index);
    const node = sheet && typeof sheet !== 'string' ? this.sheets.peekStep(sheet) : null;
    if (!node) return null;
    const action = new vscode.CodeAction(`Hint: what does ${nodeName(node)} receive?`, vscode.CodeActionKind.QuickFix);
    action.command = { title: 'Next step', command: 'gtree.practice.nextStep', arguments: [doc.uri.toString(), index] };
    action.isPreferred = true;
    return action;
  }

  /** Answers are checked against the tree's own algorithm, so the fixes use its run: the one the diagnostics made. */
  private traceOf(tree: GameTree): Trace | null {
    const outcome = this.analyses.runOf(tree);
    return outcome.ok ? outcome.trace : null;
  }
}

const listOf = (edit: TextEdit | null): TextEdit[] => (edit ? [edit] : []);

export function toWorkspaceEdit(doc: vscode.TextDocument, edits: readonly TextEdit[]): vscode.WorkspaceEdit {
  const edit = new vscode.WorkspaceEdit();
  for (const e of edits) edit.replace(doc.uri, new vscode.Range(doc.positionAt(e.start), doc.positionAt(e.end)), e.text);
  return edit;
}
