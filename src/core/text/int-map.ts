/** The empty slot: above every key (keys are below 2^32 − 1). */
const EMPTY = 0xffffffff;

/**
 * A map from whole numbers in [0, 2^32 − 1) to Int32s, in two typed arrays (open addressing,
 * linear probing, kept at most half full). Unlike a Map it allocates no heap objects and gives
 * the garbage collector nothing to trace or copy: the syntax rows keep their distances that do
 * not fit a byte here, and a chain 100 000 deep has one for every node.
 */
export class IntMap {
  private keys = new Uint32Array(16).fill(EMPTY);
  private values = new Int32Array(16);
  private count = 0;

  get(key: number): number | undefined {
    const keys = this.keys;
    const mask = keys.length - 1;
    for (let at = mix(key) & mask; ; at = (at + 1) & mask) {
      const k = keys[at];
      if (k === key) return this.values[at];
      if (k === EMPTY) return undefined;
    }
  }

  set(key: number, value: number): void {
    if ((this.count + 1) * 2 > this.keys.length) this.grow();
    const keys = this.keys;
    const mask = keys.length - 1;
    let at = mix(key) & mask;
    while (keys[at] !== key && keys[at] !== EMPTY) at = (at + 1) & mask;
    if (keys[at] === EMPTY) {
      keys[at] = key;
      this.count++;
    }
    this.values[at] = value;
  }

  private grow(): void {
    const { keys, values } = this;
    this.keys = new Uint32Array(keys.length * 2).fill(EMPTY);
    this.values = new Int32Array(keys.length * 2);
    this.count = 0;
    for (let at = 0; at < keys.length; at++) if (keys[at] !== EMPTY) this.set(keys[at], values[at]);
  }
}

/** Spreads nearby keys over the table (a 32-bit integer hash). */
function mix(key: number): number {
  let h = Math.imul(key ^ (key >>> 16), 0x45d9f3b);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  return (h ^ (h >>> 16)) >>> 0;
}
