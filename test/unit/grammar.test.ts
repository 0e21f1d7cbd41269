import { strict as assert } from 'assert';
import * as fs from 'fs';
import * as path from 'path';
import fc from 'fast-check';
import * as oniguruma from 'vscode-oniguruma';
import * as vsctm from 'vscode-textmate';
import { DiagnosticSink } from '../../src/core/language/diagnostics';
import { T, tokenize } from '../../src/core/language/lexer';

const ROOT = path.resolve(__dirname, '../..');
const GRAMMAR_PATH = path.join(ROOT, 'syntaxes/gtree.tmLanguage.json');
const EXAMPLES = path.join(ROOT, 'examples');
const ROOT_SCOPE = 'source.gtree';

/** One grammar token, with offsets into the whole text (not the line). */
interface Token {
  start: number;
  end: number;
  text: string;
  scopes: string[];
}

async function loadGrammar(): Promise<vsctm.IGrammar> {
  const wasm = fs.readFileSync(path.join(ROOT, 'node_modules/vscode-oniguruma/release/onig.wasm'));
  await oniguruma.loadWASM(wasm);
  const registry = new vsctm.Registry({
    onigLib: Promise.resolve({
      createOnigScanner: (patterns) => new oniguruma.OnigScanner(patterns),
      createOnigString: (s) => new oniguruma.OnigString(s),
    }),
    loadGrammar: async (scopeName) => (scopeName === ROOT_SCOPE ? vsctm.parseRawGrammar(fs.readFileSync(GRAMMAR_PATH, 'utf8'), GRAMMAR_PATH) : null),
  });
  const grammar = await registry.loadGrammar(ROOT_SCOPE);
  if (!grammar) throw new Error(`no grammar for ${ROOT_SCOPE}`);
  return grammar;
}

let grammar: vsctm.IGrammar;
before(async () => {
  grammar = await loadGrammar();
});

/** Splits text into lines the way VS Code does (\r\n, \r or \n), or on \n only, keeping each line's offset. */
function splitLines(text: string, lineBreak = /\r\n|\r|\n/g): { text: string; offset: number }[] {
  const lines: { text: string; offset: number }[] = [];
  let offset = 0;
  for (const m of text.matchAll(lineBreak)) {
    lines.push({ text: text.slice(offset, m.index), offset });
    offset = m.index + m[0].length;
  }
  lines.push({ text: text.slice(offset), offset });
  return lines;
}

function tokenizeText(text: string, lineBreak?: RegExp): Token[] {
  const tokens: Token[] = [];
  let state = vsctm.INITIAL;
  for (const line of splitLines(text, lineBreak)) {
    const result = grammar.tokenizeLine(line.text, state);
    state = result.ruleStack;
    for (const t of result.tokens) {
      const start = line.offset + t.startIndex;
      const end = line.offset + Math.min(t.endIndex, line.text.length);
      if (end > start) tokens.push({ start, end, text: text.slice(start, end), scopes: t.scopes });
    }
  }
  return tokens;
}

/** The tokens covering the n-th occurrence of `substring` in `text`; fails unless they start and end exactly there. */
function tokensOf(text: string, substring: string, occurrence = 0): Token[] {
  let at = -1;
  for (let i = 0; i <= occurrence; i++) {
    at = text.indexOf(substring, at + 1);
    assert.ok(at >= 0, `${JSON.stringify(substring)} occurs fewer than ${occurrence + 1} times in ${JSON.stringify(text)}`);
  }
  const end = at + substring.length;
  const covering = tokenizeText(text).filter((t) => t.end > at && t.start < end);
  const shown = covering.map((t) => t.text);
  assert.equal(covering[0].start, at, `${JSON.stringify(substring)} starts inside the token ${JSON.stringify(shown[0])}`);
  assert.equal(covering[covering.length - 1].end, end, `${JSON.stringify(substring)} ends inside a token: ${JSON.stringify(shown)}`);
  return covering;
}

/** The scopes shared by every token of `substring` (which must be tokenised on its own). */
function scopesAt(text: string, substring: string, occurrence = 0): string[] {
  const [first, ...rest] = tokensOf(text, substring, occurrence);
  return first.scopes.filter((s) => rest.every((t) => t.scopes.includes(s)));
}

function expectScope(text: string, substring: string, scope: string, occurrence = 0): void {
  const scopes = scopesAt(text, substring, occurrence);
  assert.ok(scopes.includes(scope), `${JSON.stringify(substring)} in ${JSON.stringify(text)} has ${scopes.join(' ')}, not ${scope}`);
}

/** The non-blank token texts of a line. */
const tokenTexts = (text: string): string[] =>
  tokenizeText(text)
    .map((t) => t.text)
    .filter((s) => s.trim() !== '');

const isInvalid = (t: Token): boolean => t.scopes.some((s) => s.startsWith('invalid.'));
/** Text no rule recognised: it kept only the root scope. */
const unrecognised = (tokens: Token[]): Token[] => tokens.filter((t) => t.scopes.length === 1 && /\S/.test(t.text));

interface Case {
  what: string;
  text: string;
  token: string;
  scope: string;
  occurrence?: number;
}

const CASES: Case[] = [
  { what: 'a comment', text: '# Alpha-beta example (root A)', token: '# Alpha-beta example (root A)', scope: 'comment.line.number-sign.gtree' },
  { what: 'the comment sign', text: '# note', token: '#', scope: 'punctuation.definition.comment.gtree' },
  { what: 'a comment after code', text: 'A [ 3 12 ] # the best is 12', token: '# the best is 12', scope: 'comment.line.number-sign.gtree' },
  { what: 'code before a comment', text: 'A [ 3 12 ] # the best is 12', token: '12', scope: 'constant.numeric.decimal.gtree' },
  { what: 'the tree keyword', text: 'tree "Alfa-beta primer" {', token: 'tree', scope: 'storage.type.tree.gtree' },
  { what: 'a quoted tree name', text: 'tree "Alfa-beta primer" {', token: '"Alfa-beta primer"', scope: 'entity.name.type.tree.gtree' },
  { what: 'a quoted tree name is a string', text: 'tree "Alfa-beta primer" {', token: '"Alfa-beta primer"', scope: 'string.quoted.double.gtree' },
  { what: 'a bare tree name', text: 'tree Ćilim-2 {', token: 'Ćilim-2', scope: 'entity.name.type.tree.gtree' },
  { what: 'an escape in a tree name', text: 'tree "say \\"hi\\"" {', token: '\\"', scope: 'constant.character.escape.gtree' },
  { what: 'the max keyword', text: 'max A [ 1 2 ]', token: 'max', scope: 'storage.type.max.gtree' },
  { what: 'the min keyword', text: 'a -> min B [ 1 2 ]', token: 'min', scope: 'storage.type.min.gtree' },
  { what: 'the chance keyword', text: 'chance C [ 1/2 -> 3  1/2 -> 5 ]', token: 'chance', scope: 'storage.type.chance.gtree' },
  { what: 'a keyword prefix of a name', text: 'maximum [ 1 2 ]', token: 'maximum', scope: 'entity.name.tag.node.gtree' },
  { what: "a keyword with ' is a name", text: "max' [ 1 2 ]", token: "max'", scope: 'entity.name.tag.node.gtree' },
  { what: 'a player kind', text: '@Ana B [ 1 2 ]', token: '@Ana', scope: 'entity.name.type.player.gtree' },
  { what: 'the @ of a player kind', text: '@Ana B [ 1 2 ]', token: '@', scope: 'punctuation.definition.player.gtree' },
  { what: 'a setting key', text: '  algorithm: alphabeta', token: 'algorithm', scope: 'support.type.property-name.gtree' },
  { what: 'a setting colon', text: '  algorithm: alphabeta', token: ':', scope: 'punctuation.separator.key-value.gtree' },
  { what: 'an algorithm name', text: '  algorithm: negamax-ab', token: 'negamax-ab', scope: 'support.constant.setting-value.gtree' },
  { what: 'a fail convention', text: '  fail: hard', token: 'hard', scope: 'support.constant.setting-value.gtree' },
  { what: 'an order with a hyphen', text: '  order: best-first', token: 'best-first', scope: 'support.constant.setting-value.gtree' },
  { what: 'a setting on the tree line', text: 'tree T { algorithm: negascout', token: 'algorithm', scope: 'support.type.property-name.gtree' },
  { what: 'a player in players:', text: '  players: Ana Bo Ćilim', token: 'Ćilim', scope: 'entity.name.type.player.gtree' },
  { what: 'root: min', text: '  root: min', token: 'min', scope: 'storage.type.min.gtree' },
  { what: 'a preferred move', text: '  prefer: a1', token: 'a1', scope: 'variable.other.move.gtree' },
  { what: 'a numeric setting', text: '  depth: 3', token: '3', scope: 'constant.numeric.decimal.gtree' },
  { what: '-inf in the window setting', text: '  window: [-inf, +inf]', token: '-inf', scope: 'constant.language.infinity.gtree' },
  { what: '+inf in the window setting', text: '  window: [-inf, +inf]', token: '+inf', scope: 'constant.language.infinity.gtree' },
  { what: 'a comment after a setting', text: '  fail: soft # default', token: '# default', scope: 'comment.line.number-sign.gtree' },
  { what: 'a string label', text: '"XO.|.X.|O.." -> B [ 1 ]', token: '"XO.|.X.|O.."', scope: 'string.quoted.double.gtree' },
  { what: 'a string with escapes', text: 'A "say \\"hi\\" \\\\ ok" [ 1 ]', token: '"say \\"hi\\" \\\\ ok"', scope: 'string.quoted.double.gtree' },
  { what: 'an escaped quote', text: 'A "say \\"hi\\" \\\\ ok" [ 1 ]', token: '\\"', scope: 'constant.character.escape.gtree' },
  { what: 'an escaped backslash', text: 'A "say \\"hi\\" \\\\ ok" [ 1 ]', token: '\\\\', scope: 'constant.character.escape.gtree' },
  { what: 'a # inside a string', text: '"a#b" -> B [ 1 ]', token: '"a#b"', scope: 'string.quoted.double.gtree' },
  { what: 'an integer', text: '[ 3 12 8 ]', token: '12', scope: 'constant.numeric.decimal.gtree' },
  { what: 'a negative decimal', text: '[ -2.5 8 ]', token: '-2.5', scope: 'constant.numeric.decimal.gtree' },
  { what: 'a fraction', text: '4/6 -> B [ 1 ]', token: '4/6', scope: 'constant.numeric.fraction.gtree' },
  { what: 'a percent', text: '25% -> B [ 1 ]', token: '25%', scope: 'constant.numeric.percent.gtree' },
  { what: 'a number glued to letters', text: '[ 1e5 2 ]', token: '1e5', scope: 'invalid.illegal.number.gtree' },
  { what: 'a fraction among cuts', text: '[ 3/4 /4 //5 ]', token: '3/4', scope: 'constant.numeric.fraction.gtree' },
  { what: 'a cut before a number', text: '[ 3/4 /4 //5 ]', token: '/', scope: 'keyword.operator.cut.alphabeta.gtree', occurrence: 1 },
  { what: 'a double cut before a number', text: '[ 3/4 /4 //5 ]', token: '//', scope: 'keyword.operator.cut.scout.gtree' },
  { what: 'a cut before a node', text: 'A [ B [ 1 ] /C [ 2 ] ]', token: '/', scope: 'keyword.operator.cut.alphabeta.gtree' },
  { what: 'a double cut before a move', text: 'A [ B [ 1 ] //c -> C [ 2 ] ]', token: '//', scope: 'keyword.operator.cut.scout.gtree' },
  { what: 'a number, a space, a cut', text: '[ 3 /4 ]', token: '3', scope: 'constant.numeric.decimal.gtree' },
  { what: 'an arrow', text: 'a1 -> B [ 3 ]', token: '->', scope: 'keyword.operator.arrow.gtree' },
  { what: 'a move name', text: 'a1 -> B [ 3 ]', token: 'a1', scope: 'variable.other.move.gtree' },
  { what: 'a node label', text: 'a1 -> B [ 3 ]', token: 'B', scope: 'entity.name.tag.node.gtree' },
  { what: "a chance outcome's name", text: 'chance [ six 1/6 -> 5  rest 5/6 -> R [ 1 ] ]', token: 'six', scope: 'variable.other.outcome.gtree' },
  { what: "a chance outcome's probability", text: 'chance [ six 1/6 -> 5  rest 5/6 -> R [ 1 ] ]', token: '1/6', scope: 'constant.numeric.fraction.gtree' },
  { what: 'an outcome named before a percent', text: 'chance [ heads 50% -> 1  tails 50% -> 0 ]', token: 'tails', scope: 'variable.other.outcome.gtree' },
  { what: 'an outcome named before a decimal', text: 'chance [ hit 0.25 -> 1 ]', token: 'hit', scope: 'variable.other.outcome.gtree' },
  { what: 'the label after a named outcome', text: 'chance [ rest 5/6 -> R [ 1 ] ]', token: 'R', scope: 'entity.name.tag.node.gtree' },
  { what: 'a quoted outcome name', text: 'chance [ "Bron" 1/2 -> 3 ]', token: '"Bron"', scope: 'string.quoted.double.gtree' },
  { what: 'a label before a probability with no arrow', text: 'chance [ A 1/2 ]', token: 'A', scope: 'entity.name.tag.node.gtree' },
  { what: 'a name running into digits is one name', text: 'chance [ six1/6 -> 5 ]', token: 'six1', scope: 'entity.name.tag.node.gtree' },
  { what: 'a Unicode move', text: 'Ćilim -> Đurđa [ 1 2 ]', token: 'Ćilim', scope: 'variable.other.move.gtree' },
  { what: 'a Unicode label', text: 'Ćilim -> Đurđa [ 1 2 ]', token: 'Đurđa', scope: 'entity.name.tag.node.gtree' },
  { what: 'a name with a combining mark', text: 'Me\u0301 [ 1 2 ]', token: 'Me\u0301', scope: 'entity.name.tag.node.gtree' },
  { what: 'a name with a letter beyond the BMP', text: 'x𝐁 -> 𝐂y [ 1 ]', token: '𝐂y', scope: 'entity.name.tag.node.gtree' },
  { what: "a name with ' and -", text: "x' -> a-b' [ 1 ]", token: "a-b'", scope: 'entity.name.tag.node.gtree' },
  { what: 'an answer', text: 'A=3 [ 3 12 ]', token: '=', scope: 'keyword.operator.answer.gtree' },
  { what: 'an answer value', text: 'A=3 [ 3 12 ]', token: '3', scope: 'constant.numeric.decimal.gtree' },
  { what: 'a blank answer', text: 'A=? [ 3 12 ]', token: '?', scope: 'keyword.other.blank.gtree' },
  { what: 'an estimate', text: 'B ~-2 [ 1 ]', token: '~', scope: 'keyword.operator.estimate.gtree' },
  { what: 'a window', text: 'A <-inf, 3> [ 1 ]', token: '<-inf, 3>', scope: 'meta.window.gtree' },
  { what: 'a window opener', text: 'A <-inf, 3> [ 1 ]', token: '<', scope: 'punctuation.definition.window.begin.gtree' },
  { what: 'a window closer', text: 'A <-inf, 3> [ 1 ]', token: '>', scope: 'punctuation.definition.window.end.gtree' },
  { what: '-inf in a window', text: 'A <-inf, 3> [ 1 ]', token: '-inf', scope: 'constant.language.infinity.gtree' },
  { what: 'bare inf in a window', text: 'A <2, inf> [ 1 ]', token: 'inf', scope: 'constant.language.infinity.gtree' },
  { what: 'a blank bound', text: 'A <?, 5> [ 1 ]', token: '?', scope: 'keyword.other.blank.gtree' },
  { what: 'a fraction bound', text: 'A <1/2, +inf> [ 1 ]', token: '1/2', scope: 'constant.numeric.fraction.gtree' },
  { what: 'bare inf outside a window is a label', text: 'inf [ 1 2 ]', token: 'inf', scope: 'entity.name.tag.node.gtree' },
  { what: 'an anchor', text: 'a -> &k C [ 1 ]', token: '&k', scope: 'entity.name.label.anchor.gtree' },
  { what: 'the & of an anchor', text: 'a -> &k C [ 1 ]', token: '&', scope: 'punctuation.definition.anchor.gtree' },
  { what: 'a reference', text: 'b -> *k', token: '*k', scope: 'variable.other.reference.gtree' },
  { what: 'the * of a reference', text: 'b -> *k', token: '*', scope: 'punctuation.definition.reference.gtree' },
  { what: 'a tuple opener', text: '[ (3, 1, 2) ]', token: '(', scope: 'punctuation.section.tuple.begin.gtree' },
  { what: 'a tuple comma', text: '[ (3, 1, 2) ]', token: ',', scope: 'punctuation.separator.comma.gtree' },
  { what: 'a tuple closer', text: '[ (3, 1, 2) ]', token: ')', scope: 'punctuation.section.tuple.end.gtree' },
  { what: 'a children opener', text: 'A [ 1 ]', token: '[', scope: 'punctuation.section.brackets.begin.gtree' },
  { what: 'a children closer', text: 'A [ 1 ]', token: ']', scope: 'punctuation.section.brackets.end.gtree' },
  { what: 'a tree opener', text: 'tree { A [ 1 ] }', token: '{', scope: 'punctuation.section.block.begin.gtree' },
  { what: 'a tree closer', text: 'tree { A [ 1 ] }', token: '}', scope: 'punctuation.section.block.end.gtree' },
  { what: 'a character the lexer rejects', text: 'A $ [ 1 ]', token: '$', scope: 'invalid.illegal.character.gtree' },
  // Pasted from slides and from gtree's own diagram, hover and export: U+2212 minus, ∞, Unicode spaces.
  { what: 'a number with a minus sign', text: 'A [ 3 −1 8 ]', token: '−1', scope: 'constant.numeric.decimal.gtree' },
  { what: 'a decimal with a minus sign', text: 'A [ −2.5 8 ]', token: '−2.5', scope: 'constant.numeric.decimal.gtree' },
  { what: 'a fraction with a minus sign', text: 'A [ −5/2 8 ]', token: '−5/2', scope: 'constant.numeric.fraction.gtree' },
  { what: 'an answer with a minus sign', text: 'B =−3 [ 1 ]', token: '−3', scope: 'constant.numeric.decimal.gtree' },
  { what: 'an estimate with a minus sign', text: 'B ~−3 [ 1 ]', token: '−3', scope: 'constant.numeric.decimal.gtree' },
  { what: 'a tuple with a minus sign', text: '[ (3, −1, 0) ]', token: '−1', scope: 'constant.numeric.decimal.gtree' },
  { what: '−inf in a window', text: 'A <−inf, 3> [ 1 ]', token: '−inf', scope: 'constant.language.infinity.gtree' },
  { what: '−∞ in a window', text: 'A <−∞, +∞> [ 1 ]', token: '−∞', scope: 'constant.language.infinity.gtree' },
  { what: '+∞ in a window', text: 'A <−∞, +∞> [ 1 ]', token: '+∞', scope: 'constant.language.infinity.gtree' },
  { what: '∞ in a window', text: 'A <3, ∞> [ 1 ]', token: '∞', scope: 'constant.language.infinity.gtree' },
  { what: '−∞ in the window setting', text: '  window: [−∞, 5]', token: '−∞', scope: 'constant.language.infinity.gtree' },
  { what: 'a number after a no-break space', text: 'A\u00a0[\u00a03\u00a012 ]', token: '12', scope: 'constant.numeric.decimal.gtree' },
  { what: 'a move before a no-break space and an arrow', text: 'a1\u00a0->\u202fB [ 3 ]', token: 'a1', scope: 'variable.other.move.gtree' },
  { what: 'a setting key before a thin space', text: '  depth\u2009: 3', token: 'depth', scope: 'support.type.property-name.gtree' },
];

/** The scope each lexer token kind must get; null for names, whose scope depends on where they stand. */
const LEXER_SCOPES: Record<T, string | null> = {
  [T.Name]: null,
  [T.String]: 'string.quoted.double.gtree',
  [T.Number]: 'constant.numeric.decimal.gtree',
  [T.Fraction]: 'constant.numeric.fraction.gtree',
  [T.Percent]: 'constant.numeric.percent.gtree',
  [T.Inf]: 'constant.language.infinity.gtree',
  [T.Arrow]: 'keyword.operator.arrow.gtree',
  [T.LBracket]: 'punctuation.section.brackets.begin.gtree',
  [T.RBracket]: 'punctuation.section.brackets.end.gtree',
  [T.LBrace]: 'punctuation.section.block.begin.gtree',
  [T.RBrace]: 'punctuation.section.block.end.gtree',
  [T.LParen]: 'punctuation.section.tuple.begin.gtree',
  [T.RParen]: 'punctuation.section.tuple.end.gtree',
  [T.Lt]: 'punctuation.definition.window.begin.gtree',
  [T.Gt]: 'punctuation.definition.window.end.gtree',
  [T.Eq]: 'keyword.operator.answer.gtree',
  [T.Tilde]: 'keyword.operator.estimate.gtree',
  [T.At]: 'punctuation.definition.player.gtree',
  [T.Amp]: 'punctuation.definition.anchor.gtree',
  [T.Star]: 'punctuation.definition.reference.gtree',
  [T.Slash]: 'keyword.operator.cut.alphabeta.gtree',
  [T.DoubleSlash]: 'keyword.operator.cut.scout.gtree',
  [T.Colon]: 'punctuation.separator.key-value.gtree',
  [T.Question]: 'keyword.other.blank.gtree',
  [T.KwTree]: null,
  [T.KwMax]: null,
  [T.KwMin]: null,
  [T.KwChance]: null,
  [T.Eof]: null,
};

/** Scopes a name or keyword may get: it is a label, a move, a player, a key, a value... */
const NAME_SCOPE =
  /^(entity\.name\.(tag\.node|type\.player|type\.tree|label\.anchor)|variable\.other\.(move|outcome|reference)|support\.(type\.property-name|constant\.setting-value)|constant\.language\.infinity|storage\.type\.(tree|max|min|chance))\.gtree$/;

/** What the lexer skips between tokens: commas and Unicode White_Space (JavaScript's \s has a BOM but not U+0085). */
const LEXER_SPACE = /[\s,\u0085]/;

interface Span {
  start: number;
  end: number;
}

/** What the real lexer makes of a text: its tokens and the spans it rejects. */
function lex(text: string): { tokens: (Span & { kind: T })[]; badNumbers: Span[]; badCharacters: Span[] } {
  const sink = new DiagnosticSink();
  const lexed = tokenize(text, sink);
  const tokens = [];
  for (let k = 0; k < lexed.count; k++) {
    if (lexed.kinds[k] !== T.Eof) tokens.push({ kind: lexed.kinds[k] as T, start: lexed.starts[k], end: lexed.ends[k] });
  }
  const spansOf = (code: string): Span[] => sink.items.filter((d) => d.code === code).map((d) => d.span);
  return { tokens, badNumbers: spansOf('bad-number'), badCharacters: spansOf('invalid-character') };
}

const within = (spans: Span[], i: number): boolean => spans.some((s) => s.start <= i && i < s.end);

/** Where the grammar splits or names text differently from the real lexer; empty when they agree. */
function disagreements(text: string): string[] {
  const { tokens: lexed, badNumbers, badCharacters } = lex(text);
  const tokens = tokenizeText(text);
  const tokenAt = new Map<number, Token>();
  for (const t of tokens) for (let i = t.start; i < t.end; i++) tokenAt.set(i, t);
  const problems: string[] = [];
  const report = (start: number, end: number, problem: string) => problems.push(`${JSON.stringify(text.slice(start, end))} at ${start}: ${problem}`);

  // Every lexer token starts a grammar token, is not split (strings aside) and gets the scope of its kind.
  const covered = new Set<number>();
  for (const { kind, start, end } of lexed) {
    for (let i = start; i < end; i++) covered.add(i);
    const first = tokenAt.get(start);
    if (!first || first.start !== start) {
      report(start, end, 'no grammar token starts there');
      continue;
    }
    if (kind !== T.String && first.end !== end) report(start, end, `the grammar reads ${JSON.stringify(first.text)}`);
    const expected = within(badNumbers, start) ? 'invalid.illegal.number.gtree' : LEXER_SCOPES[kind];
    const ok = expected ? first.scopes.includes(expected) : first.scopes.some((s) => NAME_SCOPE.test(s));
    if (!ok) report(start, end, `scopes ${first.scopes.join(' ')}, expected ${expected ?? 'a name scope'}`);
  }
  // Outside the lexer's tokens: comments, what it rejects (invalid for the grammar too), and space.
  for (const t of tokens) {
    for (let i = t.start; i < t.end; i++) {
      if (covered.has(i) || LEXER_SPACE.test(text[i])) continue;
      if (within(badCharacters, i)) {
        if (!isInvalid(t)) report(i, i + 1, `the lexer rejects it, the grammar says ${t.scopes.join(' ')}`);
      } else if (!t.scopes.some((s) => s.startsWith('comment.'))) {
        report(i, i + 1, `outside every lexer token, yet not a comment: ${t.scopes.join(' ')}`);
      }
    }
    if (isInvalid(t) && !within(badNumbers, t.start) && !within(badCharacters, t.start)) {
      report(t.start, t.end, 'the grammar marks it invalid, the lexer accepts it');
    }
  }
  return problems;
}

const exampleFiles = fs.existsSync(EXAMPLES)
  ? fs
      .readdirSync(EXAMPLES)
      .filter((f) => f.endsWith('.gtree'))
      .sort()
  : [];

describe('TextMate grammar (syntaxes/gtree.tmLanguage.json)', () => {
  it('has the scope name source.gtree', () => {
    const raw = JSON.parse(fs.readFileSync(GRAMMAR_PATH, 'utf8')) as { scopeName: string };
    assert.equal(raw.scopeName, ROOT_SCOPE);
  });

  describe('scopes each token kind', () => {
    for (const c of CASES) {
      it(`${c.what}: ${JSON.stringify(c.token)} in ${JSON.stringify(c.text)}`, () => expectScope(c.text, c.token, c.scope, c.occurrence));
    }
  });

  it('reads a1->B as a1, ->, B', () => {
    assert.deepEqual(tokenTexts('a1->B [ 3 ]'), ['a1', '->', 'B', '[', '3', ']']);
    assert.deepEqual(tokenTexts("a-b'->c-d"), ["a-b'", '->', 'c-d']);
    expectScope('a1->B', 'a1', 'variable.other.move.gtree');
    expectScope('a1->B', 'B', 'entity.name.tag.node.gtree');
  });

  it('tells fractions from cut marks', () => {
    assert.deepEqual(tokenTexts('3/4 3 /4 3//4 /B //C'), ['3/4', '3', '/', '4', '3', '//', '4', '/', 'B', '//', 'C']);
    for (const cut of ['/4', '/B', '/"b" -> 3']) {
      const text = `[ ${cut} 1/2 ]`;
      expectScope(text, '/', 'keyword.operator.cut.alphabeta.gtree');
      expectScope(text, '1/2', 'constant.numeric.fraction.gtree');
    }
  });

  it('ends a setting at the end of its line', () => {
    const text = 'tree {\n  algorithm: minimax\n  A [ 1 2 ]\n}';
    expectScope(text, 'minimax', 'support.constant.setting-value.gtree');
    expectScope(text, 'A', 'entity.name.tag.node.gtree');
    assert.ok(!scopesAt(text, 'A').includes('meta.setting.gtree'));
  });

  it('ends an unterminated string at the end of its line', () => {
    const text = 'A "open [ 1 ]\nB [ 2 ]';
    expectScope(text, '"open [ 1 ]', 'string.quoted.double.gtree');
    expectScope(text, 'B', 'entity.name.tag.node.gtree');
  });

  it('tokenises a CRLF file as its LF twin', () => {
    const lf = 'tree "x" {\n  fail: hard # note\n  A <-inf, +inf> [\n    a -> 3/4\n    //b -> "q\\"" ~2 [ 1 ]\n  ]\n}\n';
    const crlf = lf.replace(/\n/g, '\r\n');
    const strip = (tokens: Token[]) => tokens.map(({ text, scopes }) => ({ text, scopes }));
    assert.deepEqual(strip(tokenizeText(crlf)), strip(tokenizeText(lf)));
    // A tool that splits on \n alone leaves a \r at each line's end: still nothing unrecognised or invalid.
    const keptCr = tokenizeText(crlf, /\n/g);
    assert.deepEqual(unrecognised(keptCr), []);
    assert.deepEqual(keptCr.filter(isInvalid), []);
  });

  describe('every example in examples/', () => {
    it('has at least one example', () => assert.ok(exampleFiles.length > 0));
    for (const file of exampleFiles) {
      it(`${file}: every token recognised, none invalid, as the lexer reads it`, () => {
        const text = fs.readFileSync(path.join(EXAMPLES, file), 'utf8');
        const tokens = tokenizeText(text);
        assert.deepEqual(unrecognised(tokens), []);
        assert.deepEqual(tokens.filter(isInvalid), []);
        assert.deepEqual(disagreements(text), []);
      });
    }
  });

  it('agrees with the lexer on tricky snippets', () => {
    const snippets = [
      'tree "a\\"b\\\\" { players: A B Ćilim\n root: A\n A=? <?, inf> [ x->&k @B ~(1, 2) [ (1,2) ] y -> *k ] }',
      '[ 3/4 /4 //4 3//4 1/2->B 25%->C -inf+inf 1e5 3. 3.4.5 .5 - + ++inf -inf- max-x max->y ]',
      'a1->B x\'->y- "unterminated \\" # not a comment\n"\\\\" # comment [ 1 ]\r\nz \u00a0 \v é\u0301 \ufeff',
      'A [ 3 −1 −2.5 −5/2 −25% −inf +∞ −∞ ∞ − −x −info −∞x 3−1 x−1 −−1 -−1 ]\u00a0\u2007\u202f\u2009\u3000\u0085\u2028\u2029\u1680\u205f\u200b',
      'A <−inf, ∞> [ a\u00a0->\u00a0B\u2007=−3\u202f<−∞,\u2009+∞>\u00a0[ 1 ] ]',
      'chance [ six 1/6 -> 5 "Bron" 1/2->[ 1 ] x−1/2 -> 3 heads\u00a050%\u202f-> H [ 1 ] six1/6->2 ]',
    ];
    for (const s of snippets) assert.deepEqual(disagreements(s), [], JSON.stringify(s));
  });

  it('agrees with the lexer on random text', () => {
    const pieces = [
      'a',
      'B1',
      'Ć',
      'é',
      '\u0301',
      '7',
      '0.5',
      '-',
      '>',
      '->',
      '/',
      '//',
      '"',
      '\\',
      '#',
      ' ',
      '\t',
      ',',
      '\n',
      '\r\n',
      '\r',
      '<',
      '=',
      '?',
      '~',
      '@',
      '&',
      '*',
      '(',
      ')',
      '[',
      ']',
      '{',
      '}',
      ':',
      '+',
      'inf',
      'tree',
      'max',
      'min',
      'chance',
      'players',
      'root',
      'prefer',
      'fail',
      '%',
      '.',
      "'",
      '_',
      'e',
      '$',
      '\u00a0',
      '\v',
      '\ufeff',
      '٣',
      '−',
      '∞',
      '\u2007',
      '\u202f',
      '\u2009',
      '\u3000',
      '\u0085',
      '\u2028',
      '\u200b',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 60, size: 'max' }), (parts) => {
        const text = parts.join('');
        assert.deepEqual(disagreements(text), [], JSON.stringify(text));
      }),
      { numRuns: 400 },
    );
  });
});

describe('language-configuration.json', () => {
  interface LanguageConfiguration {
    comments: { lineComment?: string; blockComment?: [string, string] };
    brackets: [string, string][];
    autoClosingPairs: { open: string; close: string; notIn?: string[] }[];
    surroundingPairs: [string, string][];
    folding?: { markers?: { start: string; end: string } };
    wordPattern: { pattern: string; flags?: string };
    indentationRules?: { increaseIndentPattern: string; decreaseIndentPattern: string };
  }
  const config = JSON.parse(fs.readFileSync(path.join(ROOT, 'language-configuration.json'), 'utf8')) as LanguageConfiguration;
  const BRACKETS = [
    ['{', '}'],
    ['[', ']'],
    ['(', ')'],
  ];

  it('uses # for line comments and has no block comments', () => {
    assert.equal(config.comments.lineComment, '#');
    assert.equal(config.comments.blockComment, undefined);
  });

  it('has exactly [] {} () as brackets', () => {
    assert.deepEqual([...config.brackets].sort(), [...BRACKETS].sort());
  });

  it('auto-closes and surrounds with every bracket and the double quote', () => {
    const closing = config.autoClosingPairs.map((p) => [p.open, p.close]);
    for (const pair of [...BRACKETS, ['"', '"']]) {
      assert.ok(
        closing.some((c) => c[0] === pair[0] && c[1] === pair[1]),
        `auto-closing ${pair.join('')}`,
      );
      assert.ok(
        config.surroundingPairs.some((c) => c[0] === pair[0] && c[1] === pair[1]),
        `surrounding ${pair.join('')}`,
      );
    }
    const quote = config.autoClosingPairs.find((p) => p.open === '"');
    assert.deepEqual(quote?.notIn, ['string', 'comment']);
  });

  it("has a word pattern for Unicode names with ' and -, numbers and fractions, and blanks", () => {
    const word = new RegExp(config.wordPattern.pattern, (config.wordPattern.flags ?? '') + 'g');
    const words = (s: string) => s.match(word) ?? [];
    assert.deepEqual(words("a1->B Ćilim x' best-first 3/4 -2 25% −3 −1/2"), ['a1', 'B', 'Ćilim', "x'", 'best-first', '3/4', '-2', '25%', '−3', '−1/2']);
    assert.deepEqual(words('&k *k @Ana'), ['k', 'k', 'Ana']);
    // A blank is a word of its own: a double-click on it selects just the '?' to overwrite.
    assert.deepEqual(words('B =? <?, ?> [ 3 ]'), ['B', '?', '?', '?', '3']);
  });

  it('has region markers for folding', () => {
    const markers = config.folding?.markers;
    assert.ok(markers);
    assert.match('  # region openings', new RegExp(markers.start));
    assert.match('  # endregion', new RegExp(markers.end));
    assert.doesNotMatch('  # endregion', new RegExp(markers.start));
  });

  it('indents after an opening bracket and dedents before a closing one', () => {
    const rules = config.indentationRules;
    assert.ok(rules);
    const increase = new RegExp(rules.increaseIndentPattern);
    for (const line of ['A [', 'tree "x {" {', 'a -> B [ # children']) assert.match(line, increase);
    for (const line of ['A [ 1 2 ]', '# a [', 'x "[" y']) assert.doesNotMatch(line, increase);
    assert.match('  ]', new RegExp(rules.decreaseIndentPattern));
  });
});
