// Reads Stryker JSON reports (default: every reports/mutation/<area>/mutation.json) against the
// checked-in list of equivalent survivors (test/mutation/equivalents.json) and prints each survived or
// uncovered mutant that is not on it, with the score that leaves the listed ones out. Exit 1 when any.
//   node scripts/mutation-survivors.mjs [report.json ...]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
const LIST = join(ROOT, 'test/mutation/equivalents.json');
const UNDETECTED = new Set(['Survived', 'NoCoverage']);
const DETECTED = new Set(['Killed', 'Timeout']);

/** Whitespace runs as one space: the list's texts survive re-indentation and line shifts. */
export const squash = (text) => text.replace(/\s+/g, ' ').trim();

/**
 * A mutant as the list names it, without its line number: the text it replaces, its replacement,
 * the whole source line it starts on, and which occurrence of that text on the line it is
 * (0: the first), for a line such as `valueIfTerminal(child, ply + 1, …) ?? (yield search(child, ply + 1))`;
 * and which of the file's lines with that text it is on, for an entry (`line`) that names only
 * one of them where the same line is written twice (add's and mul's fast paths).
 */
export function identify(source, mutant) {
  const lines = source.split('\n');
  const { start, end } = mutant.location;
  const offsetOf = (at) => lines.slice(0, at.line - 1).reduce((n, l) => n + l.length + 1, 0) + at.column - 1;
  const raw = source.slice(offsetOf(start), offsetOf(end));
  const before = lines[start.line - 1].slice(0, start.column - 1);
  const context = squash(lines[start.line - 1]);
  return {
    mutator: mutant.mutatorName,
    original: squash(raw),
    replacement: squash(mutant.replacement ?? ''),
    context,
    occurrence: raw.length === 0 ? 0 : before.split(raw).length - 1,
    // Which of the file's lines with that same text it is on (0: the first), for an entry that names one of them.
    line: lines.slice(0, start.line - 1).filter((l) => squash(l) === context).length,
  };
}

const matches = (entry, file, id) =>
  entry.file === file &&
  entry.mutator === id.mutator &&
  squash(entry.original) === id.original &&
  squash(entry.replacement) === id.replacement &&
  squash(entry.context) === id.context &&
  (entry.occurrence ?? 0) === id.occurrence &&
  (entry.line === undefined || entry.line === id.line);

function reportsToRead(args) {
  if (args.length > 0) return args;
  const dir = join(ROOT, 'reports/mutation');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((area) => join(dir, area, 'mutation.json'))
    .filter(existsSync);
}

/** Prints the report's unlisted survivors and its scores; returns how many survivors are unlisted. */
export function readReport(path, list) {
  const report = JSON.parse(readFileSync(path, 'utf8'));
  const used = new Set();
  let unlisted = 0;
  const totals = { detected: 0, undetected: 0, equivalent: 0 };
  console.log(`\n${relative(process.cwd(), path)}`);
  for (const [file, { source, mutants }] of Object.entries(report.files)) {
    const counts = { detected: 0, undetected: 0, equivalent: 0 };
    for (const mutant of mutants) {
      if (DETECTED.has(mutant.status)) counts.detected++;
      if (!UNDETECTED.has(mutant.status)) continue;
      const id = identify(source, mutant);
      const entry = list.findIndex((e) => matches(e, file, id));
      if (entry >= 0) {
        used.add(entry);
        counts.equivalent++;
        continue;
      }
      counts.undetected++;
      unlisted++;
      const where = `${file}:${mutant.location.start.line}:${mutant.location.start.column}`;
      const nth = id.occurrence > 0 ? ` (occurrence ${id.occurrence} on the line)` : '';
      console.log(`  ${mutant.status.padEnd(10)} ${where} ${id.mutator}: ${id.original} → ${id.replacement}${nth}`);
      console.log(`             in: ${id.context}`);
    }
    const scored = counts.detected + counts.undetected;
    const score = scored === 0 ? 100 : (100 * counts.detected) / scored;
    console.log(
      `  ${file}: ${counts.detected} detected, ${counts.undetected} unlisted survivors, ${counts.equivalent} equivalent; score without equivalents ${score.toFixed(1)} %`,
    );
    for (const key of Object.keys(totals)) totals[key] += counts[key];
  }
  const scored = totals.detected + totals.undetected;
  console.log(
    `  all: ${totals.detected} detected, ${totals.undetected} unlisted, ${totals.equivalent} equivalent; score without equivalents ${(scored === 0 ? 100 : (100 * totals.detected) / scored).toFixed(1)} %`,
  );
  const files = new Set(Object.keys(report.files));
  const stale = list.filter((e, i) => files.has(e.file) && !used.has(i));
  for (const e of stale)
    console.log(
      `  (listed but not among this report's survivors: ${e.file} ${e.mutator} ${squash(e.original)} → ${squash(e.replacement)} in: ${squash(e.context)})`,
    );
  return unlisted;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const list = JSON.parse(readFileSync(LIST, 'utf8')).equivalents;
  const paths = reportsToRead(process.argv.slice(2));
  if (paths.length === 0) {
    console.error('No mutation report: run `npm run mutate` (or `npm run mutate -- <area>`) first.');
    process.exit(1);
  }
  const unlisted = paths.reduce((n, p) => n + readReport(p, list), 0);
  if (unlisted > 0) console.log(`\n${unlisted} survivor(s) neither killed nor listed as equivalent in test/mutation/equivalents.json.`);
  process.exit(unlisted > 0 ? 1 : 0);
}
