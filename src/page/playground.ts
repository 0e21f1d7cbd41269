/**
 * The playground's text pane, beside the diagram: a plain textarea over a copy of its text in
 * the grammar's colours (colours.ts), the core's diagnostics under it as the text is typed, and
 * Copy link, which puts the tree in the page's address (link.ts). What is typed is drawn once
 * typing pauses; an answer given in the picture is written into the text here too.
 */
import { checkText, treeIndexAt, type Diagnostic } from '../core';
import { colourRuns } from './colours';
import { encodeTree } from './link';

const TYPING_PAUSE_MS = 200;

export interface PlaygroundEvents {
  /** The text was typed or the cursor moved to another tree: draw it. */
  edited(text: string, treeIndex: number): void;
}

export class Playground {
  readonly text: HTMLTextAreaElement;
  private readonly colours: HTMLElement;
  private readonly problems: HTMLElement;
  private readonly said: HTMLElement;
  private timer: ReturnType<typeof setTimeout> | undefined;
  constructor(
    body: HTMLElement,
    initial: string,
    /** The tree drawn: the one the cursor is in, once it moves. */
    private treeIndex: number,
    private readonly events: PlaygroundEvents,
  ) {
    body.classList.add('playground');
    const pane = document.createElement('section');
    pane.id = 'playground';
    pane.setAttribute('aria-label', 'The tree as text');
    const tools = document.createElement('div');
    tools.className = 'pg-tools';
    const copy = document.createElement('button');
    copy.type = 'button';
    copy.id = 'pg-copy';
    copy.textContent = 'Copy link';
    copy.title = 'Copy a link that opens this tree (the tree is in the link itself)';
    this.said = document.createElement('span');
    this.said.id = 'pg-said';
    this.said.setAttribute('role', 'status');
    tools.append(copy, this.said);
    const editor = document.createElement('div');
    editor.className = 'pg-editor';
    this.colours = document.createElement('pre');
    this.colours.id = 'pg-colours';
    this.colours.setAttribute('aria-hidden', 'true');
    this.text = document.createElement('textarea');
    this.text.id = 'pg-text';
    this.text.spellcheck = false;
    this.text.autocomplete = 'off';
    this.text.setAttribute('autocapitalize', 'off');
    this.text.setAttribute('aria-label', 'The tree, in gtree’s language');
    this.text.setAttribute('aria-describedby', 'pg-problems');
    this.text.value = initial;
    editor.append(this.colours, this.text);
    this.problems = document.createElement('ul');
    this.problems.id = 'pg-problems';
    this.problems.setAttribute('aria-label', 'Problems');
    pane.append(tools, editor, this.problems);
    body.insertBefore(pane, body.firstChild);

    this.text.addEventListener('input', () => {
      this.paint();
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.check(), TYPING_PAUSE_MS);
    });
    this.text.addEventListener('scroll', () => this.follow());
    // The cursor in another tree of the text: the diagram draws that one.
    for (const event of ['click', 'keyup']) this.text.addEventListener(event, () => this.cursorMoved());
    copy.addEventListener('click', () => void this.copyLink());
    this.paint();
    this.check();
  }

  /** The text changed outside the pane (an answer written from the picture): shown, the cursor where it was. */
  replace(text: string): void {
    if (text === this.text.value) return;
    const { selectionStart, selectionEnd } = this.text;
    this.text.value = text;
    this.text.setSelectionRange(selectionStart, selectionEnd);
    this.paint();
    this.showProblems(checkText(text).diagnostics);
  }

  /** Replaces the whole text (a link opened while the page is open) and draws it. */
  load(text: string): void {
    this.text.value = text;
    this.paint();
    this.check();
  }

  say(text: string, isError = false): void {
    this.said.textContent = text;
    this.said.classList.toggle('error', isError);
  }

  private paint(): void {
    const fragment = document.createDocumentFragment();
    for (const run of colourRuns(this.text.value)) {
      if (run.kind === 'plain') fragment.append(run.text);
      else {
        const span = document.createElement('span');
        span.className = `tok-${run.kind}`;
        span.textContent = run.text;
        fragment.append(span);
      }
    }
    // A last line break would not be drawn: a space keeps the copy as tall as the textarea's text.
    fragment.append(' ');
    this.colours.replaceChildren(fragment);
    this.follow();
  }

  private follow(): void {
    this.colours.scrollTop = this.text.scrollTop;
    this.colours.scrollLeft = this.text.scrollLeft;
  }

  private check(): void {
    const result = checkText(this.text.value);
    this.showProblems(result.diagnostics);
    this.treeIndex = Math.max(0, Math.min(this.treeIndex, result.trees.length - 1));
    this.events.edited(this.text.value, this.treeIndex);
  }

  private cursorMoved(): void {
    const index = treeIndexAt(
      checkText(this.text.value).trees.map((t) => t.syntax),
      this.text.selectionStart,
    );
    if (index < 0 || index === this.treeIndex) return;
    this.treeIndex = index;
    this.events.edited(this.text.value, index);
  }

  private showProblems(diagnostics: readonly Diagnostic[]): void {
    // Errors and warnings: the information notes (each blank to fill in) would bury them.
    const shown = diagnostics.filter((d) => d.severity === 'error' || d.severity === 'warning');
    const items = shown.slice(0, 50).map((d) => {
      const li = document.createElement('li');
      const before = this.text.value.slice(0, d.span.start).split('\n');
      const button = document.createElement('button');
      button.type = 'button';
      button.className = `pg-problem ${d.severity}`;
      button.textContent = `${before.length}:${before[before.length - 1].length + 1} ${d.severity}: ${d.message}`;
      button.addEventListener('click', () => {
        this.text.focus();
        this.text.setSelectionRange(d.span.start, Math.max(d.span.start, d.span.end));
      });
      li.append(button);
      return li;
    });
    this.problems.replaceChildren(...items);
    this.text.setAttribute('aria-invalid', String(diagnostics.some((d) => d.severity === 'error')));
  }

  private async copyLink(): Promise<void> {
    const link = await encodeTree(this.text.value);
    if (!link.ok) return this.say(link.message, true);
    const url = `${location.href.split('#')[0]}#${link.fragment}`;
    history.replaceState(null, '', url);
    try {
      await navigator.clipboard.writeText(url);
      this.say(`Link copied (${url.length.toLocaleString('en')} characters): whoever opens it sees this tree.`);
    } catch {
      this.say('The link is in the address bar: copy it from there (this browser did not let the page copy it).');
    }
  }
}
