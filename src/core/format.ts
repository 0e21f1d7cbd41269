import type { Value } from './search/recorder';

/** A number as people write it on the board: ±inf, whole numbers as they are, others to 6 decimals. */
export const formatNumber = (v: number): string =>
  v === Infinity ? '+inf' : v === -Infinity ? '-inf' : Number.isInteger(v) ? String(v) : String(Number(v.toFixed(6)));

/** A value or a max^n tuple, as `3` or `(1, 2, 3)`. */
export const formatValue = (v: Value): string => (typeof v === 'number' ? formatNumber(v) : `(${v.map(formatNumber).join(', ')})`);
