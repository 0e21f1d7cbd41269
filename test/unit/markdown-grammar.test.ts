/**
 * The injection grammar that colours ```gtree fences in Markdown (syntaxes/gtree-markdown.tmLanguage.json,
 * injected into text.html.markdown by package.json). The host here is a stand-in for VS Code's Markdown
 * grammar with its one rule that matters: any fence is plain fenced code. The injection (`L:`) must win
 * over it for gtree fences, and only for them.
 */
import { strict as assert } from 'assert';
import * as fs from 'fs';
import * as path from 'path';
import * as oniguruma from 'vscode-oniguruma';
import * as vsctm from 'vscode-textmate';

const ROOT = path.resolve(__dirname, '../..');
const MARKDOWN = 'text.html.markdown';
const INJECTION = 'markdown.gtree.codeblock';
const GTREE = 'source.gtree';
const EMBEDDED = 'meta.embedded.block.gtree';

const STAND_IN_MARKDOWN = {
  scopeName: MARKDOWN,
  patterns: [{ name: 'markup.fenced_code.block.markdown', begin: '^(`{3,})(.*)$', end: '^\\1\\s*$' }],
};

const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const contributed = manifest.contributes.grammars.find((g: { scopeName: string }) => g.scopeName === INJECTION);

async function registry(): Promise<vsctm.Registry> {
  await oniguruma.loadWASM(fs.readFileSync(path.join(ROOT, 'node_modules/vscode-oniguruma/release/onig.wasm')));
  const file = (scope: string): string | null => (scope === GTREE ? 'syntaxes/gtree.tmLanguage.json' : scope === INJECTION ? contributed.path : null);
  return new vsctm.Registry({
    onigLib: Promise.resolve({
      createOnigScanner: (patterns) => new oniguruma.OnigScanner(patterns),
      createOnigString: (s) => new oniguruma.OnigString(s),
    }),
    loadGrammar: async (scope) => {
      if (scope === MARKDOWN) return vsctm.parseRawGrammar(JSON.stringify(STAND_IN_MARKDOWN), 'markdown.json');
      const at = file(scope);
      return at ? vsctm.parseRawGrammar(fs.readFileSync(path.join(ROOT, at), 'utf8'), path.join(ROOT, at)) : null;
    },
    // As VS Code does with a contribution's `injectTo`.
    getInjections: (scope) => (contributed.injectTo.includes(scope) ? [INJECTION] : undefined),
  });
}

type Line = { text: string; scopes: string[] }[];

function tokenize(grammar: vsctm.IGrammar, text: string): Line[] {
  let state = vsctm.INITIAL;
  return text.split('\n').map((line) => {
    const r = grammar.tokenizeLine(line, state);
    state = r.ruleStack;
    return r.tokens.map((t) => ({ text: line.slice(t.startIndex, t.endIndex), scopes: t.scopes }));
  });
}

const TREE = ['tree "Alfa-beta primer" {', '  algorithm: alphabeta', '  A [ a1 -> B [ 3 12 8 ] a2 -> C [ 2 / 4 6 ] ]', '}'];

describe('Markdown: the ```gtree fence injection grammar', () => {
  let markdown: vsctm.IGrammar;
  let gtree: vsctm.IGrammar;
  before(async () => {
    const r = await registry();
    markdown = (await r.loadGrammar(MARKDOWN))!;
    gtree = (await r.loadGrammar(GTREE))!;
  });

  it('is contributed into Markdown under the scope markdown.gtree.codeblock, its embedded text as the gtree language', () => {
    assert.deepEqual(contributed.injectTo, [MARKDOWN]);
    assert.deepEqual(contributed.embeddedLanguages, { [EMBEDDED]: 'gtree' });
    assert.equal(JSON.parse(fs.readFileSync(path.join(ROOT, contributed.path), 'utf8')).scopeName, INJECTION);
  });

  for (const info of ['gtree', 'gtree blank', 'gtree algorithm=negascout', 'GTREE']) {
    it(`colours the lines of a \`\`\`${info} block as the .gtree grammar colours the same lines in a .gtree file`, () => {
      const lines = tokenize(markdown, ['Notes.', '', '```' + info, ...TREE, '```', 'After.'].join('\n'));
      const alone = tokenize(gtree, TREE.join('\n'));
      TREE.forEach((_, i) => {
        const inBlock = lines[3 + i].filter((t) => t.text.trim() !== '');
        const inFile = alone[i].filter((t) => t.text.trim() !== '');
        assert.deepEqual(
          inBlock.map((t) => [t.text, t.scopes.slice(t.scopes.indexOf(EMBEDDED) + 1)]),
          inFile.map((t) => [t.text, t.scopes.slice(1)]),
          `line ${i + 1} of the block`,
        );
        for (const t of inBlock) assert.ok(t.scopes.includes('markup.fenced_code.block.markdown') && t.scopes.includes(EMBEDDED), t.scopes.join(' '));
      });
      // The fence's language and its closing fence are Markdown's punctuation; the line after is text again.
      assert.ok(lines[2].some((t) => t.text.toLowerCase() === 'gtree' && t.scopes.includes('fenced_code.block.language.markdown')));
      assert.ok(lines[3 + TREE.length].some((t) => t.text === '```' && t.scopes.includes('punctuation.definition.markdown')));
      assert.ok(
        lines[4 + TREE.length].every((t) => !t.scopes.includes('markup.fenced_code.block.markdown')),
        'the block ends at its closing fence',
      );
    });
  }

  it("leaves another language's fence to Markdown", () => {
    const lines = tokenize(markdown, ['```js', 'A [ 3 12 ]', '```'].join('\n'));
    assert.deepEqual(lines[1], [{ text: 'A [ 3 12 ]', scopes: [MARKDOWN, 'markup.fenced_code.block.markdown'] }]);
    const prefixed = tokenize(markdown, ['```gtreeish', 'A [ 3 12 ]', '```'].join('\n'));
    assert.ok(!prefixed[1].some((t) => t.scopes.includes(EMBEDDED)));
  });
});
