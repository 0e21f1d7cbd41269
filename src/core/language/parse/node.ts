import { T, unquote } from '../lexer';
import { numberValueAt } from '../literals';
import { Part } from '../part-order';
import { Col, NONE, type SyntaxNode, type SyntaxNodes } from '../syntax';
import { type CutLiteral, type NamedSpan } from '../literals';
import { isTerminator, type TokenCursor } from './cursor';
import { isValueWithColon, isWindowInParentheses, readKeywordSlip, readValueWithColon, reportWindowInParentheses } from './slips';
import { checkedNumber, parseAnswerValue, parseBraced, parseTuple, parseWindow } from './values';

/**
 * Nodes: `cut? (edge '->')? (reference | value leaf | kind? label? parts*) ('[' node* ']')?`,
 * nested with an explicit stack, so depth is bounded by memory only.
 */

const EDGE_TOKENS = new Set<T>([T.Name, T.String, T.Number, T.Fraction, T.Percent]);
const isProbabilityToken = (k: T): boolean => k === T.Number || k === T.Fraction || k === T.Percent;

const PART_NONE = -1;
/** By token kind, the part after the label it opens (its place in the EBNF's `body`), else PART_NONE. */
const PART_OF = new Int8Array(T.Eof + 1).fill(PART_NONE);
PART_OF[T.Amp] = Part.Anchor;
PART_OF[T.Eq] = Part.Value;
PART_OF[T.Lt] = Part.Window;
PART_OF[T.Tilde] = Part.Estimate;

/** One node with all its descendants, iteratively, into `nodes`. Returns null when no node could start here. */
export function parseNode(c: TokenCursor, nodes: SyntaxNodes): SyntaxNode | null {
  const stack: number[] = [];
  // The children read so far of every open node, outermost first: stack[i]'s are
  // pending[bases[i] .. bases[i + 1]) (the innermost's run to `top`). Each list is linked
  // as first child and next siblings when the node closes.
  const pending: number[] = [];
  const bases: number[] = [];
  let top = 0;
  const header = new HeaderReader(c, nodes);
  for (;;) {
    if (stack.length > 0) {
      const k = c.kind();
      if (k === T.RBracket) {
        const done = stack.pop()!;
        const base = bases.pop()!;
        nodes.link(done, pending, base, top);
        top = base;
        nodes.set(done, Col.End, c.end());
        c.advance();
        if (stack.length === 0) return nodes.node(done);
        continue;
      }
      if (isTerminator(k)) {
        const end = c.start();
        for (let i = stack.length - 1; i >= 0; i--) {
          nodes.link(stack[i], pending, bases[i], i + 1 < stack.length ? bases[i + 1] : top);
          nodes.set(stack[i], Col.End, Math.max(nodes.get(stack[i], Col.End), end));
        }
        reportUnclosed(c, nodes, stack);
        return nodes.node(stack[0]);
      }
    }
    header.inList = stack.length > 0;
    const node = header.read();
    if (node === NONE) {
      if (stack.length === 0) return null;
      continue;
    }
    if (stack.length > 0) pending[top++] = node;
    if (!header.complete && c.kind() === T.LBracket) {
      nodes.set(node, Col.Open, c.start());
      nodes.set(node, Col.End, c.end());
      c.advance();
      bases.push(top);
      stack.push(node);
    } else if (stack.length === 0) {
      return nodes.node(node);
    }
  }
}

function reportUnclosed(c: TokenCursor, nodes: SyntaxNodes, stack: number[]): void {
  // The innermost opener is the one a person will look for; the outer ones are reported too.
  const what = c.describe();
  for (let i = stack.length - 1; i >= 0 && i >= stack.length - 20; i--) {
    const open = nodes.get(stack[i], Col.Open);
    c.sink.error('unclosed-bracket', `This '[' is never closed: expected ']' before ${what}.`, { start: open, end: open + 1 });
  }
}

/** A name or string token as a named span; moves past it. */
export function readNamed(c: TokenCursor): NamedSpan {
  const start = c.start();
  const end = c.end();
  const text = c.kind() === T.String ? unquote(c.source()) : c.source();
  c.advance();
  return { text, start, end };
}

/**
 * A number token shorter than this is finite (Number.MAX_VALUE has 309 digits): the one way a
 * plain number (not a fraction or a percentage) is unusable is being too large.
 */
const ALWAYS_FINITE = 300;

/** Reports the current number token when it is not usable; short plain numbers are not read at all, short plain integers without a literal. */
function checkNumber(c: TokenCursor): void {
  const start = c.start();
  if (c.kind() === T.Number && c.end() - start < ALWAYS_FINITE) return;
  if (!Number.isFinite(numberValueAt(c.text, start))) checkedNumber(c);
}

/** Reads everything of a node up to (not including) its `[`. */
class HeaderReader {
  /** Set by read() when the node is complete without children: a bare value leaf or a reference. */
  complete = false;
  /** Whether the node stands in a children list (`B: 3` there is a value; before the root, a setting out of place). */
  inList = false;

  constructor(
    private readonly c: TokenCursor,
    private readonly nodes: SyntaxNodes,
  ) {}

  /**
   * Cut, edge, then a reference, a bare value leaf, or a body. Consumes at least one token unless
   * it returns NONE at a terminator. A bare value or a reference is a whole node: a `[` after it
   * starts the next node (`[ 3 [4 5] ]` has two children).
   */
  read(): number {
    const c = this.c;
    const nodes = this.nodes;
    const node = nodes.draft(c.start());
    this.complete = false;
    const hasPrefix = this.readPrefix(node);
    readKeywordSlip(c, true);
    const k = c.kind();
    if (k === T.Star) return this.finishReference(node);
    if (k === T.Number || k === T.Fraction) {
      checkNumber(c);
      nodes.set(node, Col.ValueAt, c.start());
      nodes.set(node, Col.End, c.end());
      c.advance();
      this.complete = true;
      return nodes.add();
    }
    if (k === T.LParen) {
      const tuple = parseTuple(c);
      nodes.more(node).value = tuple;
      nodes.set(node, Col.End, tuple.end);
      this.complete = true;
      return nodes.add();
    }
    const consumed = this.readKind(node) || this.readLabel(node);
    const parts = this.readParts(node);
    if (c.kind() === T.LBracket) return nodes.add(); // the caller opens the children list
    if (!consumed && !parts) return this.nothingRead(node, hasPrefix);
    nodes.set(node, Col.End, c.previousEnd());
    return nodes.add();
  }

  /** The cut mark and the edge `name ->` (or a named outcome `six 1/6 ->`); true when there was either. */
  private readPrefix(node: number): boolean {
    const c = this.c;
    let k = c.kind();
    let prefix = false;
    if (k === T.Slash || k === T.DoubleSlash) {
      const cut: CutLiteral = { mark: k === T.Slash ? 'alphabeta' : 'scout', start: c.start(), end: c.end() };
      this.nodes.more(node).cut = cut;
      c.advance();
      // `/{x <= 3}`: cut for those values of the unknown (glued to the mark).
      if (c.kind() === T.LBrace && c.start() === cut.end) cut.condition = parseBraced(c);
      k = c.kind();
      prefix = true;
    }
    // `six 1/6 ->`: a name before a probability names the outcome (without the arrow, `six`
    // is a label and `1/6` starts the next node, as before).
    if ((k === T.Name || k === T.String) && isProbabilityToken(c.kind(1)) && c.kind(2) === T.Arrow) {
      this.nodes.more(node).outcome = readNamed(c);
      k = c.kind();
    }
    if (EDGE_TOKENS.has(k) && c.kind(1) === T.Arrow) {
      if (isProbabilityToken(k)) checkNumber(c);
      this.nodes.set(node, Col.EdgeAt, c.start());
      c.advance();
      c.advance();
      return true;
    }
    if (k === T.Arrow) {
      c.sink.error('expected', "Expected a move name or a probability before '->'.", c.span());
      c.advance();
    }
    return prefix;
  }

  private finishReference(node: number): number {
    const c = this.c;
    const star = c.start();
    c.advance();
    if (c.kind() === T.Name) {
      const name = readNamed(c);
      this.nodes.more(node).ref = { text: name.text, start: star, end: name.end };
    } else {
      c.expected("an anchor name after '*' (as in *k)");
    }
    this.nodes.set(node, Col.End, c.previousEnd());
    this.complete = true;
    return this.nodes.add();
  }

  /** `max`, `min`, `chance` or `@Player`; true when one was read. */
  private readKind(node: number): boolean {
    const c = this.c;
    const k = c.kind();
    if (k === T.KwMax || k === T.KwMin || k === T.KwChance) {
      const kind = k === T.KwMax ? 'max' : k === T.KwMin ? 'min' : 'chance';
      this.nodes.more(node).kind = { kind, name: null, start: c.start(), end: c.end() };
      c.advance();
      this.readLabel(node);
      return true;
    }
    if (k !== T.At) return false;
    const at = c.start();
    c.advance();
    if (c.kind() === T.Name || c.kind() === T.String) {
      const name = readNamed(c);
      this.nodes.more(node).kind = { kind: 'player', name: name.text, start: at, end: name.end };
    } else {
      c.expected("a player name after '@' (as in @Abu)");
    }
    this.readLabel(node);
    return true;
  }

  private readLabel(node: number): boolean {
    const c = this.c;
    if (c.kind() !== T.Name && c.kind() !== T.String) return false;
    this.nodes.set(node, Col.LabelAt, c.start());
    c.advance();
    return true;
  }

  /**
   * The parts after the label, in the EBNF's order, each at most once: a part that cannot follow
   * the parts before it (a repeat, or one that belongs earlier) starts the next node. True when any was read.
   */
  private readParts(node: number): boolean {
    const c = this.c;
    let last = PART_NONE;
    for (;;) {
      if (last < Part.Value && this.inList && isValueWithColon(c)) readValueWithColon(c);
      if (last < Part.Window && isWindowInParentheses(c)) {
        reportWindowInParentheses(c);
        this.nodes.more(node).window = parseWindow(c, T.RParen);
        last = Part.Window;
        continue;
      }
      const part = PART_OF[c.kind()];
      if (part <= last) return last !== PART_NONE;
      last = part;
      if (part === Part.Anchor) {
        c.advance();
        if (c.kind() === T.Name) this.nodes.more(node).anchor = readNamed(c);
        else c.expected("an anchor name after '&' (as in &k)");
      } else if (part === Part.Value) {
        this.readAnswer(node);
      } else if (part === Part.Window) {
        this.nodes.more(node).window = parseWindow(c);
      } else {
        const tilde = c.start();
        c.advance();
        const k = c.kind();
        if (k === T.Number || k === T.Fraction) {
          checkNumber(c);
          this.nodes.set(node, Col.EstimateAt, c.start());
          c.advance();
        } else if (k === T.LParen) {
          this.nodes.more(node).estimate = parseTuple(c);
        } else c.sink.error('expected', "Expected a number or a tuple after '~'.", { start: tilde, end: tilde + 1 });
      }
    }
  }

  /** `=3` keeps only the number's offset; a tuple or the blank `?` goes to the node's extras. */
  private readAnswer(node: number): void {
    const c = this.c;
    const k = c.kind(1);
    if (k === T.LBrace) {
      c.advance();
      this.nodes.more(node).formula = parseBraced(c);
      return;
    }
    if (k === T.Number || k === T.Fraction) {
      c.advance();
      checkNumber(c);
      this.nodes.set(node, Col.ValueAt, c.start());
      c.advance();
      return;
    }
    const value = parseAnswerValue(c);
    if (value) this.nodes.more(node).value = value;
  }

  /** No kind, label or part: a prefix with nothing after it, the end of a list, or a stray token. */
  private nothingRead(node: number, hasPrefix: boolean): number {
    const c = this.c;
    if (hasPrefix) {
      c.expected(this.nodes.get(node, Col.EdgeAt) !== NONE ? "the node after '->'" : 'the node the cut mark applies to');
      this.nodes.set(node, Col.End, c.start());
      return this.nodes.add();
    }
    if (isTerminator(c.kind())) return NONE;
    reportUnexpected(c);
    c.advance();
    return NONE;
  }
}

function reportUnexpected(c: TokenCursor): void {
  const k = c.kind();
  if (k === T.RBracket || k === T.RParen) {
    const [close, open] = k === T.RBracket ? [']', '['] : [')', '('];
    c.sink.error('unmatched-bracket', `This '${close}' closes nothing: there is no open '${open}' before it.`, c.span());
    return;
  }
  let hint = 'expected a node: a number, a label, a tuple, or a kind (max, min, chance, @Player)';
  if (k === T.Percent) hint = "a percentage is a probability: write it on an edge under a chance node, as in '25% -> 3'";
  else if (k === T.Inf) hint = "infinities are allowed only in windows ('<-inf, 3>') and the window setting, never as payoffs";
  else if (k === T.Colon) hint = 'settings (key: value) go on their own lines at the top of a tree';
  else if (k === T.Gt) hint = "this '>' has no matching '<'";
  c.sink.error('unexpected-token', `Unexpected ${c.describe()}: ${hint}.`, c.span());
}
