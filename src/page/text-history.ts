/**
 * Undo and redo of the page's sheet, as the editor's undo in the panel: one step per answer or
 * cut mark written from the picture. A step applies only to the text it left: once the text has
 * changed otherwise (Start over, typing in the playground's pane), the steps before are dropped.
 */

/** The steps kept: far more than a sheet has answers, and a bound on the memory of a long session. */
const LIMIT = 500;

interface Step {
  readonly before: string;
  readonly after: string;
}

export class TextHistory {
  private readonly done: Step[] = [];
  private readonly undone: Step[] = [];

  /** An answer changed the text from `before` to `after`: one step, and nothing left to redo. */
  record(before: string, after: string): void {
    if (before === after) return;
    this.done.push({ before, after });
    if (this.done.length > LIMIT) this.done.shift();
    this.undone.length = 0;
  }

  /** The text before the last step, if `now` is the text it left; else null (nothing to undo). */
  undo(now: string): string | null {
    const step = this.take(this.done, now, 'after');
    if (step) this.undone.push(step);
    return step ? step.before : null;
  }

  /** The text after the last step undone, if `now` is the text its undo left; else null (nothing to redo). */
  redo(now: string): string | null {
    const step = this.take(this.undone, now, 'before');
    if (step) this.done.push(step);
    return step ? step.after : null;
  }

  private take(steps: Step[], now: string, side: keyof Step): Step | null {
    const step = steps.at(-1);
    if (!step) return null;
    if (step[side] === now) return steps.pop()!;
    // The text changed outside the steps: they no longer apply.
    this.done.length = 0;
    this.undone.length = 0;
    return null;
  }
}
