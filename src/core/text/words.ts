/** A count and its noun, the noun in the plural unless the count is one: "1 cut", "3 points", "0 leaves" is not this (regular plurals only). */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
