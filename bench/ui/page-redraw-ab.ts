/**
 * The values-only redraw of two checkouts' diagram pages, side by side in one Chromium: each
 * checkout's page (as its browser tests serve it, from its own dist/webview) and its own core's
 * diagrams of the same trees, redrawn in alternation (A B, B A, …) so that a drift of the
 * machine favours neither. Prints each side's median and quartiles and the median of the
 * paired ratios B / A (below 1: B is faster), for two figures: the page's own (from the decoded
 * message to the drawing in the DOM: its script's work) and the student's (from the message
 * posted to the first frame painted after the page changed the drawing: the browser's style,
 * layout and paint of it included, the larger part at this size).
 *
 *   flock /tmp/gtree-vscode.lock npx tsx bench/ui/page-redraw-ab.ts BASE_DIR [SIZE] [RUNS]
 *
 * With GTREE_AB_RESHAPE=1 every diagram is a new shape (a new root label), drawn anew rather than redrawn.
 *
 * BASE_DIR is a checkout of the base with its page built (see docs/performance.md); B is this one.
 */
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { HarnessWindow } from '../../test/browser/harness';
import { treeText } from './trees';

declare const window: HarnessWindow;

interface Side {
  readonly name: string;
  readonly diagrams: unknown[];
  readonly harness: {
    serve(): Promise<import('node:http').Server>;
    show(page: unknown, diagram: unknown): Promise<{ laidOut: boolean; timing: { ms: number } }>;
    launchChromium(): Promise<import('playwright-core').Browser>;
  };
}

const [baseDir, sizeArg, runsArg] = process.argv.slice(2);
const reshape = process.env.GTREE_AB_RESHAPE === '1';
if (!baseDir) throw new Error('usage: page-redraw-ab.ts BASE_DIR [SIZE] [RUNS]');
const size = Number(sizeArg ?? 1000);
const runs = Number(sizeArg === undefined ? 40 : (runsArg ?? 40));

async function sideOf(name: string, dir: string): Promise<Side> {
  const core = await import(resolve(dir, 'src/core/index.ts'));
  const fixtures = await import(resolve(dir, 'test/unit/diagram-fixtures.ts'));
  const harness = await import(resolve(dir, 'test/browser/harness.ts'));
  const diagramOfSeed = (seed: number): unknown => {
    const tree = fixtures.treeOf(treeText(size, seed, reshape ? `Root${seed}` : 'Root'));
    const outcome = core.run(tree, {});
    if (!outcome.ok) throw new Error(outcome.message);
    return core.diagramOf(tree, outcome.trace);
  };
  return { name, harness, diagrams: [diagramOfSeed(7), ...Array.from({ length: runs }, (_, i) => diagramOfSeed(1000 + i))] };
}

/**
 * Installed once in a page: notes when a message is posted to it, and, once a task of the page has changed the DOM,
 * when the frame after that task is painted (a task queued from an animation frame runs after its paint).
 * Evaluated as text: a function passed to evaluate would carry the bundler's helpers, which the page lacks.
 */
const PAINT_PROBE = `(() => {
  const w = window;
  const post = w.postMessage.bind(w);
  w.postMessage = (message, target) => {
    w.paintedMs = 0;
    const posted = performance.now();
    const observer = new MutationObserver(() => {
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => (w.paintedMs = performance.now() - posted)));
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    post(message, target);
  };
})()`;

const quantile = (xs: number[], q: number): number => [...xs].sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))];

async function main(): Promise<void> {
  const sides = [await sideOf('base', baseDir), await sideOf('this', resolve(__dirname, '..', '..'))];
  const browser = await sides[1].harness.launchChromium();
  const servers = await Promise.all(sides.map((s) => s.harness.serve()));
  try {
    const pages = await Promise.all(
      servers.map(async (server, k) => {
        const page = await browser.newPage({ viewport: { width: 1100, height: 700 } });
        await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/?theme=vscode-dark`);
        await page.waitForFunction(() => window.posted.some((m) => m.type === 'ready'));
        await sides[k].harness.show(page, sides[k].diagrams[0]);
        await page.evaluate(PAINT_PROBE);
        return page;
      }),
    );
    const times: number[][] = [[], []];
    const painted: number[][] = [[], []];
    for (let i = 1; i <= runs; i++) {
      const order = i % 2 === 1 ? [0, 1] : [1, 0];
      for (const k of order) {
        const drawn = await sides[k].harness.show(pages[k], sides[k].diagrams[i]);
        if (drawn.laidOut !== reshape)
          throw new Error(`${sides[k].name}: ${reshape ? 'a new shape was not laid out' : 'a values-only redraw laid the tree out again'}`);
        times[k].push(drawn.timing.ms);
        await pages[k].waitForFunction('window.paintedMs > 0', undefined, { polling: 5 });
        painted[k].push(await pages[k].evaluate('window.paintedMs'));
        await pages[k].waitForTimeout(100); // the next redraw starts on a quiet page
      }
    }
    for (const [what, figures] of [
      ["the page's script (decoded message → drawing in the DOM)", times],
      ['posted → the frame painted', painted],
    ] as const) {
      console.log(what);
      for (const [k, side] of sides.entries())
        console.log(
          `  ${side.name}: median ${quantile(figures[k], 0.5).toFixed(1)} ms (quartiles ${quantile(figures[k], 0.25).toFixed(1)}–${quantile(figures[k], 0.75).toFixed(1)})`,
        );
      const ratios = figures[1].map((t, i) => t / figures[0][i]);
      console.log(
        `  ${size} nodes, ${runs} redraws a side: this / base, median of the paired ratios ${quantile(ratios, 0.5).toFixed(2)} (quartiles ${quantile(ratios, 0.25).toFixed(2)}–${quantile(ratios, 0.75).toFixed(2)})`,
      );
    }
  } finally {
    await browser.close();
    for (const server of servers) server.close();
  }
}

void main();
