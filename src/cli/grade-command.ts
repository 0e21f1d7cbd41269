import { resolve } from 'node:path';
import { gradeClass, gradeCsv, jsonText, type Submission } from '../core';
import { UsageError, type ParsedArgs } from './args';
import { loadSubmissions, readOne } from './files';
import { gradeTable } from './grade-table';
import type { Output } from './output';
import { emitText } from './print-or-write';
import { writeFeedback } from './feedback';

/**
 * `gtree grade KEY FILES|FOLDER... [--json] [--csv OUT]`: every submission against the key, as
 * a table and a line per key tree of what the class got right. Exit 0 when grading ran (scores
 * are results, not failures), 2 when the key cannot grade (or the command line is wrong), 1
 * when the CSV cannot be written.
 */
export function gradeCommand(args: ParsedArgs, out: Output): number | Promise<number> {
  const [keyPath, ...paths] = args.positional;
  if (keyPath === undefined || paths.length === 0) throw new UsageError('grade needs the key and at least one submission (a file or a folder)');
  const keyFile = readOne(keyPath);
  if ('problem' in keyFile) {
    out.err(`${keyPath}: error: cannot read the key: ${keyFile.problem}`);
    return 2;
  }
  const feedback = args.flags.get('feedback');
  if (args.flags.has('reveal') && typeof feedback !== 'string')
    throw new UsageError('--reveal puts the right answers on the feedback sheets: add --feedback DIR');
  const key = { name: keyPath, text: keyFile.text };
  const submissions = submissionsIn(paths, keyPath, out);
  const outcome = gradeClass(key, submissions);
  if (!outcome.ok) {
    out.err(`${outcome.file}:${outcome.line}:${outcome.col}: error: ${outcome.message}`);
    out.err(`${outcome.file}: error: the key cannot grade: fix it first.`);
    return 2;
  }
  if (args.flags.has('json')) out.line(jsonText(outcome.grade));
  else for (const line of gradeTable(outcome.grade, outcome.classView)) out.line(line);
  const csv = args.flags.get('csv');
  const code = typeof csv === 'string' ? emitText(gradeCsv(outcome.grade), csv, out) : 0;
  if (typeof feedback !== 'string') return code;
  const items = outcome.grade.submissions.map((grade, i) => ({ grade, key, submission: sheetOf(submissions[i]) }));
  return writeFeedback(items, feedback, args.flags.has('reveal'), out).then((c) => Math.max(code, c));
}

/** A submission's text for its feedback ('' where it could not be read: such a sheet gets its summary only). */
const sheetOf = (s: Submission): { name: string; text: string } => ({ name: s.name, text: 'text' in s ? s.text : '' });

/**
 * The files to grade: each path, a folder standing for every file below it (sorted), the key
 * itself left out. A file that cannot be read is a submission (it shows as unreadable), one
 * that is not a sheet is skipped with why (files.ts); an empty folder is only said.
 */
function submissionsIn(paths: readonly string[], keyPath: string, out: Output): Submission[] {
  const key = resolve(keyPath);
  const submissions: Submission[] = [];
  for (const loaded of loadSubmissions(paths)) {
    if ('folder' in loaded) out.err(`gtree grade: ${loaded.folder}: ${loaded.problem}`);
    else if (resolve(loaded.name) !== key) submissions.push(loaded);
  }
  if (submissions.length === 0) throw new UsageError('no submissions to grade');
  return submissions;
}
