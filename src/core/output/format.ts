import { formatNum, type Num, type NumberStyle } from '../model/num';
import type { Value } from '../search/recorder';

/** A number as people write it on the board: ±inf, whole numbers as they are, others exactly in the tree's style (`7/3`, `2.5`). */
export const formatNumber = (v: Num, style?: NumberStyle): string => formatNum(v, style);

/** A value or a max^n tuple, as `3` or `(1, 2, 3)`. */
export const formatValue = (v: Value, style?: NumberStyle): string =>
  Array.isArray(v) ? `(${(v as readonly Num[]).map((x) => formatNum(x, style)).join(', ')})` : formatNum(v as Num, style);
