import type { GameTree } from '../model';

/** Every node's child ids, packed: children of node i are ids[start[i] .. start[i + 1]). */
export interface ChildIds {
  readonly start: Int32Array;
  readonly ids: Int32Array;
}

const cache = new WeakMap<GameTree, ChildIds>();

/**
 * Child ids in one flat array, built once per tree: summaries of a run read them
 * sequentially instead of chasing node objects spread over the heap.
 */
export function childIds(tree: GameTree): ChildIds {
  let packed = cache.get(tree);
  if (!packed) {
    const nodes = tree.nodes;
    const start = new Int32Array(nodes.length + 1);
    for (let i = 0; i < nodes.length; i++) start[i + 1] = start[i] + nodes[i].children.length;
    const ids = new Int32Array(start[nodes.length]);
    for (let i = 0; i < nodes.length; i++) {
      const children = nodes[i].children;
      for (let k = 0; k < children.length; k++) ids[start[i] + k] = children[k].id;
    }
    packed = { start, ids };
    cache.set(tree, packed);
  }
  return packed;
}
