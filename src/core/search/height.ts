import type { GameNode, GameTree } from '../model/model';

const heights = new WeakMap<GameTree, number>();

/** The tree's height: the deepest node's depth, a reference counting its anchor's subtree (iterative deepening goes down to it). */
export function treeHeight(tree: GameTree): number {
  let h = heights.get(tree);
  if (h === undefined) {
    h = 0;
    // By id through lent nodes: a walk of a big tree makes no object per node.
    const references: [number, GameNode][] = [];
    for (let id = 0; id < tree.size; id++) {
      const n = tree.reusedNode(id);
      if (n.depth > h) h = n.depth;
      if (n.target) references.push([n.depth, n.target]);
    }
    // A reference below the deepest anchor adds the anchor's subtree height.
    for (const [depth, anchor] of references) h = Math.max(h, depth + subtreeHeight(anchor));
    heights.set(tree, h);
  }
  return h;
}

function subtreeHeight(node: GameNode): number {
  let best = 0;
  const stack: [GameNode, number][] = [[node, 0]];
  while (stack.length) {
    const [n, d] = stack.pop()!;
    if (d > best) best = d;
    for (const c of n.children) stack.push([c, d + 1]);
  }
  return best;
}
