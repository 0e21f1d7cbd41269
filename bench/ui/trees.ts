// Benchmark trees as .gtree text (no vscode import: usable from Node too).

/** A tree of exactly `count` nodes (the root labelled `rootLabel`), filled level by level with up to three children each, MAX at the root. */
export function treeText(count: number, seed: number, rootLabel: string): string {
  let state = seed;
  const random = (): number => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) % 100;
  const children: number[][] = [[]];
  for (let next = 1, parent = 0; next < count; next++) {
    if (children[parent].length === 3) parent++;
    children[parent].push(next);
    children.push([]);
  }
  const write = (id: number): string => (children[id].length === 0 ? String(random()) : `[ ${children[id].map(write).join(' ')} ]`);
  return `tree "bench ${count}" {\n  algorithm: alphabeta\n  ${rootLabel} ${write(0)}\n}\n`;
}
