/**
 * Practice mode's answer input: a small form beside a node (`form#answer-form`) with its value
 * and, for the algorithms that pass windows, its α and β (`#answer-value`, `#answer-alpha`,
 * `#answer-beta`), filled with what the file has there. Enter (or Write) posts the answer as
 * typed, trimmed ('' leaves it blank); Escape (or ×) closes it; Tab and Shift+Tab go round its
 * fields and buttons. Either way the focus goes back to the node. Moving the focus elsewhere
 * (a click outside it) closes it too, leaving the focus where it went.
 */
import type { FromWebview } from '../shared/messages';

export type AnswerMessage = Extract<FromWebview, { type: 'answer' }>;

export interface AnswerRequest {
  readonly node: number;
  /** How the node is named in the form's label ("C"). */
  readonly name: string;
  readonly windowed: boolean;
  readonly written: { readonly value: string; readonly alpha: string; readonly beta: string };
}

/** Where the node is on screen (client coordinates). */
export interface Anchor {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

const GAP = 8;

export class AnswerForm {
  private readonly form: HTMLFormElement;
  private readonly title: HTMLElement;
  private readonly value: HTMLInputElement;
  private readonly alpha: HTMLInputElement;
  private readonly beta: HTMLInputElement;
  private readonly windowFields: HTMLElement[];
  private request: AnswerRequest | null = null;

  constructor(
    body: HTMLElement,
    private readonly post: (message: AnswerMessage) => void,
    /** The form closed: `refocus` (Enter, Escape, ×) gives the node the focus again. */
    private readonly closed: (node: number, refocus: boolean) => void,
  ) {
    this.form = document.createElement('form');
    this.form.id = 'answer-form';
    this.form.hidden = true;
    this.form.setAttribute('role', 'group');
    this.title = this.part('span', 'answer-title');
    const value = this.field('answer-value', 'value');
    const alpha = this.field('answer-alpha', 'α');
    const beta = this.field('answer-beta', 'β');
    [this.value, this.alpha, this.beta] = [value.input, alpha.input, beta.input];
    this.windowFields = [alpha.label, beta.label];
    const write = this.part('button', 'answer-write') as HTMLButtonElement;
    write.type = 'submit';
    write.textContent = 'Write';
    write.title = 'Write this answer into the file (Enter)';
    const cancel = this.part('button', 'answer-cancel') as HTMLButtonElement;
    cancel.type = 'button';
    cancel.textContent = '×';
    cancel.title = 'Close without writing (Escape)';
    cancel.setAttribute('aria-label', cancel.title);
    cancel.addEventListener('click', () => this.close(true));
    this.form.addEventListener('submit', (e) => {
      e.preventDefault();
      this.submit();
    });
    this.form.addEventListener('keydown', (e) => this.key(e));
    this.form.addEventListener('focusout', (e) => {
      const to = e.relatedTarget as Node | null;
      if (this.request && (!to || !this.form.contains(to))) this.close(false);
    });
    body.appendChild(this.form);
  }

  /** The node whose answer is being typed, or null. */
  get node(): number | null {
    return this.request?.node ?? null;
  }

  open(request: AnswerRequest, anchor: Anchor): void {
    this.request = request;
    this.title.textContent = request.name;
    this.form.setAttribute('aria-label', `Answer at ${request.name}`);
    this.value.setAttribute('aria-label', `Value of ${request.name}`);
    this.alpha.setAttribute('aria-label', `Alpha of ${request.name}`);
    this.beta.setAttribute('aria-label', `Beta of ${request.name}`);
    this.value.value = request.written.value;
    this.alpha.value = request.written.alpha;
    this.beta.value = request.written.beta;
    for (const label of this.windowFields) label.hidden = !request.windowed;
    this.form.hidden = false;
    this.place(anchor);
    this.value.focus();
    this.value.select();
  }

  /** Beside the node, right of it if there is room, else left; always inside the page. */
  place(anchor: Anchor): void {
    const { width, height } = this.form.getBoundingClientRect();
    const room = document.documentElement.clientWidth;
    const left = anchor.right + GAP + width <= room ? anchor.right + GAP : anchor.left - GAP - width;
    const top = (anchor.top + anchor.bottom) / 2 - height / 2;
    this.form.style.left = `${Math.round(Math.max(0, Math.min(left, room - width)))}px`;
    this.form.style.top = `${Math.round(Math.max(0, Math.min(top, document.documentElement.clientHeight - height)))}px`;
  }

  close(refocus: boolean): void {
    const request = this.request;
    if (!request) return;
    this.request = null;
    this.form.hidden = true;
    this.closed(request.node, refocus);
  }

  private submit(): void {
    const request = this.request;
    if (!request) return;
    const windowed = request.windowed;
    this.post({
      type: 'answer',
      node: request.node,
      value: this.value.value.trim(),
      alpha: windowed ? this.alpha.value.trim() : null,
      beta: windowed ? this.beta.value.trim() : null,
    });
    this.close(true);
  }

  private key(e: KeyboardEvent): void {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      this.close(true);
    } else if (e.key === 'Tab') {
      const stops = Array.from(this.form.querySelectorAll<HTMLElement>('input, button')).filter((el) => !el.closest('[hidden]'));
      const at = stops.indexOf(document.activeElement as HTMLElement);
      const next = stops[(at + (e.shiftKey ? -1 : 1) + stops.length) % stops.length];
      e.preventDefault();
      next?.focus();
    }
    // Keys typed here are the form's: the replay and the tree never see them.
    e.stopPropagation();
  }

  private part(tag: string, className: string): HTMLElement {
    const el = document.createElement(tag);
    el.className = className;
    this.form.appendChild(el);
    return el;
  }

  private field(id: string, text: string): { label: HTMLLabelElement; input: HTMLInputElement } {
    const label = this.part('label', 'answer-field') as HTMLLabelElement;
    const caption = document.createElement('span');
    caption.textContent = text;
    caption.setAttribute('aria-hidden', 'true');
    const input = document.createElement('input');
    input.id = id;
    input.type = 'text';
    input.autocomplete = 'off';
    input.spellcheck = false;
    input.size = 5;
    label.append(caption, input);
    return { label, input };
  }
}
