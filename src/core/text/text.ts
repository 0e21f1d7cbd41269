/** Offsets are UTF-16 code units into the source text, as VS Code counts them. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

export interface Position {
  /** 0-based line. */
  readonly line: number;
  /** 0-based column in UTF-16 code units. */
  readonly character: number;
}

/**
 * Maps offsets to line/column; `\r\n`, `\r` and `\n` each end a line. A byte-order mark at the
 * start is not a column (editors do not show it), so line 0 starts after it.
 */
export class LineIndex {
  private readonly lineStarts: number[];

  constructor(text: string) {
    const starts = [text.charCodeAt(0) === 0xfeff ? 1 : 0];
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) starts.push(i + 1);
      else if (c === 13) {
        if (text.charCodeAt(i + 1) === 10) i++;
        starts.push(i + 1);
      }
    }
    this.lineStarts = starts;
  }

  get lineCount(): number {
    return this.lineStarts.length;
  }

  position(offset: number): Position {
    const starts = this.lineStarts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo, character: Math.max(0, offset - starts[lo]) };
  }

  offset(position: Position): number {
    const line = Math.max(0, Math.min(position.line, this.lineStarts.length - 1));
    return this.lineStarts[line] + Math.max(0, position.character);
  }
}
