// `gtree export --format svg` in-process: ELK's layout, the drawing into svg-lite and the
// serialization, for trees of 100 and 1 000 nodes (ELK's first run, which warms it up, untimed).
// Figures only: nothing here asserts on timings.
import { diagramSvg } from '../src/cli/diagram-svg';
import { checkText, diagramOf, run } from '../src/core';
import { treeText } from './ui/trees';
import { median } from './stats';

const SIZES = [100, 1_000];
const RUNS = 5;

export async function benchSvg(): Promise<void> {
  console.log(`\n== svg: a diagram as SVG in Node (layout, draw, serialize; median of ${RUNS}) ==`);
  for (const size of SIZES) {
    const tree = checkText(treeText(size, 2, 'Root')).trees[0].model!;
    const outcome = run(tree);
    if (!outcome.ok) throw new Error(outcome.message);
    const diagram = diagramOf(tree, outcome.trace);
    let svg = await diagramSvg(diagram);
    const ms: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      svg = await diagramSvg(diagram);
      ms.push(performance.now() - start);
    }
    console.log(`${String(size).padStart(5)} nodes: ${median(ms).toFixed(0).padStart(5)} ms, ${(svg.length / 1024).toFixed(0)} KiB`);
  }
}
