import type { DrawingFormat, ExportAnswer, FromWebview } from '../../shared/messages';
import { base64ToBytes } from '../host/bytes';
import type { DiagramPanel } from './diagram-panel';
import { withTimeout } from '../host/waiting';

/** How long a page has to answer an export (a 5 000-node PNG takes seconds on a loaded machine). */
const ANSWER_MS = 60_000;

/**
 * Drawings asked of the panels' pages, each exported as the user sees it (whatever the zoom):
 * SVG or TikZ text, or PNG bytes. Each question has an id, which its answer carries back.
 */
export class DrawingExports {
  private readonly waiting = new Map<number, (answer: ExportAnswer) => void>();
  private next = 1;

  async ask(panel: DiagramPanel, format: DrawingFormat, light: boolean): Promise<string | Uint8Array> {
    const id = this.next++;
    const answered = new Promise<ExportAnswer>((resolve) => this.waiting.set(id, resolve));
    panel.post({ type: 'export', id, format, light });
    // Answered or not, the export is over: a late answer finds no one waiting.
    const answer = await withTimeout(answered, ANSWER_MS, 'the diagram did not answer the export within a minute').finally(() => this.waiting.delete(id));
    if (!answer.ok) throw new Error(answer.error);
    return format === 'png' ? base64ToBytes(answer.data) : answer.data;
  }

  answered(message: Extract<FromWebview, { type: 'exported' }>): void {
    this.waiting.get(message.id)?.(message);
  }
}
