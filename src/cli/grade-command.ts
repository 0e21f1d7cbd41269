import { resolve } from 'node:path';
import { gradeCourse, gradebookCsv, gradeCsv, jsonText, type SheetText, type Submission } from '../core';
import { UsageError, type ParsedArgs } from './args';
import { isFolder, loadFiles, loadSubmissions } from './files';
import { gradeTable } from './grade-table';
import type { Output } from './output';
import { emitText } from './print-or-write';
import { writeFeedback } from './feedback';

/**
 * `gtree grade KEYS... FILES|FOLDER... [--json] [--csv OUT] [--gradebook OUT] [--feedback DIR [--reveal]]`:
 * every submission
 * against the key of its variant, as a table, a line per variant's key tree of what its class
 * got right, and what kinds of step the course missed. Exit 0 when grading ran (scores are
 * results, not failures), 2 when a key cannot grade (or the command line is wrong), 1 when a
 * CSV cannot be written.
 */
export function gradeCommand(args: ParsedArgs, out: Output): number | Promise<number> {
  const { keys: keyPaths, rest: paths } = splitKeys(args.positional);
  if (keyPaths.length === 0 || paths.length === 0)
    throw new UsageError('grade needs the key (or a folder of keys) and at least one submission (a file or a folder)');
  const feedback = args.flags.get('feedback');
  if (args.flags.has('reveal') && typeof feedback !== 'string')
    throw new UsageError('--reveal puts the right answers on the feedback sheets: add --feedback DIR');
  const keys = readKeys(keyPaths, out);
  if (typeof keys === 'number') return keys;
  const submissions = submissionsIn(paths, keys, out);
  const outcome = gradeCourse(keyPaths.join(', '), keys, submissions);
  if (!outcome.ok) {
    out.err(`${outcome.file}:${outcome.line}:${outcome.col}: error: ${outcome.message}`);
    out.err(`${outcome.file}: error: the key cannot grade: fix it first.`);
    return 2;
  }
  if (args.flags.has('json')) out.line(jsonText(outcome.grade));
  else for (const line of gradeTable(outcome.grade, outcome.variants, outcome.kinds)) out.line(line);
  let code = 0;
  const csv = args.flags.get('csv');
  if (typeof csv === 'string') code = Math.max(code, emitText(gradeCsv(outcome.grade), csv, out));
  const gradebook = args.flags.get('gradebook');
  if (typeof gradebook === 'string') code = Math.max(code, emitText(gradebookCsv(outcome.grade), gradebook, out));
  if (typeof feedback !== 'string') return code;
  // Each sheet's feedback against the key it was graded by (its variant's; a stray was graded against the first).
  const graders = outcome.variants.map((v) => v.key);
  const keyOf = (file: string | null) => graders.find((k) => k.file === file) ?? graders[0];
  const items = outcome.sheets.map((graded) => ({ graded, key: keyOf(graded.grade.key) }));
  return writeFeedback(items, feedback, args.flags.has('reveal'), out).then((c) => Math.max(code, c));
}

/**
 * The keys are the first argument (a key, or a folder of keys) and the `.key.gtree` files right
 * after it (`gtree grade a.key.gtree b.key.gtree class/`); the rest are submissions.
 */
function splitKeys(positional: readonly string[]): { keys: string[]; rest: string[] } {
  if (positional.length === 0) return { keys: [], rest: [] };
  let n = 1;
  while (n < positional.length - 1 && /\.key\.gtree$/i.test(positional[n]) && !isFolder(positional[n])) n++;
  return { keys: positional.slice(0, n), rest: positional.slice(n) };
}

/**
 * Every key's text. A folder of keys stands for its `.key.gtree` files, or, with none, for its
 * `.gtree` files (a folder of exercises, or of the sheets `--variants` wrote). A key that cannot
 * be read exits 2.
 */
function readKeys(paths: readonly string[], out: Output): SheetText[] | number {
  const keys: SheetText[] = [];
  for (const path of paths) {
    const loaded = loadFiles([path]);
    const solved = loaded.filter((f) => /\.key\.gtree$/i.test(f.path));
    for (const file of isFolder(path) && solved.length > 0 ? solved : loaded) {
      if ('problem' in file) {
        out.err(`${file.path}: error: cannot read the key: ${file.problem}`);
        return 2;
      }
      keys.push({ name: file.path, text: file.text });
    }
  }
  return keys;
}

/**
 * The files to grade: each path, a folder standing for every file below it (sorted), the keys
 * left out. A file that cannot be read is a submission (it shows as unreadable), one that is not
 * a sheet is skipped with why (files.ts); an empty folder is only said.
 */
function submissionsIn(paths: readonly string[], keys: readonly SheetText[], out: Output): Submission[] {
  const keyFiles = new Set(keys.map((k) => resolve(k.name)));
  const submissions: Submission[] = [];
  for (const loaded of loadSubmissions(paths)) {
    if ('folder' in loaded) out.err(`gtree grade: ${loaded.folder}: ${loaded.problem}`);
    else if (!keyFiles.has(resolve(loaded.name))) submissions.push(loaded);
  }
  if (submissions.length === 0) throw new UsageError('no submissions to grade');
  return submissions;
}
