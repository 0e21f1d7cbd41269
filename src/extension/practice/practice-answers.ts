import * as vscode from 'vscode';
import { answerCursor, answerEdits, markEdit, moveChild, type AnswerEdits, type AnswerField, type TextEdit } from '../../core';
import type { FromWebview } from '../../shared/messages';
import type { Analyses } from '../host/analysis';

type AnswerMessage = Extract<FromWebview, { type: 'answer' } | { type: 'mark' }>;

/** Why an answer was not written, and the field of the diagram's form it is about (null: the answer as a whole). */
export interface Refusal {
  readonly message: string;
  readonly field: AnswerField | null;
}

/**
 * Writes an answer given in the diagram into the text, the only truth: `=v <α, β>` in the
 * node's head, or a cut mark on its edge, as one undo step. Null when written (or nothing was
 * to change); else what was wrong, the file unchanged.
 */
export async function writeAnswer(analyses: Analyses, doc: vscode.TextDocument, treeIndex: number, message: AnswerMessage): Promise<Refusal | null> {
  const tree = analyses.of(doc).trees[treeIndex]?.model;
  const node = tree?.allNodes()[message.node];
  if (!tree || !node) return { message: 'The tree has changed: answer again on the diagram as it is now.', field: null };
  const text = doc.getText();
  const result: AnswerEdits =
    message.type === 'answer'
      ? answerEdits(tree, node, text, { value: message.value, alpha: message.alpha, beta: message.beta, condition: message.condition })
      : markEdit(node, text, message.mark);
  if (!result.ok) return { message: result.message, field: result.field ?? null };
  if (result.edits.length > 0 && !(await editAsOneStep(doc, result.edits)))
    return { message: 'VS Code did not take the edit (is the file read-only?).', field: null };
  return null;
}

/**
 * Moves a node among its siblings from the diagram (the ordering exercise), as one undo step:
 * its id once moved and what to say, or why not (the file unchanged).
 */
export async function moveNode(
  analyses: Analyses,
  doc: vscode.TextDocument,
  treeIndex: number,
  message: Extract<FromWebview, { type: 'move' }>,
): Promise<{ readonly node: number; readonly said: string } | { readonly refused: string }> {
  const node = analyses.of(doc).trees[treeIndex]?.model?.allNodes()[message.node];
  if (!node) return { refused: 'The tree has changed: move the node again on the diagram as it is now.' };
  const moved = moveChild(node, doc.getText(), treeIndex, message.by);
  if (!moved.ok) return { refused: moved.message };
  if (!(await editAsOneStep(doc, [moved.edit]))) return { refused: 'VS Code did not take the edit (is the file read-only?).' };
  return { node: moved.node, said: moved.said };
}

/**
 * Undo or redo in the document from its diagram: VS Code's `undo` and `redo` work on the focused
 * editor, so its editor takes the focus for the command and the diagram takes it back after
 * (the page puts it on the node it was on). Under load the command can run before the focus
 * has moved (a CI run once saw Ctrl+Z change nothing): when the document did not change, it is
 * asked again, a few times, with the focus given to the editor again.
 */
export async function undoInEditor(doc: vscode.TextDocument, action: 'undo' | 'redo', refocus: () => void): Promise<void> {
  const visible = vscode.window.visibleTextEditors.find((e) => e.document === doc);
  try {
    for (let attempt = 0; attempt < UNDO_ATTEMPTS; attempt++) {
      if (attempt > 0) await new Promise((settle) => setTimeout(settle, 100 * attempt));
      const before = doc.version;
      await vscode.window.showTextDocument(doc, { viewColumn: visible?.viewColumn ?? vscode.ViewColumn.One, preserveFocus: false });
      await vscode.commands.executeCommand(action);
      if (doc.version !== before) return;
    }
  } finally {
    refocus();
  }
}

/** Bounded: VS Code does not say whether its undo stack is empty, when asking again is in vain. */
const UNDO_ATTEMPTS = 4;

/**
 * Applies edits as one undo step of their own: in the document's editor when one is visible
 * (an undo stop before and after, so Ctrl+Z takes back this answer and no other), else as a
 * workspace edit.
 */
async function editAsOneStep(doc: vscode.TextDocument, edits: readonly TextEdit[]): Promise<boolean> {
  const range = (e: TextEdit): vscode.Range => new vscode.Range(doc.positionAt(e.start), doc.positionAt(e.end));
  const editor = vscode.window.visibleTextEditors.find((e) => e.document === doc);
  if (editor) {
    return editor.edit((builder) => edits.forEach((e) => builder.replace(range(e), e.text)), { undoStopBefore: true, undoStopAfter: true });
  }
  const edit = new vscode.WorkspaceEdit();
  for (const e of edits) edit.replace(doc.uri, range(e), e.text);
  return vscode.workspace.applyEdit(edit);
}

/**
 * Shows a node in its document's editor with the cursor on its first blank (else its label) and
 * nothing selected, so that typing answers there instead of overwriting the node. `focus`
 * moves the keyboard to the editor; without it the diagram keeps it.
 */
export async function revealNode(analyses: Analyses, doc: vscode.TextDocument, treeIndex: number, id: number, focus: boolean): Promise<void> {
  const node = analyses.of(doc).trees[treeIndex]?.model?.allNodes()[id];
  if (!node) return;
  const at = doc.positionAt(answerCursor(node, doc.getText()));
  const visible = vscode.window.visibleTextEditors.find((e) => e.document === doc);
  // Never as a preview tab: it would take the place of another editor's preview tab in that group.
  const editor = await vscode.window.showTextDocument(doc, { viewColumn: visible?.viewColumn ?? vscode.ViewColumn.One, preserveFocus: !focus, preview: false });
  editor.selection = new vscode.Selection(at, at);
  editor.revealRange(new vscode.Range(at, at), vscode.TextEditorRevealType.InCenterIfOutsideViewport);
}
