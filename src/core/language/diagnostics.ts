import type { Span } from '../text/text';

export type Severity = 'error' | 'warning' | 'information';

/** Stable diagnostic codes; documented in docs/language.md. */
export type DiagnosticCode =
  // lexical
  | 'invalid-character'
  | 'unterminated-string'
  | 'bad-number'
  // syntax
  | 'unexpected-token'
  | 'expected'
  | 'unclosed-bracket'
  | 'unmatched-bracket'
  | 'extra-root'
  | 'part-order'
  | 'value-after-children'
  | 'empty-file'
  | 'mixed-file'
  | 'setting-after-node'
  // slips, each read as what was meant (docs/language.md, "Common slips")
  | 'keyword-case'
  | 'unknown-keyword'
  | 'setting-equals'
  | 'window-parens'
  | 'infinity-spelling'
  | 'value-colon'
  // settings
  | 'unknown-setting'
  | 'bad-setting'
  | 'duplicate-setting'
  | 'setting-no-effect'
  // tree meaning
  | 'leaf-without-value'
  | 'undeclared-unknown'
  | 'one-unknown'
  | 'unused-unknown'
  | 'blank-leaf'
  | 'inf-payoff'
  | 'probability-missing'
  | 'probability-range'
  | 'probability-sum'
  | 'probability-on-move'
  | 'outcome-on-move'
  | 'tuple-arity'
  | 'scalar-payoff'
  | 'tuple-payoff'
  | 'unknown-player'
  | 'unknown-reference'
  | 'cyclic-reference'
  | 'duplicate-anchor'
  | 'reference-player'
  | 'missing-estimate'
  | 'out-of-bounds'
  | 'unsupported-by-algorithm'
  | 'cut-on-root'
  | 'duplicate-tree'
  | 'prefer-unknown-move'
  | 'root-edge'
  | 'too-many-problems'
  | 'internal-error'
  // answers
  | 'blank'
  | 'wrong-value'
  | 'wrong-window'
  | 'wrong-cut'
  | 'missing-cut'
  | 'cuts-to-mark'
  | 'nothing-asked'
  // the ordering exercise (ask: best-order)
  | 'order-best'
  | 'order-not-best'
  | 'order-unavailable';

export interface RelatedInformation {
  readonly message: string;
  readonly span: Span;
}

/** What the diagnostic's "did you mean" proposes: `text` in place of `span` (a quick fix offers it). */
export interface Suggestion {
  readonly text: string;
  readonly span: Span;
}

export interface Diagnostic {
  readonly code: DiagnosticCode;
  readonly severity: Severity;
  readonly message: string;
  readonly span: Span;
  readonly related?: readonly RelatedInformation[];
  readonly suggestion?: Suggestion;
}

/** Document order: by start, then by end. */
export const byPosition = (a: Diagnostic, b: Diagnostic): number => a.span.start - b.span.start || a.span.end - b.span.end;

/**
 * Just a span's offsets. Callers pass tokens and syntax nodes as spans; kept as given, a syntax node would carry the
 * whole parse with its diagnostic (a 0.8 MB file's outline, posted from the worker thread, was 28 MB of JSON).
 */
export const offsetsOf = (span: Span): Span => ({ start: span.start, end: span.end });

/** Collects diagnostics; capped so a pathological file cannot produce millions of them. */
export class DiagnosticSink {
  static readonly LIMIT = 1000;
  readonly items: Diagnostic[] = [];
  private dropped = 0;

  add(code: DiagnosticCode, severity: Severity, message: string, span: Span, related?: RelatedInformation[]): void {
    if (this.items.length >= DiagnosticSink.LIMIT) {
      this.dropped++;
      return;
    }
    const at = offsetsOf(span);
    this.items.push(
      related
        ? { code, severity, message, span: at, related: related.map((r) => ({ message: r.message, span: offsetsOf(r.span) })) }
        : { code, severity, message, span: at },
    );
  }

  error(code: DiagnosticCode, message: string, span: Span, related?: RelatedInformation[]): void {
    this.add(code, 'error', message, span, related);
  }

  /** An error whose message asks "did you mean '…'?" of `suggestion`, the text proposed in place of `replaced` (by default the error's own span). */
  errorSuggesting(code: DiagnosticCode, message: string, span: Span, suggestion: string, replaced: Span = span): void {
    this.suggesting('error', code, message, span, suggestion, replaced);
  }

  /** A warning that proposes `suggestion` in place of `replaced`, as errorSuggesting does: for a slip that also reads as valid text. */
  warningSuggesting(code: DiagnosticCode, message: string, span: Span, suggestion: string, replaced: Span = span): void {
    this.suggesting('warning', code, message, span, suggestion, replaced);
  }

  private suggesting(severity: 'error' | 'warning', code: DiagnosticCode, message: string, span: Span, suggestion: string, replaced: Span): void {
    if (this.items.length >= DiagnosticSink.LIMIT) return void this.dropped++;
    this.items.push({
      code,
      severity,
      message,
      span: offsetsOf(span),
      suggestion: { text: suggestion, span: offsetsOf(replaced) },
    });
  }

  warning(code: DiagnosticCode, message: string, span: Span): void {
    this.add(code, 'warning', message, span);
  }

  info(code: DiagnosticCode, message: string, span: Span): void {
    this.add(code, 'information', message, span);
  }

  get droppedCount(): number {
    return this.dropped;
  }

  /** Errors so far, the dropped ones included (a dropped diagnostic may have been one). */
  get errorCount(): number {
    let n = this.dropped;
    for (const d of this.items) if (d.severity === 'error') n++;
    return n;
  }

  get hasErrors(): boolean {
    return this.items.some((d) => d.severity === 'error');
  }
}
