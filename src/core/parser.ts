import type { DiagnosticSink } from './diagnostics';
import { misplacedPart, Part, partOrderMessage } from './part-order';
import { FLAG_NEWLINE_BEFORE, T, TOKEN_NAMES, tokenize, unquote, type Tokens } from './lexer';
import type {
  BoundLiteral,
  FileSyntax,
  NamedSpan,
  NumberLiteral,
  SettingSyntax,
  SettingValue,
  SyntaxNode,
  TreeSyntax,
  TupleLiteral,
  ValueLiteral,
  WindowLiteral,
} from './syntax';
import type { Span } from './text';

/**
 * Parses a whole `.gtree` file. Never throws; every problem becomes a diagnostic and
 * parsing goes on. Nesting is handled with an explicit stack, so depth is bounded by memory only.
 */
export function parse(text: string, sink: DiagnosticSink): FileSyntax {
  return new Parser(tokenize(text, sink), sink).parseFile();
}

const EDGE_TOKENS = new Set<T>([T.Name, T.String, T.Number, T.Fraction, T.Percent]);

const PART_NONE = -1;
/** By token kind, the part after the label it opens (its place in the EBNF's `body`), else PART_NONE. */
const PART_OF = new Int8Array(T.Eof + 1).fill(PART_NONE);
PART_OF[T.Amp] = Part.Anchor;
PART_OF[T.Eq] = Part.Value;
PART_OF[T.Lt] = Part.Window;
PART_OF[T.Tilde] = Part.Estimate;

/** Tokens that end a tree body or a children list: a node never starts with them. */
const isTerminator = (k: T): boolean => k === T.Eof || k === T.RBrace || k === T.KwTree;

class Parser {
  private pos = 0;
  /** Set by parseHeader when the node is complete without children: a bare value leaf or a reference. */
  private complete = false;
  private readonly kinds: Uint8Array;
  private readonly starts: Int32Array;
  private readonly ends: Int32Array;
  private readonly last: number;

  constructor(
    private readonly tokens: Tokens,
    private readonly sink: DiagnosticSink,
  ) {
    this.kinds = tokens.kinds;
    this.starts = tokens.starts;
    this.ends = tokens.ends;
    this.last = tokens.count - 1;
  }

  // ---- token access -------------------------------------------------------

  private kind(ahead = 0): T {
    const i = this.pos + ahead;
    return this.kinds[i <= this.last ? i : this.last] as T;
  }

  private span(i = this.pos): Span {
    return { start: this.starts[i], end: this.ends[i] };
  }

  private source(i = this.pos): string {
    return this.tokens.text.slice(this.starts[i], this.ends[i]);
  }

  private advance(): void {
    if (this.pos < this.last) this.pos++;
  }

  private newlineBefore(i = this.pos): boolean {
    return (this.tokens.flags[i] & FLAG_NEWLINE_BEFORE) !== 0;
  }

  private describe(i = this.pos): string {
    const k = this.kinds[i] as T;
    if (k === T.Eof) return TOKEN_NAMES[k];
    const src = this.source(i);
    return `'${src.length > 24 ? src.slice(0, 24) + '…' : src}'`;
  }

  private expected(what: string): void {
    this.sink.error('expected', `Expected ${what}, found ${this.describe()}.`, this.span());
  }

  // ---- file and trees -----------------------------------------------------

  parseFile(): FileSyntax {
    const trees: TreeSyntax[] = [];
    if (this.kind() === T.Eof) return { trees };
    if (this.kind() !== T.KwTree) {
      const start = this.starts[this.pos];
      const header = this.span();
      const body = this.parseTreeBody(T.Eof);
      trees.push({ name: null, header, start, end: this.starts[this.pos], settings: body.settings, root: body.root });
      if (this.kind() === T.KwTree) {
        this.sink.error(
          'mixed-file',
          "This file starts with an unnamed tree, so it cannot also hold 'tree' blocks: wrap the first tree in 'tree { ... }'.",
          this.span(),
        );
      }
    }
    while (this.kind() !== T.Eof) {
      if (this.kind() === T.KwTree) {
        trees.push(this.parseTree());
        continue;
      }
      if (this.kind() === T.RBrace) {
        this.sink.error('unmatched-bracket', "This '}' closes nothing: there is no open '{' before it.", this.span());
        this.advance();
        continue;
      }
      this.expected("'tree' to start the next tree");
      do this.advance();
      while (this.kind() !== T.KwTree && this.kind() !== T.Eof);
    }
    return { trees };
  }

  private parseTree(): TreeSyntax {
    const header = this.span();
    const start = header.start;
    this.advance(); // 'tree'
    let name: NamedSpan | null = null;
    if (this.kind() === T.Name || this.kind() === T.String) {
      name = this.named();
    } else if (this.kind() === T.KwMax || this.kind() === T.KwMin || this.kind() === T.KwChance) {
      this.sink.error('expected', `'${this.source()}' is a keyword: quote it to use it as a tree name ("${this.source()}").`, this.span());
      this.advance();
    }
    if (this.kind() !== T.LBrace) {
      this.expected("'{' to open the tree");
      // Recover: read the body anyway if it looks like one.
      if (isTerminator(this.kind())) {
        return { name, header, start, end: this.starts[this.pos], settings: [], root: null };
      }
      const body = this.parseTreeBody(T.RBrace);
      if (this.kind() === T.RBrace) this.advance();
      return { name, header, start, end: this.ends[this.pos - 1] ?? start, settings: body.settings, root: body.root };
    }
    const open = this.span();
    this.advance();
    const body = this.parseTreeBody(T.RBrace);
    let end: number;
    if (this.kind() === T.RBrace) {
      end = this.ends[this.pos];
      this.advance();
    } else {
      this.sink.error('unclosed-bracket', "This '{' is never closed: expected '}' to end the tree.", open);
      end = this.starts[this.pos];
    }
    return { name, header, start, end, settings: body.settings, root: body.root };
  }

  private parseTreeBody(close: T.RBrace | T.Eof): { settings: SettingSyntax[]; root: SyntaxNode | null } {
    const settings: SettingSyntax[] = [];
    while (this.isSettingStart()) settings.push(this.parseSetting());
    let root: SyntaxNode | null = null;
    if (isTerminator(this.kind())) {
      this.expected(close === T.RBrace ? "the tree's root node before '}'" : "the tree's root node");
    } else {
      root = this.parseNode();
    }
    const afterRoot = this.pos;
    let extraReported = false;
    while (!isTerminator(this.kind())) {
      const before = this.pos;
      if (this.isSettingStart()) {
        const setting = this.parseSetting();
        this.sink.error(
          'setting-after-node',
          `Setting '${setting.key.text}' comes after the root node: settings go at the top of the tree, one per line.`,
          setting,
        );
        continue;
      }
      if (this.kind() === T.RBracket) {
        this.sink.error('unmatched-bracket', "This ']' closes nothing: there is no open '[' before it.", this.span());
        this.advance();
        continue;
      }
      const extra = this.parseNode();
      if (extra && !extraReported) {
        extraReported = true;
        // `A = 3 &k [..]`: the root ended where a part came out of order.
        const misplaced = root && before === afterRoot ? misplacedPart(root, extra) : null;
        if (misplaced) this.sink.error('part-order', partOrderMessage(misplaced, ', a second root'), misplaced.span);
        else this.sink.error('extra-root', "A tree has exactly one root node: put the other nodes inside the root's [ ... ], or start a new tree.", extra);
      }
      if (this.pos === before) this.advance();
    }
    return { settings, root };
  }

  // ---- settings -----------------------------------------------------------

  private isSettingStart(): boolean {
    const k = this.kind();
    return (k === T.Name || k === T.KwMax || k === T.KwMin || k === T.KwChance || k === T.KwTree) && this.kind(1) === T.Colon;
  }

  /**
   * A setting is one line (the spec's "one per line"): even an unclosed `[` ends with the line,
   * so `window: [-inf, 3` is one bad setting rather than a setting that swallows the tree.
   */
  private parseSetting(): SettingSyntax {
    const key = this.named();
    const start = key.start;
    let end = this.ends[this.pos];
    this.advance(); // ':'
    const values: SettingValue[] = [];
    while (this.kind() !== T.Eof && this.kind() !== T.RBrace && !this.newlineBefore()) {
      const k = this.kind();
      const text = k === T.String ? unquote(this.source()) : this.source();
      values.push({ text, token: k, start: this.starts[this.pos], end: this.ends[this.pos] });
      end = this.ends[this.pos];
      this.advance();
    }
    return { key, values, start, end };
  }

  // ---- nodes --------------------------------------------------------------

  /** One node with all its descendants, iteratively. Returns null when no node could start here. */
  private parseNode(): SyntaxNode | null {
    const stack: SyntaxNode[] = [];
    // The children read so far of every open node, outermost first: stack[i]'s are
    // pending[bases[i] .. bases[i + 1]) (the innermost's run to `top`). Each list is copied out
    // at its exact length when the node closes; an array grown by push keeps 17 slots for 3 children.
    const pending: SyntaxNode[] = [];
    const bases: number[] = [];
    let top = 0;
    for (;;) {
      if (stack.length > 0) {
        const k = this.kind();
        if (k === T.RBracket) {
          const done = stack.pop()!;
          const base = bases.pop()!;
          done.children = pending.slice(base, top);
          top = base;
          done.end = this.ends[this.pos];
          this.advance();
          if (stack.length === 0) return done;
          continue;
        }
        if (isTerminator(k)) {
          const end = this.starts[this.pos];
          for (let i = stack.length - 1; i >= 0; i--) {
            stack[i].children = pending.slice(bases[i], i + 1 < stack.length ? bases[i + 1] : top);
            stack[i].end = Math.max(stack[i].end, end);
          }
          this.reportUnclosed(stack);
          return stack[0];
        }
      }
      const node = this.parseHeader();
      if (node === null) {
        if (stack.length === 0) return null;
        continue;
      }
      if (stack.length > 0) pending[top++] = node;
      if (!this.complete && this.kind() === T.LBracket) {
        node.openBracket = this.span();
        node.end = this.ends[this.pos];
        this.advance();
        bases.push(top);
        stack.push(node);
      } else if (stack.length === 0) {
        return node;
      }
    }
  }

  private reportUnclosed(stack: SyntaxNode[]): void {
    // The innermost opener is the one a person will look for; the outer ones are reported too.
    for (let i = stack.length - 1; i >= 0 && i >= stack.length - 20; i--) {
      const what = this.kind() === T.Eof ? 'the end of the file' : this.describe();
      this.sink.error('unclosed-bracket', `This '[' is never closed: expected ']' before ${what}.`, stack[i].openBracket!);
    }
  }

  /**
   * Everything of a node up to (not including) its `[`: cut, edge, then a reference,
   * a bare value leaf, or a body. Consumes at least one token unless it returns null
   * at a terminator. A bare value or a reference is a whole node: a `[` after it starts
   * the next node (`[ 3 [4 5] ]` has two children).
   */
  private parseHeader(): SyntaxNode | null {
    const start = this.starts[this.pos];
    this.complete = false;
    const node: SyntaxNode = {
      start,
      end: start,
      cut: null,
      edge: null,
      ref: null,
      kind: null,
      label: null,
      anchor: null,
      value: null,
      window: null,
      estimate: null,
      children: null,
      openBracket: null,
    };
    let k = this.kind();
    if (k === T.Slash || k === T.DoubleSlash) {
      node.cut = { mark: k === T.Slash ? 'alphabeta' : 'scout', start: this.starts[this.pos], end: this.ends[this.pos] };
      this.advance();
      k = this.kind();
    }
    if (EDGE_TOKENS.has(k) && this.kind(1) === T.Arrow) {
      const edgeTok = this.pos;
      const text = k === T.String ? unquote(this.source()) : this.source();
      const number = k === T.Number || k === T.Fraction || k === T.Percent ? this.numberAt(edgeTok) : null;
      node.edge = { text, number, start: this.starts[edgeTok], end: this.ends[edgeTok] };
      this.advance();
      this.advance();
      k = this.kind();
    } else if (k === T.Arrow) {
      this.sink.error('expected', "Expected a move name or a probability before '->'.", this.span());
      this.advance();
      k = this.kind();
    }
    const hasPrefix = node.cut !== null || node.edge !== null;

    if (k === T.Star) {
      const star = this.starts[this.pos];
      this.advance();
      if (this.kind() === T.Name) {
        const name = this.named();
        node.ref = { text: name.text, start: star, end: name.end };
      } else {
        this.expected("an anchor name after '*' (as in *k)");
      }
      node.end = this.ends[this.pos - 1];
      this.complete = true;
      return node;
    }
    if (k === T.Number || k === T.Fraction) {
      node.value = this.numberAt(this.pos);
      node.end = this.ends[this.pos];
      this.advance();
      this.complete = true;
      return node;
    }
    if (k === T.LParen) {
      node.value = this.parseTuple();
      node.end = node.value.end;
      this.complete = true;
      return node;
    }

    let consumed = false;
    if (k === T.KwMax || k === T.KwMin || k === T.KwChance) {
      const kind = k === T.KwMax ? 'max' : k === T.KwMin ? 'min' : 'chance';
      node.kind = { kind, name: null, start: this.starts[this.pos], end: this.ends[this.pos] };
      this.advance();
      consumed = true;
    } else if (k === T.At) {
      const at = this.starts[this.pos];
      this.advance();
      if (this.kind() === T.Name || this.kind() === T.String) {
        const name = this.named();
        node.kind = { kind: 'player', name: name.text, start: at, end: name.end };
      } else {
        this.expected("a player name after '@' (as in @Abu)");
      }
      consumed = true;
    }
    if (this.kind() === T.Name || this.kind() === T.String) {
      node.label = this.named();
      consumed = true;
    }
    // The parts after the label come in the EBNF's order, each at most once: a part that
    // cannot follow the parts before it (a repeat, or one that belongs earlier) starts the next node.
    let last = PART_NONE;
    for (;;) {
      const part = PART_OF[this.kind()];
      if (part <= last) break;
      last = part;
      if (part === Part.Anchor) {
        this.advance();
        if (this.kind() === T.Name) node.anchor = this.named();
        else this.expected("an anchor name after '&' (as in &k)");
      } else if (part === Part.Value) {
        node.value = this.parseAnswerValue();
      } else if (part === Part.Window) {
        node.window = this.parseWindow();
      } else {
        const tilde = this.starts[this.pos];
        this.advance();
        const estimate = this.parseValue();
        if (estimate) node.estimate = estimate;
        else this.sink.error('expected', "Expected a number or a tuple after '~'.", { start: tilde, end: tilde + 1 });
      }
      consumed = true;
    }
    if (this.kind() === T.LBracket) return node; // the caller opens the children list
    if (!consumed) {
      if (hasPrefix) {
        this.expected(node.edge ? "the node after '->'" : 'the node the cut mark applies to');
        node.end = this.starts[this.pos];
        return node;
      }
      if (isTerminator(this.kind())) {
        return null;
      }
      this.reportUnexpected();
      this.advance();
      return null;
    }
    node.end = this.ends[this.pos - 1];
    return node;
  }

  private reportUnexpected(): void {
    const k = this.kind();
    let hint = 'expected a node: a number, a label, a tuple, or a kind (max, min, chance, @Player)';
    if (k === T.RBracket || k === T.RParen) {
      const [close, open] = k === T.RBracket ? [']', '['] : [')', '('];
      this.sink.error('unmatched-bracket', `This '${close}' closes nothing: there is no open '${open}' before it.`, this.span());
      return;
    }
    if (k === T.Percent) hint = "a percentage is a probability: write it on an edge under a chance node, as in '25% -> 3'";
    else if (k === T.Inf) hint = "infinities are allowed only in windows ('<-inf, 3>') and the window setting, never as payoffs";
    else if (k === T.Colon) hint = 'settings (key: value) go on their own lines at the top of a tree';
    else if (k === T.Gt) hint = "this '>' has no matching '<'";
    this.sink.error('unexpected-token', `Unexpected ${this.describe()}: ${hint}.`, this.span());
  }

  private named(): NamedSpan {
    const i = this.pos;
    const text = this.kinds[i] === T.String ? unquote(this.source(i)) : this.source(i);
    this.advance();
    return { text, start: this.starts[i], end: this.ends[i] };
  }

  // ---- values ---------------------------------------------------------------

  private numberAt(i: number): NumberLiteral {
    const literal = numberLiteral(this.source(i), this.kinds[i] as T, this.starts[i], this.ends[i]);
    if (!Number.isFinite(literal.value)) {
      const why = literal.form === 'fraction' ? 'its denominator is zero' : 'it is too large';
      this.sink.error('bad-number', `'${literal.raw}' is not a usable number: ${why}.`, literal);
    }
    return literal;
  }

  /** A number or a tuple; null (nothing consumed) when neither starts here. */
  private parseValue(): ValueLiteral | null {
    const k = this.kind();
    if (k === T.Number || k === T.Fraction) {
      const n = this.numberAt(this.pos);
      this.advance();
      return n;
    }
    if (k === T.LParen) return this.parseTuple();
    return null;
  }

  private parseAnswerValue(): ValueLiteral | { blank: true; start: number; end: number } | null {
    const eq = this.span();
    this.advance();
    if (this.kind() === T.Question) {
      const s = this.span();
      this.advance();
      return { blank: true, start: eq.start, end: s.end };
    }
    const v = this.parseValue();
    if (v) return v;
    if (this.kind() === T.Inf || (this.kind() === T.Name && this.source() === 'inf')) {
      this.sink.error('inf-payoff', 'Infinities are allowed only in windows, never as values: write a number.', this.span());
      this.advance();
      return null;
    }
    this.expected("a number, a tuple or '?' after '='");
    return null;
  }

  private parseTuple(): TupleLiteral {
    const open = this.span();
    this.advance();
    const items: NumberLiteral[] = [];
    for (;;) {
      const k = this.kind();
      if (k === T.Number || k === T.Fraction) {
        items.push(this.numberAt(this.pos));
        this.advance();
        continue;
      }
      if (k === T.RParen) {
        const end = this.ends[this.pos];
        this.advance();
        if (items.length === 0) this.sink.error('expected', 'Expected at least one number in the tuple.', { start: open.start, end });
        return { items, start: open.start, end };
      }
      if (k === T.Inf) {
        this.sink.error('inf-payoff', 'Infinities are allowed only in windows, never as payoffs: write a number.', this.span());
        this.advance();
        continue;
      }
      // Anything else ends the tuple: the ')' is missing.
      this.sink.error('unclosed-bracket', `This '(' is never closed: expected a number or ')' but found ${this.describe()}.`, open);
      return { items, start: open.start, end: this.ends[this.pos - 1] };
    }
  }

  private parseWindow(): WindowLiteral {
    const open = this.span();
    this.advance();
    const bounds: BoundLiteral[] = [];
    while (bounds.length < 2) {
      const b = this.parseBound();
      if (!b) break;
      bounds.push(b);
    }
    let end: number;
    if (this.kind() === T.Gt && bounds.length === 2) {
      end = this.ends[this.pos];
      this.advance();
    } else {
      end = this.ends[this.pos - 1];
      const found = this.describe();
      this.sink.error(
        'expected',
        bounds.length < 2
          ? `A window needs two bounds, as in '<-inf, 3>' ('?' for a blank): found ${found}.`
          : `Expected '>' to close the window, found ${found}.`,
        bounds.length < 2 ? { start: open.start, end: Math.max(end, open.end) } : this.span(),
      );
      if (this.kind() === T.Gt) {
        end = this.ends[this.pos];
        this.advance();
      }
    }
    const blank = (at: number): BoundLiteral => ({ value: null, start: at, end: at });
    return { alpha: bounds[0] ?? blank(open.end), beta: bounds[1] ?? blank(end), start: open.start, end };
  }

  private parseBound(): BoundLiteral | null {
    const k = this.kind();
    const s = this.starts[this.pos];
    const e = this.ends[this.pos];
    let value: number | null;
    if (k === T.Number || k === T.Fraction) value = this.numberAt(this.pos).value;
    else if (k === T.Inf) value = this.source().startsWith('-') ? -Infinity : Infinity;
    else if (k === T.Name && this.source() === 'inf') value = Infinity;
    else if (k === T.Question) value = null;
    else return null;
    this.advance();
    return { value, start: s, end: e };
  }
}

/** Builds a number literal from a Number/Fraction/Percent token's text (which may carry trailing junk already reported). */
export function numberLiteral(raw: string, kind: T, start: number, end: number): NumberLiteral {
  if (kind === T.Number && isPlainInteger(raw)) return { value: Number(raw), raw, form: 'integer', start, end };
  const m = /^-?\d+(?:\.\d+)?(?:\/\d+(?:\.\d+)?|%)?/.exec(raw);
  const clean = m ? m[0] : '0';
  let value: number;
  let form: NumberLiteral['form'];
  if (kind === T.Fraction) {
    const slash = clean.indexOf('/');
    value = slash < 0 ? Number(clean) : Number(clean.slice(0, slash)) / Number(clean.slice(slash + 1));
    form = 'fraction';
  } else if (kind === T.Percent) {
    value = Number(clean.slice(0, -1)) / 100;
    form = 'percent';
  } else {
    value = Number(clean);
    form = clean.indexOf('.') < 0 ? 'integer' : 'decimal';
  }
  return { value, raw: clean, form, start, end };
}

function isPlainInteger(raw: string): boolean {
  for (let i = raw.charCodeAt(0) === 45 ? 1 : 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return raw.length > 0;
}
