import { isNumberAt, wordAt } from './literals';
import { CHANCE, type GameNode } from './model';
import { numAt, type Num } from './num';
import { Col, NONE, SyntaxNode, type SyntaxNodes } from './syntax';

/** The values few nodes have: tuples, estimates, and the anchor a reference stands for. */
interface RareValues {
  payoffs: readonly Num[] | null;
  estimate: Num | null;
  estimates: readonly Num[] | null;
  target: GameNode | null;
}

/**
 * A node of the model as the tree builder makes it: one small object (a 10 MB file has millions).
 * Its id is also its row in the tree's SyntaxNodes (both count the written nodes in pre-order).
 * What the syntax already holds — the label, the move, the probability, the anchor's name — is
 * read from there when asked; the rarely set values live in `rare`.
 */
export class ModelNode implements GameNode {
  payoff: Num | null = null;
  private rare: RareValues | null = null;

  constructor(
    readonly id: number,
    readonly parent: ModelNode | null,
    readonly index: number,
    readonly depth: number,
    readonly player: number,
    public children: readonly GameNode[],
    private readonly written: SyntaxNodes,
  ) {}

  /** The node as written (a view made on each call). */
  get syntax(): SyntaxNode {
    return new SyntaxNode(this.written, this.id);
  }

  private values(): RareValues {
    return (this.rare ??= { payoffs: null, estimate: null, estimates: null, target: null });
  }

  get payoffs(): readonly Num[] | null {
    return this.rare === null ? null : this.rare.payoffs;
  }
  set payoffs(v: readonly Num[] | null) {
    if (v !== null || this.rare !== null) this.values().payoffs = v;
  }

  /** Set for a reference (its anchor's); a plain written estimate is read from the syntax when asked. */
  get estimate(): Num | null {
    const set = this.rare?.estimate;
    if (set !== undefined && set !== null) return set;
    const at = this.written.get(this.id, Col.EstimateAt);
    return at === NONE ? null : numAt(this.written.source, at);
  }
  set estimate(v: Num | null) {
    if (v !== null || this.rare !== null) this.values().estimate = v;
  }

  get estimates(): readonly Num[] | null {
    return this.rare === null ? null : this.rare.estimates;
  }
  set estimates(v: readonly Num[] | null) {
    if (v !== null || this.rare !== null) this.values().estimates = v;
  }

  get target(): GameNode | null {
    return this.rare === null ? null : this.rare.target;
  }
  set target(v: GameNode | null) {
    if (v !== null || this.rare !== null) this.values().target = v;
  }

  /** Its own label, else (for a reference) its anchor's. */
  get label(): string | null {
    const at = this.written.get(this.id, Col.LabelAt);
    return at !== NONE ? wordAt(this.written.source, at) : (this.target?.label ?? null);
  }

  get anchor(): string | null {
    return this.written.extras(this.id)?.anchor?.text ?? null;
  }

  /** The edge's name below a player node; a fraction or a percentage there is an error, not a move. */
  get move(): string | null {
    const at = this.written.get(this.id, Col.EdgeAt);
    if (at === NONE || this.parent === null || this.parent.player === CHANCE) return null;
    if (!isNumberAt(this.written.source, at)) return wordAt(this.written.source, at);
    const edge = this.syntax.edge!;
    return edge.number!.form === 'fraction' || edge.number!.form === 'percent' ? null : edge.text;
  }

  /** The edge's number below a chance node, exactly. */
  get probability(): Num | null {
    const at = this.written.get(this.id, Col.EdgeAt);
    if (at === NONE || this.parent === null || this.parent.player !== CHANCE || !isNumberAt(this.written.source, at)) return null;
    return numAt(this.written.source, at);
  }
}
