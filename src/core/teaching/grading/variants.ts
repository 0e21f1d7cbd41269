import type { TreeSyntax } from '../../language/syntax';
import type { GameTree } from '../../model/model';
import { word } from '../../output/write-gtree';
import { checkText } from '../checking/check';
import { applyEdits, type TextEdit } from '../checking/fixes';

/*
 * A variant's identity: the `variant:` setting that `gtree new random --variants` and
 * `gtree blank` write into each tree. A search never reads it; grading matches a submission
 * with the key of the same variant, so a student who edits a given is still graded against
 * their own exercise (and told what they changed), not against whichever key is nearest.
 */

/** The variant a tree is (its `variant:` setting), or null: for printing it on a sheet. */
export const treeVariant = (tree: GameTree): string | null => tree.settings.variant;

/** The `variant:` a tree's text writes, read from its syntax: a sheet whose meaning does not hold still says which variant it is. */
export function writtenVariant(syntax: TreeSyntax): string | null {
  const line = syntax.settings.find((s) => s.key.text === 'variant');
  return line?.values.length === 1 ? line.values[0].text : null;
}

/**
 * The text with `variant: ID` as the first setting of each tree that has none (indented as the
 * line it goes before); a tree that says its variant keeps it. A text with a tree that does
 * not check is returned as it is.
 */
export function withVariant(text: string, id: string): string {
  const result = checkText(text);
  const edits: TextEdit[] = [];
  for (const { syntax, model } of result.trees) {
    if (!model || writtenVariant(syntax) !== null) continue;
    const before = syntax.settings[0]?.start ?? model.root.syntax.start;
    const lineStart = text.lastIndexOf('\n', before - 1) + 1;
    const indent = /^[ \t]*/.exec(text.slice(lineStart, before))![0];
    const eol = text.includes('\r\n') ? '\r\n' : '\n';
    edits.push({ start: lineStart, end: lineStart, text: `${indent}variant: ${word(id)}${eol}` });
  }
  return edits.length === 0 ? text : applyEdits(text, edits);
}

/** A variant's name from a file's: its stem (`sheets/vezba-3.key.gtree` → `vezba-3`). */
export function variantOfFile(file: string): string {
  const base = file.slice(Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\')) + 1);
  const stem = base.replace(/(\.key)?\.gtree$/i, '');
  return stem === '' ? base : stem;
}
