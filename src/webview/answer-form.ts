/**
 * Practice mode's answer input: a small form beside a node (`form#answer-form`) with its value
 * and, for the algorithms that pass windows, its α and β (`#answer-value`, `#answer-alpha`,
 * `#answer-beta`), filled with what the file has there; on a sheet with an unknown leaf, the
 * condition under which the edge from the parent is cut (`#answer-condition`, "cut when x <= 3";
 * at a leaf, the only field). Enter (or Write) posts the answer as
 * typed, trimmed ('' leaves it blank), and the form waits for the host's word: written, it
 * closes; refused, it stays open with what was typed and the reason under the fields
 * (`#answer-error`), the field it is about `aria-invalid` and described by it, focused. Escape
 * (or ×) closes it; Tab and Shift+Tab go round its fields and buttons. Either way the focus goes
 * back to the node. Moving the focus elsewhere (a click outside it) closes it too, leaving the
 * focus where it went. It sits beside the node, never over it nor, where there is room, over its
 * children (the student reads them to answer), inside the page.
 */
import type { FromWebview } from '../shared/messages';
import { placeBeside, type Anchor, type Around } from './answer-placement';

export type AnswerMessage = Extract<FromWebview, { type: 'answer' }>;

export interface AnswerRequest {
  readonly node: number;
  /** How the node is named in the form's label ("C"). */
  readonly name: string;
  /** The node's value is asked (an inner node). */
  readonly valued: boolean;
  readonly windowed: boolean;
  /** The unknown's name when the edge from the parent takes a cut condition on it; else null. */
  readonly unknown: string | null;
  readonly written: { readonly value: string; readonly alpha: string; readonly beta: string; readonly condition?: string };
}

export type AnswerField = 'value' | 'alpha' | 'beta' | 'condition';

export class AnswerForm {
  private readonly form: HTMLFormElement;
  private readonly title: HTMLElement;
  private readonly value: HTMLInputElement;
  private readonly alpha: HTMLInputElement;
  private readonly beta: HTMLInputElement;
  private readonly condition: HTMLInputElement;
  private readonly windowFields: HTMLElement[];
  private readonly valueField: HTMLElement;
  private readonly conditionField: { readonly label: HTMLElement; readonly caption: HTMLElement };
  private readonly error: HTMLElement;
  private request: AnswerRequest | null = null;
  /** Where the node and its children are on screen, for placing the form again when its error line changes its size. */
  private placed: { readonly anchor: Anchor; readonly around?: Around } | null = null;

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
    const condition = this.field('answer-condition', 'cut when');
    condition.input.size = 9;
    [this.value, this.alpha, this.beta, this.condition] = [value.input, alpha.input, beta.input, condition.input];
    this.windowFields = [alpha.label, beta.label];
    this.valueField = value.label;
    this.conditionField = { label: condition.label, caption: condition.caption };
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
    this.error = this.part('div', 'answer-error');
    this.error.id = 'answer-error';
    this.error.hidden = true;
    // Said when it appears, even when the focus stays in the field it is about.
    this.error.setAttribute('role', 'alert');
    // Typing again takes the refusal back: the field is no longer the one refused.
    this.form.addEventListener('input', () => this.showError(null, null));
    this.form.addEventListener('submit', (e) => {
      e.preventDefault();
      this.submit();
    });
    // A page shown in a sandbox without allow-forms (a learning platform's file viewer) never fires `submit`: Write and
    // Enter post the answer themselves, and cancel the submission they would start.
    write.addEventListener('click', (e) => {
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

  /** `around`: where the nodes the student reads to answer are, which the form leaves in sight. */
  open(request: AnswerRequest, anchor: Anchor, around?: Around): void {
    this.request = request;
    this.title.textContent = request.name;
    this.form.setAttribute('aria-label', `Answer at ${request.name}`);
    this.value.setAttribute('aria-label', `Value of ${request.name}`);
    this.alpha.setAttribute('aria-label', `Alpha of ${request.name}`);
    this.beta.setAttribute('aria-label', `Beta of ${request.name}`);
    this.value.value = request.written.value;
    this.alpha.value = request.written.alpha;
    this.beta.value = request.written.beta;
    this.condition.value = request.written.condition ?? '';
    this.valueField.hidden = !request.valued;
    for (const label of this.windowFields) label.hidden = !request.valued || !request.windowed;
    this.conditionField.label.hidden = request.unknown === null;
    if (request.unknown !== null) {
      const x = request.unknown;
      this.conditionField.caption.textContent = 'cut when';
      this.condition.placeholder = `${x} <= 3`;
      this.condition.setAttribute('aria-label', `When the edge to ${request.name} is cut: a condition on ${x} such as ${x} <= 3, empty for no cut`);
    }
    this.showError(null, null);
    this.form.hidden = false;
    this.place(anchor, around);
    const first = request.valued ? this.value : this.condition;
    first.focus();
    first.select();
  }

  /** Beside the node, never over it nor, where there is room, over its children: see placeBeside. */
  place(anchor: Anchor, around?: Around): void {
    this.placed = { anchor, around };
    const { width, height } = this.form.getBoundingClientRect();
    const page = { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight };
    const at = placeBeside(anchor, { width, height }, page, around);
    this.form.style.left = `${Math.round(at.left)}px`;
    this.form.style.top = `${Math.round(at.top)}px`;
  }

  close(refocus: boolean): void {
    const request = this.request;
    if (!request) return;
    this.request = null;
    this.placed = null;
    this.form.hidden = true;
    this.closed(request.node, refocus);
  }

  /**
   * The host's word on the answer posted at `node`: written (`problem` null) closes the form;
   * refused keeps it open with the reason. False when the form is no longer open on that node.
   */
  written(node: number, problem: string | null, field: AnswerField | null): boolean {
    if (this.request?.node !== node) return false;
    if (problem === null) {
      this.close(true);
      return true;
    }
    const input = this.showError(problem, field);
    input.focus();
    input.select();
    return true;
  }

  /** Shows `problem` under the fields (none: hides it) and marks the field it is about; returns that field's input. */
  private showError(problem: string | null, field: AnswerField | null): HTMLInputElement {
    const inputs = { value: this.value, alpha: this.alpha, beta: this.beta, condition: this.condition };
    const invalid = problem === null ? null : inputs[field ?? 'value'];
    for (const input of Object.values(inputs)) {
      if (input === invalid) {
        input.setAttribute('aria-invalid', 'true');
        input.setAttribute('aria-describedby', this.error.id);
      } else {
        input.removeAttribute('aria-invalid');
        input.removeAttribute('aria-describedby');
      }
    }
    const changed = this.error.hidden !== (problem === null) || this.error.textContent !== (problem ?? '');
    this.error.textContent = problem ?? '';
    this.error.hidden = problem === null;
    if (changed && this.placed && !this.form.hidden) this.place(this.placed.anchor, this.placed.around);
    return invalid ?? (this.valueField.hidden ? this.condition : this.value);
  }

  private submit(): void {
    const request = this.request;
    if (!request) return;
    const windowed = request.valued && request.windowed;
    this.post({
      type: 'answer',
      node: request.node,
      value: request.valued ? this.value.value.trim() : '',
      alpha: windowed ? this.alpha.value.trim() : null,
      beta: windowed ? this.beta.value.trim() : null,
      ...(request.unknown === null ? {} : { condition: this.condition.value.trim() }),
    });
    // Open until the host says it is written (see written): a refusal keeps what was typed.
  }

  private key(e: KeyboardEvent): void {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      this.close(true);
    } else if (e.key === 'Enter' && !e.isComposing && e.target instanceof HTMLInputElement) {
      e.preventDefault();
      this.submit();
    } else if (e.key === 'Tab') {
      const stops = Array.from(this.form.querySelectorAll<HTMLElement>('input, button')).filter((el) => !el.closest('[hidden]'));
      const at = stops.indexOf(document.activeElement as HTMLElement);
      const next = stops[(at + (e.shiftKey ? -1 : 1) + stops.length) % stops.length];
      e.preventDefault();
      next?.focus();
    }
    // Keys typed here are the form's: the replay and the tree never see them, nor does VS Code (which the page tells of
    // its keys after handling them: its Ctrl+A and Ctrl+Z would take the focus from the field for a moment and lose the
    // next keys typed). The function keys (F1: the command palette) still reach it.
    if (!/^F\d+$/.test(e.key)) e.stopPropagation();
  }

  private part(tag: string, className: string): HTMLElement {
    const el = document.createElement(tag);
    el.className = className;
    this.form.appendChild(el);
    return el;
  }

  private field(id: string, text: string): { label: HTMLLabelElement; caption: HTMLElement; input: HTMLInputElement } {
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
    return { label, caption, input };
  }
}
