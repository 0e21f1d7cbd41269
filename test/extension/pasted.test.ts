import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { gtree, hoverText, openText, positionOf, waitUntil } from './util';

/** The hover's text at `at`. */
const hoverAt = async (uri: vscode.Uri, at: vscode.Position): Promise<string> =>
  hoverText(await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', uri, at));

/** What a reader copies from a hover: the rendered text, without markdown's stars and escapes. */
const rendered = (markdown: string): string => markdown.replace(/\\(.)/g, '$1').replace(/\*\*/g, '').replace(/ +$/gm, '');

const TREE = 'tree {\n  algorithm: alphabeta\n  A [ B [ -3 -5/2 ] C [ -7 -1 ] D [ -1/2 -2.5 4 ] ]\n}\n';

describe('text copied from the hover', () => {
  it('pasted back as answers and payoffs (minus signs, ∞, no-break spaces) checks clean and right', async () => {
    const { api } = await gtree();
    const { document } = await openText(TREE);
    const summary = await vscode.commands.executeCommand<{ ok: boolean }>('gtree.run', document.uri.toString(), 0);
    assert.ok(summary.ok);

    const answers = new Map<string, string>();
    for (const label of ['A', 'B', 'C', 'D']) {
      const text = rendered(await hoverAt(document.uri, positionOf(document, `${label} [`)));
      const value = /^Value (\S+)/m.exec(text)?.[1];
      const window = /^Window at its last call: α = (\S+), β = (\S+)$/m.exec(text);
      assert.ok(value && window, text);
      answers.set(label, `${label}\u00a0=${value}\u202f<${window[1]},\u00a0${window[2]}>`);
    }
    const leaves: string[] = [];
    for (const m of document.getText().matchAll(/-?\d+(?:[./]\d+)?(?=[ \]])/g)) {
      if (m.index! < document.getText().indexOf('A [')) continue;
      const text = rendered(await hoverAt(document.uri, document.positionAt(m.index!)));
      const payoff = /leaf (\S+)/.exec(text)?.[1];
      assert.ok(payoff, text);
      leaves.push(`${/^Pruned — an alpha-beta cut/m.test(text) ? '/' : ''}${payoff}`);
    }
    assert.ok(
      leaves.some((l) => l.includes('−')),
      `the hover writes the minus sign: ${leaves.join(' ')}`,
    );
    assert.ok(
      [...answers.values()].some((a) => a.includes('−∞')),
      [...answers.values()].join(' '),
    );

    const [b1, b2, c1, c2, d1, d2, d3] = leaves;
    const pasted = `tree {\n  algorithm: alphabeta\n  ${answers.get('A')} [\n    ${answers.get('B')} [\u2009${b1}\u2007${b2} ]\n    ${answers.get('C')} [ ${c1}\u00a0${c2} ]\n    ${answers.get('D')} [ ${d1} ${d2}\u202f${d3} ]\n  ]\n}\n`;
    const editor = await openText(pasted);
    const check = await vscode.commands.executeCommand<{ ok: boolean; value?: string }>('gtree.run', editor.document.uri.toString(), 0);
    assert.ok(check.ok, `the pasted tree runs:\n${pasted}`);
    await waitUntil(
      'the answers of the pasted tree, all right',
      () => /4 of 4 values right; 4 of 4 windows right; 1 of 1 cut right$/.test(api.answersText() ?? '') || undefined,
    );
    assert.deepEqual(
      vscode.languages.getDiagnostics(editor.document.uri).map((d) => `${d.code}: ${d.message}`),
      [],
    );
  });
});
