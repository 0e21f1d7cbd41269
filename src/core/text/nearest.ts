/**
 * The word of `choices` that `word` was most likely meant to be, for a "did you mean" in a
 * diagnostic: the same word written with other capitals, hyphens or underscores (`alpha-beta`,
 * `Algorithm`), else the one choice within a typo or two (`algoritm`); null when none is close
 * or two are equally close. `most` edits at the most: by default none in a word of three letters or
 * fewer, which is close to too many others; where only a few words fit (a node's kind), one.
 */
export function nearestWord(word: string, choices: readonly string[], most = Math.min(2, Math.floor(word.length / 4))): string | null {
  const plain = (s: string): string => s.toLowerCase().replace(/[-_\s]/g, '');
  const same = choices.filter((c) => plain(c) === plain(word));
  if (same.length === 1) return same[0];
  let best: string | null = null;
  let bestDistance = most + 1;
  let tie = false;
  for (const c of choices) {
    const d = editDistance(word.toLowerCase(), c.toLowerCase(), most);
    if (d < bestDistance) [best, bestDistance, tie] = [c, d, false];
    else if (d === bestDistance) tie = true;
  }
  return best !== null && !tie ? best : null;
}

/** Optimal string alignment distance (insertions, deletions, substitutions, swaps of neighbours), cut off above `most`. */
function editDistance(a: string, b: string, most: number): number {
  if (Math.abs(a.length - b.length) > most) return most + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1);
      row.push(d);
    }
    [before, previous] = [previous, row];
  }
  return previous[b.length];
}
