/**
 * A readable difference between an expected and an actual text, for a failing golden test: the
 * lines they share at the start and end are left out, the rest is shown as `-` (expected) and
 * `+` (actual) lines with a few lines of context and their line numbers, cut to `limit` lines,
 * under the nearest line before them that matches `section` (the command a golden file's part is of).
 * Not a minimal diff: the changed middle is shown whole, which is what a reader of one changed
 * output wants.
 */
export function lineDiff(expected: string, actual: string, context = 3, limit = 80, section?: RegExp): string {
  const a = expected.split('\n');
  const b = actual.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const from = Math.max(0, start - context);
  // The heading (a line matching `section`) the first difference is under, to say where it is.
  let heading = '';
  for (let i = Math.min(start, a.length - 1); section && i >= 0 && !heading; i--) if (section.test(a[i])) heading = ` in ${a[i]}`;
  const out = [`@@ expected lines ${start + 1}–${endA}, actual lines ${start + 1}–${endB}${heading} @@`];
  for (let i = from; i < start; i++) out.push(`  ${a[i]}`);
  for (let i = start; i < endA; i++) out.push(`- ${a[i]}`);
  for (let i = start; i < endB; i++) out.push(`+ ${b[i]}`);
  for (let i = endA; i < Math.min(a.length, endA + context); i++) out.push(`  ${a[i]}`);
  if (out.length <= limit) return out.join('\n');
  return [...out.slice(0, limit), `… ${out.length - limit} more lines of the difference`].join('\n');
}
