import type { GameNode, Settings } from '../model/model';
import { cmp, type Num } from '../model/num';

/**
 * Which of two equally good children wins: the spec's "the first child (in search order) that
 * reaches the best value wins, unless `prefer:` / `ties:` say otherwise". Shared by every
 * search and by the ordering keys, so that both pick the same child.
 */
export class Ties {
  private readonly prefer: string | null;
  private readonly last: boolean;

  constructor(settings: Pick<Settings, 'prefer' | 'ties'>) {
    this.prefer = settings.prefer;
    this.last = settings.ties === 'last';
  }

  /**
   * Whether `child`, whose value compares to the best so far as `cmp` (>0 better, 0 equal),
   * becomes the new best.
   */
  takes(cmp: number, child: GameNode, best: GameNode | null): boolean {
    return best === null || cmp > 0 || (!(cmp < 0) && this.tieTakes(child, best));
  }

  /**
   * Whether max^n, where `player` moves, takes `child`'s tuple `t` over `score`, the best so far
   * (of `best`): the larger own component, ties as above. The one rule for the search and for
   * the ordering keys of `order:` (the value max^n itself returns for a child).
   */
  takesTuple(player: number, t: readonly Num[], score: readonly Num[] | null, child: GameNode, best: GameNode | null): boolean {
    return this.takes(score === null ? 1 : cmp(t[player], score[player]), child, best);
  }

  /** On equal values: `prefer:`, then `ties:`. */
  private tieTakes(child: GameNode, best: GameNode): boolean {
    if (this.prefer !== null && (child.move === this.prefer) !== (best.move === this.prefer)) return child.move === this.prefer;
    return this.last;
  }
}
