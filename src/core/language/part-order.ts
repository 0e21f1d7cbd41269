import { type SyntaxNode } from './syntax';
import { isBlank } from './literals';
import type { Span } from '../text/text';

/** The parts of a node's body, in the order the grammar writes them: `kind label &k =v <α, β> ~h [children]`. */
export const enum Part {
  Kind,
  Label,
  Anchor,
  Value,
  Window,
  Estimate,
  Children,
}

/** A part written after one it must precede: by the grammar it started a new node. */
export interface MisplacedPart {
  /** The part as the message names it, e.g. `'&k'`. */
  readonly part: string;
  /** The earliest part of the node before that it must come before, e.g. `'='`. */
  readonly before: string;
  /** The misplaced part in the text. */
  readonly span: Span;
}

/** The parts, in order, as a message lists them. */
export const PART_ORDER_TEXT = 'kind, label, &anchor, =value, <α, β>, ~estimate, [children]';

/**
 * Whether `next`, read right after `prev`, begins with a part that belongs earlier in a node
 * than a part `prev` already has (`G = 14 &k`: `&k` after `=`), so that it began a node of its
 * own. Only the parts after a label count: a label or a kind naturally starts a new node, and
 * a bare value is a whole leaf.
 */
export function misplacedPart(prev: SyntaxNode, next: SyntaxNode): MisplacedPart | null {
  if (next.rare.cut || next.edge || next.rare.ref || next.rare.kind || next.label || prev.rare.ref) return null;
  const first = firstPart(next);
  if (first === null) return null;
  for (let p = first.part + 1; p <= Part.Children; p++) {
    const before = partText(prev, p);
    if (before !== null) return { part: first.text, before, span: { start: next.start, end: first.end } };
  }
  return null;
}

/** A node that cannot be read as written: a leaf with no value, or a leaf whose value is the blank `?`. */
export function lacksValue(node: SyntaxNode): boolean {
  return node.rare.ref === null && (node.children === null || node.children.length === 0) && (node.value === null || isBlank(node.value));
}

function firstPart(n: SyntaxNode): { part: Part; text: string; end: number } | null {
  if (n.rare.anchor) return { part: Part.Anchor, text: `'&${n.rare.anchor.text}'`, end: n.rare.anchor.end };
  const v = n.value;
  // A value whose literal starts where the node does is a bare value (a whole leaf), not `= v`; a blank's span holds its `=`.
  if (v && (isBlank(v) || v.start > n.start)) return { part: Part.Value, text: "'='", end: v.end };
  if (v) return null;
  if (n.rare.window) return { part: Part.Window, text: "'<α, β>'", end: n.rare.window.end };
  if (n.estimate) return { part: Part.Estimate, text: "'~'", end: n.estimate.end };
  return null;
}

function partText(n: SyntaxNode, part: Part): string | null {
  switch (part) {
    case Part.Value:
      if (!n.value) return null;
      // Without a label, kind or anchor the value may be a bare one (`3`), written without '='.
      return n.label || n.rare.kind || n.rare.anchor ? "'='" : 'the value';
    case Part.Window:
      return n.rare.window ? "'<α, β>'" : null;
    case Part.Estimate:
      return n.estimate ? "'~'" : null;
    case Part.Children:
      return n.openBracket ? "'['" : null;
    default:
      return null; // kind, label and anchor come before every part that can start a node
  }
}

/** The diagnostic's message; `outcome` says what the new node did to the tree (", which has no value"). */
export function partOrderMessage(m: MisplacedPart, outcome: string): string {
  return `${m.part} must come before ${m.before}: written after it, ${m.part} starts a new node${outcome}. A node's parts come in this order: ${PART_ORDER_TEXT}.`;
}
