/**
 * Text pasted from lecture slides and from gtree's own output parses: the minus sign `−`
 * (U+2212) reads as `-` in numbers and windows, `∞` as `inf`, and every Unicode space
 * (no-break, figure, narrow no-break, thin…) separates items. The round trips below copy
 * the numbers from each of gtree's outputs — the diagram model, the SVG export, the TikZ
 * export and `gtree run`'s text — write them back into the tree as answers and payoffs, and
 * check that the pasted tree parses clean and its answers agree with the run.
 */
import { strict as assert } from 'node:assert';
import { diagramSvg, diagramTikz } from '../../src/cli/diagram-svg';
import { traceTextLines } from './cli-helpers';
import {
  answerDiagnostics,
  checkText,
  cmp,
  diagramOf,
  numOf,
  rational,
  run,
  toNumber,
  type GameNode,
  type GameTree,
  type Num,
  type Trace,
} from '../../src/core';
import { diagnostics, lines } from './helpers';
import { exampleText, treeOf } from './diagram-fixtures';
import { nodeRecord } from './search-helpers';

/** The spaces a PDF viewer or a web page puts into copied text, and plain ones. */
const SPACES = [' ', '\u00a0', '\u2007', '\u202f', '\u2009', '\u3000'];

/** What one output says about a node: its value and window as written there, and its cut mark (0, 1 or 2 strokes). */
interface Copied {
  readonly value: string | null;
  readonly window: readonly [string, string] | null;
  readonly cut: number;
}

/**
 * The tree written again from copied text: each leaf its copied payoff, each inner node its
 * copied value and window as answers, the cut marks as copied; tokens separated by the
 * spaces above in turn (so every kind appears between every kind of token).
 */
function pasted(tree: GameTree, payoffOf: (leaf: GameNode) => string, copied: (node: GameNode) => Copied): string {
  let k = 0;
  const space = (): string => SPACES[k++ % SPACES.length];
  const write = (node: GameNode): string => {
    const c = copied(node);
    const cut = c.cut === 2 ? '//' : c.cut === 1 ? '/' : '';
    if (node.children.length === 0) return cut + payoffOf(node);
    const parts = [`${cut}N${node.id}`];
    if (c.value !== null) parts.push(`=${c.value}`);
    if (c.window) parts.push(`<${c.window[0]},${space()}${c.window[1]}>`);
    parts.push('[', ...node.children.map(write), ']');
    return parts.join(space());
  };
  return lines(`tree {`, `  algorithm:${space()}${tree.settings.algorithm}`, `  ${write(tree.root)}`, `}`);
}

/** The pasted tree parses without a problem, has the original payoffs, and its answers are the run's. */
function assertRoundTrip(original: Trace, text: string): void {
  const result = checkText(text);
  assert.deepEqual(
    result.diagnostics.filter((d) => d.severity !== 'information').map((d) => `${d.code}: ${d.message}`),
    [],
    text,
  );
  const tree = result.trees[0].model!;
  assert.deepEqual(
    tree.allNodes().map((n) => n.payoff),
    original.tree.allNodes().map((n) => n.payoff),
  );
  let answers = 0;
  for (const node of tree.allNodes()) {
    const r = nodeRecord(original, original.tree.allNodes()[node.id]);
    const value = node.syntax.value;
    if (node.children.length > 0 && value && 'value' in value) {
      assert.equal(cmp(numOf(value), r.value as Num), 0, `the value of N${node.id}`);
      answers++;
    }
    const window = node.syntax.rare.window;
    if (window) assert.deepEqual([window.alpha.value, window.beta.value], [toNumber(r.alpha!), toNumber(r.beta!)], `the window of N${node.id}`);
  }
  assert.ok(answers > 0, 'some answers were pasted');
  assert.deepEqual(
    answerDiagnostics(result.trees, { reveal: true }).map((d) => d.message),
    [],
  );
}

/** A tree with negative integers, decimals and fractions, negative windows and a cut. */
const NEGATIVE = lines('tree {', '  algorithm: alphabeta', '  A [ B [ -3 -5/2 ] C [ -7 -1 ] D [ -1/2 -2.5 4 ] ]', '}');
const TREES = [
  { what: 'alpha-beta on negative payoffs', text: NEGATIVE },
  { what: 'negascout with re-searches and null-window cuts', text: exampleText('negascout-borba-veverica.gtree') },
];

function traceOf(text: string): Trace {
  const outcome = run(treeOf(text));
  assert.ok(outcome.ok);
  return outcome.trace;
}

/** Payoffs as the diagram writes them before a run (a leaf shows its payoff, with the typeset minus). */
function diagramPayoffs(tree: GameTree): (leaf: GameNode) => string {
  const before = diagramOf(tree, null);
  return (leaf) => before.nodes[leaf.id].value!.text;
}

describe('pasted text', () => {
  describe('parses what slides write', () => {
    it('reads U+2212 as a minus in payoffs, answers, estimates, tuples and settings', () => {
      assert.deepEqual(diagnostics('A [ 3 −1 8 ]'), []);
      assert.deepEqual(
        treeOf('A [ 3 −1 −2.5 −5/2 ]')
          .allNodes()
          .map((n) => n.payoff),
        [null, 3, -1, rational(-5n, 2n), rational(-5n, 2n)],
      );
      const tree = treeOf(lines('algorithm: alphabeta', 'guess: −2', 'depth: 1', 'A =−1 <−inf, ∞> [ B ~−3 [ 1 2 ] −1 ]'));
      assert.equal(tree.settings.guess, -2);
      assert.equal(tree.allNodes()[1].estimate, -3);
      assert.deepEqual(treeOf('players: P Q R\nA [ (3, −1, −2) (0, 0, 0) ]').allNodes()[1].payoffs, [3, -1, -2]);
    });

    it('reads −inf, −∞, +∞ and ∞ as infinities in windows and the window setting', () => {
      const tree = treeOf(lines('window: [−∞, +∞]', 'A <−inf, ∞> [ B <−∞, +∞> [ 1 ] 2 ]'));
      assert.deepEqual(tree.settings.window, [-Infinity, Infinity]);
      const windows = tree
        .allNodes()
        .filter((n) => n.syntax.rare.window)
        .map((n) => [n.syntax.rare.window!.alpha.value, n.syntax.rare.window!.beta.value]);
      assert.deepEqual(windows, [
        [-Infinity, Infinity],
        [-Infinity, Infinity],
      ]);
      assert.deepEqual(treeOf('window: [−inf, 5]\nA [ 1 2 ]').settings.window, [-Infinity, 5]);
    });

    it('treats every Unicode space as a space', () => {
      for (const space of ['\u00a0', '\u2007', '\u202f', '\u2009', '\u2002', '\u200a', '\u205f', '\u3000', '\u1680', '\u0085', '\u2028', '\u000b', '\f']) {
        const text = ['A', '[', 'a', '->', 'B', '[', '3', '−1', ']', 'C', '=2', '[', '2', '4', ']', ']'].join(space);
        assert.deepEqual(diagnostics(text), [], JSON.stringify(space));
        assert.deepEqual(
          treeOf(text)
            .allNodes()
            .map((n) => n.payoff),
          [null, null, 3, -1, null, 2, 4],
        );
      }
    });

    it('does not take an invisible zero-width space for a space: the tree would change unseen', () => {
      assert.deepEqual(
        diagnostics('A [ 1\u200b2 ]').map((d) => `${d.code}@${d.range}`),
        ['invalid-character@1:6-1:7'],
      );
    });

    it('keeps every range exact (UTF-16 columns, as VS Code counts them) after pasted spaces and minus signs', () => {
      // A, U+00A0, [, U+2009, −1, U+202F, $: the '$' is the 8th UTF-16 unit of the line.
      assert.deepEqual(
        diagnostics('A\u00a0[\u2009−1\u202f$ 2 ]').map((d) => `${d.code}@${d.range}`),
        ['invalid-character@1:8-1:9'],
      );
      assert.deepEqual(
        diagnostics('A\u00a0[\u2009−1e5\u202f2 ]').map((d) => `${d.code}@${d.range} ${d.message}`),
        ["bad-number@1:5-1:9 '−1e5' is not a number: write digits with an optional decimal part (3, -2, 0.5), a fraction (4/6) or a percentage (25%)."],
      );
      const wrong = checkText('algorithm: alphabeta\nA\u00a0=−4\u2007[\u00a03\u202f−1 ]');
      const answers = answerDiagnostics(wrong.trees, { reveal: true });
      assert.equal(answers.length, 1);
      const at = wrong.lines.position(answers[0].span.start);
      const end = wrong.lines.position(answers[0].span.end);
      assert.deepEqual([at.line, at.character, end.character], [1, 3, 5], 'the −4 of =−4: line 2, columns 4–5');
    });

    it('says what is wrong with a minus sign or ∞ where no number may stand', () => {
      assert.deepEqual(
        diagnostics('A [ 1 − 2 ]').map((d) => `${d.code}@${d.range}`),
        ['invalid-character@1:7-1:8'],
      );
      assert.deepEqual(
        diagnostics('A [ 1 ∞ ]').map((d) => `${d.code}@${d.range}: ${d.message}`),
        ["unexpected-token@1:7-1:8: Unexpected '∞': infinities are allowed only in windows ('<-inf, 3>') and the window setting, never as payoffs."],
      );
      assert.deepEqual(
        diagnostics('A =−∞ [ 1 2 ]').map((d) => d.code),
        ['inf-payoff'],
      );
    });
  });

  describe("parses gtree's own output pasted back", () => {
    for (const { what, text } of TREES) {
      it(`the diagram's values and windows (${what})`, () => {
        const trace = traceOf(text);
        const diagram = diagramOf(trace.tree, trace);
        const copied = (node: GameNode): Copied => {
          const d = diagram.nodes[node.id];
          return { value: d.visits > 0 ? (d.value?.text ?? null) : null, window: d.window ? [d.window.alpha, d.window.beta] : null, cut: d.cut };
        };
        const out = pasted(trace.tree, diagramPayoffs(trace.tree), copied);
        assert.match(out, /−/, 'the diagram writes the minus sign');
        assertRoundTrip(trace, out);
      });

      it(`the SVG export's texts (${what})`, async () => {
        const trace = traceOf(text);
        const svg = await diagramSvg(diagramOf(trace.tree, trace));
        const nodes = new Map<number, Copied>();
        for (const m of svg.matchAll(/<g class="node[^"]*" data-id="(\d+)"[^>]*>(.*?)<\/g>/g)) {
          const value = /<text class="value"[^>]*>([^<]*)<\/text>/.exec(m[2])?.[1] ?? null;
          const window = /<text class="window"[^>]*>(.*?)<\/text>/.exec(m[2])?.[1].replace(/<[^>]+>/g, '');
          const w = window && /^α = (.+), β = (.+)$/.exec(window);
          nodes.set(Number(m[1]), { value, window: w ? [w[1], w[2]] : null, cut: 0 });
        }
        for (const m of svg.matchAll(/<g class="edge[^"]*" data-child="(\d+)" data-cut="(\d)"/g)) {
          nodes.set(Number(m[1]), { ...nodes.get(Number(m[1]))!, cut: Number(m[2]) });
        }
        assert.equal(nodes.size, trace.tree.allNodes().length);
        const visited = (node: GameNode): Copied => {
          const c = nodes.get(node.id)!;
          return nodeRecord(trace, node).visits > 0 ? c : { ...c, value: null };
        };
        const out = pasted(trace.tree, (leaf) => diagramPayoffs(trace.tree)(leaf), visited);
        assert.match(out, /−/);
        assertRoundTrip(trace, out);
      });

      it(`the TikZ export's values (${what})`, async () => {
        const trace = traceOf(text);
        const tex = await diagramTikz(diagramOf(trace.tree, trace), { standalone: false, light: true });
        // The drawing node by node (`% node N`, then its outline and texts) and edge by edge (`% edge N cut K`, K strokes).
        const nodes = new Map([...tex.matchAll(/^% node (\d+)\n((?:(?!%).*\n)*)/gm)].map((m) => [Number(m[1]), m[2]]));
        assert.equal(nodes.size, trace.tree.allNodes().length);
        const cuts = new Map([...tex.matchAll(/^% edge (\d+) cut (\d)$/gm)].map((m) => [Number(m[1]), Number(m[2])]));
        const latex = (s: string): string => s.replace(/\$\\infty\$/g, 'inf').replace(/\s/g, '');
        const fitted = (style: string, drawn: string): string | null =>
          new RegExp(`\\[${style}, anchor=base\\] at \\S+ \\{\\\\gtreefit\\{[^}]*\\}\\{[^}]*\\}\\{[^}]*\\}\\{(.*)\\}\\};$`, 'm').exec(drawn)?.[1] ?? null;
        const copied = (node: GameNode): Copied => {
          const drawn = nodes.get(node.id)!;
          const value = fitted('gt value', drawn);
          const w = /^\$\\alpha\$=(.*) \$\\beta\$=(.*)$/.exec(fitted('gt small, gt muted', drawn) ?? '');
          return {
            value: nodeRecord(trace, node).visits > 0 ? latex(value!) : null,
            window: w ? [latex(w[1]), latex(w[2])] : null,
            cut: cuts.get(node.id) ?? 0,
          };
        };
        assertRoundTrip(trace, pasted(trace.tree, diagramPayoffs(trace.tree), copied));
      });

      it(`\`gtree run\`'s text (${what})`, () => {
        const trace = traceOf(text);
        const rows = [...traceTextLines(trace)].slice(1, 1 + trace.tree.allNodes().length);
        const copied = (node: GameNode): Copied => {
          const row = rows[node.id];
          const value = / {2}= (\S+)/.exec(row)?.[1] ?? null;
          const w = /<([^,>]+), ([^>]+)>/.exec(row);
          const cut = /^\s*\/\/ /.test(row) ? 2 : /^\s*\/ /.test(row) ? 1 : 0;
          return { value, window: w ? [w[1], w[2]] : null, cut };
        };
        const payoff = (leaf: GameNode): string => rows[leaf.id].trim().replace(/^\/+ /, '').split(/\s+/)[0];
        assertRoundTrip(trace, pasted(trace.tree, payoff, copied));
      });
    }
  });
});
