import { formatNumber, formatValue } from './format';
import { isWholeAt, type Num, type NumberStyle } from '../model/num';
import type { Value } from '../search/recorder';
import { NONE } from '../language/syntax';
import { isBlank, isTuple } from '../language/literals';
import type { GameNode } from '../model/model';
import { namePathText } from './notation';
import { word } from './write-gtree';

/** Texts for the diagram: ±∞ and a real minus sign, as on the slides. */
export const displayNumber = (v: Num, style?: NumberStyle): string =>
  v === Infinity ? '+∞' : v === -Infinity ? '−∞' : formatNumber(v, style).replace('-', '−');
export const displayValue = (v: Value, style?: NumberStyle): string =>
  Array.isArray(v) ? formatValue(v, style).replace(/-/g, '−') : displayNumber(v as Num, style);

/**
 * How a leaf writes its payoff: as fractions when it writes one. One rule for every place a
 * leaf's number is read (its name, its drawn payoff and value, the replay's return, the
 * hover): the payoff as the leaf writes it, whatever style the tree's computed values take.
 */
export function leafStyle(node: GameNode): NumberStyle {
  const syntax = node.syntax;
  // The common leaf, a plain whole number: read from its offset, without making its literal.
  if (syntax.valueAt !== NONE && isWholeAt(syntax.source, syntax.valueAt)) return 'decimal';
  const v = syntax.value;
  if (!v || isBlank(v)) return 'decimal';
  return (isTuple(v) ? v.items : [v]).some((i) => i.form === 'fraction') ? 'fraction' : 'decimal';
}

/**
 * A node as captions and hovers name it: its label (`C`, quoted where the file must quote
 * it); else the root is "the root", a leaf its payoff and the way to it (`leaf 12 (a1 →
 * 2nd)`), a reference its anchor and the way (`*k (b → 1st)`), any other node the way to it
 * (`a2 → 1st`), in the notation of the principal variation. Never an index path alone.
 */
export function nodeName(node: GameNode): string {
  if (node.label) return word(node.label);
  if (!node.parent) return 'the root';
  const path = namePathText(node);
  if (node.target) return `*${node.target.anchor} (${path})`;
  const payoff = node.payoff ?? node.payoffs;
  if (node.children.length === 0 && payoff !== null) return `leaf ${displayValue(payoff, leafStyle(node))} (${path})`;
  return path;
}
