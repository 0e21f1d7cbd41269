import { decodeText, NOT_TEXT } from '../../text/decode';
import type { Submission } from './grade';
import { readSheet } from './sheet-trees';

/*
 * A file handed in, as the grader takes it: read as an editor would (decodeText), and every
 * file of a folder accounted for. A `.gtree` file is always a submission (unreadable, with why,
 * when it is not text). Another file is graded when it holds a tree whose meaning holds (a
 * sheet saved as `petar.txt`), with a note saying so; else it is skipped, with the reason.
 */

/** The files a folder's submissions are: a `.gtree` name, in any case. */
export const isGtreeName = (name: string): boolean => name.toLowerCase().endsWith('.gtree');

/** The note on a graded file not named `.gtree`. */
export const NOT_GTREE_NOTE = 'not a .gtree file, graded as one: it holds a tree';

/** A file's bytes as a submission named `name` (its path as the teacher knows it). */
export function submissionOf(name: string, bytes: Uint8Array): Submission {
  const decoded = decodeText(bytes);
  if (isGtreeName(name)) return decoded.ok ? { name, text: decoded.text } : { name, problem: decoded.message };
  if (!decoded.ok) return { name, skipped: decoded.binary ? `not a .gtree file and ${NOT_TEXT}` : `not a .gtree file, and ${decoded.message}` };
  if (readSheet(decoded.text).trees.some((t) => t.model !== null)) return { name, text: decoded.text, note: NOT_GTREE_NOTE };
  return { name, skipped: 'not a .gtree file, and no tree in it' };
}
