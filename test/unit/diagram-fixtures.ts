/** Diagram models for the diagram tests (unit and browser): the course examples and random trees of a given size. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkText, diagramOf, run, type AlgorithmName, type DiagramModel, type GameTree } from '../../src/core';

export const EXAMPLES = join(__dirname, '..', '..', 'examples');

export function treeOf(text: string, index = 0): GameTree {
  const result = checkText(text);
  const errors = result.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((d) => d.message).join('\n'));
  const tree = result.trees[index]?.model;
  if (!tree) throw new Error(`no tree ${index}`);
  return tree;
}

/** The diagram of a tree after a run of its algorithm (or `algorithm`). */
export function diagramOfText(text: string, algorithm?: AlgorithmName): DiagramModel {
  const tree = treeOf(text);
  const outcome = run(tree, { algorithm });
  if (!outcome.ok) throw new Error(outcome.message);
  return diagramOf(tree, outcome.trace);
}

export const exampleText = (name: string): string => readFileSync(join(EXAMPLES, name), 'utf8');
export const diagramOfExample = (name: string, algorithm?: AlgorithmName): DiagramModel => diagramOfText(exampleText(name), algorithm);

/**
 * A random alpha-beta tree of exactly `size` nodes: 2–4 children per inner node,
 * filled level by level, leaves 0..20. `offset` shifts every payoff (same shape).
 */
export function randomTreeText(size: number, seed = 1, offset = 0): string {
  let s = seed;
  const random = (): number => (s = (Math.imul(s, 1103515245) + 12345) & 0x7fffffff) / 0x7fffffff;
  const children: number[][] = [[]];
  for (let next = 0, count = 1; count < size; next++) {
    const k = Math.min(2 + Math.floor(random() * 3), size - count);
    for (let j = 0; j < k; j++) {
      children.push([]);
      children[next].push(count++);
    }
  }
  const payoff = children.map(() => Math.floor(random() * 21) + offset);
  const print = (v: number): string => (children[v].length === 0 ? String(payoff[v]) : `[ ${children[v].map(print).join(' ')} ]`);
  return `tree "Random ${size}" {\n  algorithm: alphabeta\n  ${print(0)}\n}\n`;
}
