import { isNumberAt, numberValueAt, wordAt } from './literals';
import { CHANCE, type GameNode } from './model';
import { NONE, type SyntaxNode } from './syntax';

/** The values few nodes have: tuples, estimates, and the anchor a reference stands for. */
interface RareValues {
  payoffs: readonly number[] | null;
  estimate: number | null;
  estimates: readonly number[] | null;
  target: GameNode | null;
}

/**
 * A node of the model as the tree builder makes it: one small object (a 10 MB file has millions).
 * What the syntax already holds — the label, the move, the probability, the anchor's name — is
 * read from it when asked; the rarely set values live in `rare`.
 */
export class ModelNode implements GameNode {
  payoff: number | null = null;
  private rare: RareValues | null = null;

  constructor(
    readonly id: number,
    readonly parent: ModelNode | null,
    readonly index: number,
    readonly depth: number,
    readonly player: number,
    public children: readonly GameNode[],
    readonly syntax: SyntaxNode,
  ) {}

  private values(): RareValues {
    return (this.rare ??= { payoffs: null, estimate: null, estimates: null, target: null });
  }

  get payoffs(): readonly number[] | null {
    return this.rare === null ? null : this.rare.payoffs;
  }
  set payoffs(v: readonly number[] | null) {
    if (v !== null || this.rare !== null) this.values().payoffs = v;
  }

  get estimate(): number | null {
    return this.rare === null ? null : this.rare.estimate;
  }
  set estimate(v: number | null) {
    if (v !== null || this.rare !== null) this.values().estimate = v;
  }

  get estimates(): readonly number[] | null {
    return this.rare === null ? null : this.rare.estimates;
  }
  set estimates(v: readonly number[] | null) {
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
    return this.syntax.labelText ?? this.target?.label ?? null;
  }

  get anchor(): string | null {
    return this.syntax.anchor?.text ?? null;
  }

  /** The edge's name below a player node; a fraction or a percentage there is an error, not a move. */
  get move(): string | null {
    const s = this.syntax;
    if (s.edgeAt === NONE || this.parent === null || this.parent.player === CHANCE) return null;
    if (!isNumberAt(s.source, s.edgeAt)) return wordAt(s.source, s.edgeAt);
    const edge = s.edge!;
    return edge.number!.form === 'fraction' || edge.number!.form === 'percent' ? null : edge.text;
  }

  /** The edge's number below a chance node. */
  get probability(): number | null {
    const s = this.syntax;
    if (s.edgeAt === NONE || this.parent === null || this.parent.player !== CHANCE || !isNumberAt(s.source, s.edgeAt)) return null;
    return numberValueAt(s.source, s.edgeAt);
  }
}
