import * as assert from 'node:assert/strict';
import { checkText, type CheckResult, type Diagnostic, type DiagnosticCode, type GameTree, type SyntaxNode } from '../../src/core';
import { isBlank, isTuple, type BoundLiteral, type ValueLiteral, type BlankLiteral } from '../../src/core/language/literals';
import type { Span } from '../../src/core/text/text';

/** Joins lines with '\n', so multi-line sources read like the file they stand for. */
export const lines = (...parts: string[]): string => parts.join('\n');

/** A span as `line:col-line:col`, 1-based like the CLI prints it (`gtree check`). */
export function range(result: CheckResult, span: Span): string {
  const a = result.lines.position(span.start);
  const b = result.lines.position(span.end);
  return `${a.line + 1}:${a.character + 1}-${b.line + 1}:${b.character + 1}`;
}

export interface Shown {
  readonly code: DiagnosticCode;
  readonly severity: Diagnostic['severity'];
  readonly range: string;
  readonly message: string;
}

/** Every diagnostic of a source, with its range as text. */
export function diagnostics(text: string): Shown[] {
  const result = checkText(text);
  return result.diagnostics.map((d) => ({ code: d.code, severity: d.severity, range: range(result, d.span), message: d.message }));
}

/** The diagnostics with one code. */
export const withCode = (text: string, code: DiagnosticCode): Shown[] => diagnostics(text).filter((d) => d.code === code);

/** `code@range` for each diagnostic: a compact form for comparing whole lists. */
export const summary = (text: string): string[] => diagnostics(text).map((d) => `${d.code}@${d.range}`);

/** Asserts that exactly one diagnostic has `code`, at `at`, and that its message mentions each of `words`. */
export function expectOne(text: string, code: DiagnosticCode, at: string, ...words: (string | RegExp)[]): Shown {
  const found = withCode(text, code);
  assert.equal(found.length, 1, `expected one '${code}', got ${JSON.stringify(diagnostics(text), null, 1)}`);
  const d = found[0];
  assert.equal(d.range, at, `range of '${code}': ${d.message}`);
  for (const w of words) {
    if (typeof w === 'string') assert.ok(d.message.includes(w), `message of '${code}' should mention ${JSON.stringify(w)}: ${d.message}`);
    else assert.match(d.message, w);
  }
  return d;
}

/** Asserts that a source has no diagnostic with `code` (by default: none at all). */
export function expectNone(text: string, code?: DiagnosticCode): void {
  const found = diagnostics(text).filter((d) => code === undefined || d.code === code);
  assert.deepEqual(found, [], `expected no ${code ?? 'diagnostics'} in ${JSON.stringify(text)}`);
}

/** Asserts no errors or warnings (information such as blanks is allowed). */
export function expectClean(text: string): CheckResult {
  const result = checkText(text);
  const bad = result.diagnostics.filter((d) => d.severity !== 'information');
  assert.deepEqual(
    bad.map((d) => `${d.code}@${range(result, d.span)}: ${d.message}`),
    [],
    `expected a clean file: ${JSON.stringify(text)}`,
  );
  return result;
}

/** The root syntax node of tree `index`, asserting that the source parses cleanly. */
export function root(text: string, index = 0): SyntaxNode {
  const result = expectClean(text);
  const node = result.trees[index]?.syntax.root;
  assert.ok(node, `tree ${index} has a root`);
  return node;
}

/** The model of tree `index`, asserting that the source is clean. */
export function model(text: string, index = 0): GameTree {
  const result = expectClean(text);
  const tree = result.trees[index]?.model;
  assert.ok(tree, `tree ${index} has a model`);
  return tree;
}

/** The text between a span's ends. */
export const textOf = (text: string, span: Span): string => text.slice(span.start, span.end);

function valueText(v: ValueLiteral | BlankLiteral): string {
  if (isBlank(v)) return '?';
  if (isTuple(v)) return `(${v.items.map((i) => i.raw).join(',')})`;
  return v.raw;
}

function boundText(b: BoundLiteral): string {
  if (b.value === null) return '?';
  if (b.value === Infinity) return 'inf';
  if (b.value === -Infinity) return '-inf';
  return String(b.value);
}

/**
 * A node printed back in a canonical form: `/a->max A &k =3 <-inf,5> ~2 [ ... ]`; a bare leaf
 * is just its value. Lets a test state a whole tree's shape in one line.
 */
export function sketch(node: SyntaxNode | null): string {
  if (!node) return '∅';
  const parts: string[] = [];
  let head = '';
  if (node.rare.cut) head += node.rare.cut.mark === 'alphabeta' ? '/' : '//';
  if (node.rare.outcome) head += `${node.rare.outcome.text}:`;
  if (node.edge) head += `${node.edge.text}->`;
  if (node.rare.ref) return head + `*${node.rare.ref.text}`;
  const bare =
    node.rare.kind === null &&
    node.label === null &&
    node.rare.anchor === null &&
    node.children === null &&
    node.rare.window === null &&
    node.estimate === null;
  if (bare && node.value) return head + valueText(node.value);
  if (node.rare.kind) parts.push(node.rare.kind.kind === 'player' ? `@${node.rare.kind.name}` : node.rare.kind.kind);
  if (node.label) parts.push(node.label.text);
  if (node.rare.anchor) parts.push(`&${node.rare.anchor.text}`);
  if (node.value) parts.push(`=${valueText(node.value)}`);
  if (node.rare.window) parts.push(`<${boundText(node.rare.window.alpha)},${boundText(node.rare.window.beta)}>`);
  if (node.estimate) parts.push(`~${valueText(node.estimate)}`);
  if (node.children) parts.push(`[${node.children.map(sketch).join(' ')}]`);
  return head + parts.join(' ');
}

/** Every offset a diagnostic (or its related information) points at lies within the text. */
export function assertSpansInside(text: string, result: Pick<CheckResult, 'diagnostics'>): void {
  for (const d of result.diagnostics) {
    const spans = [d.span, ...(d.related ?? []).map((r) => r.span), ...(d.suggestion ? [d.suggestion.span] : [])];
    for (const s of spans) {
      // Offsets only: a token or syntax node given as the span would carry the whole parse with the diagnostic,
      // into the worker thread's message too (a 0.8 MB file's outline was 28 MB of JSON).
      assert.deepEqual(Object.keys(s).sort(), ['end', 'start'], `${d.code}: a span of offsets only`);
      assert.ok(Number.isInteger(s.start) && Number.isInteger(s.end), `${d.code}: integer span ${JSON.stringify(s)}`);
      assert.ok(0 <= s.start && s.start <= s.end && s.end <= text.length, `${d.code}: span ${JSON.stringify(s)} outside 0..${text.length}`);
    }
  }
}
