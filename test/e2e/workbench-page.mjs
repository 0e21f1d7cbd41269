// Page helpers for the workbench checks: what a person does in VS Code (quick open, click a code
// lens, look into a webview, switch theme), in selectors that hold for VS Code 1.100 in code-server.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const LONG = 30_000; // the first code lens appears 12-17 s after the browser starts on this machine
/** How playwright says a frame went away between finding it and reading it (a panel replaced). */
const FRAME_GONE = /detached|different document|Cannot find context|Execution context was destroyed/i;
/** A label's whole text: `a.gtree` must not match `a.key.gtree`. */
const wholeName = (name) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
/** The workspace every workbench opens. */
const WORKSPACE = fileURLToPath(new URL('../../examples/', import.meta.url));

export class Workbench {
  /**
   * @param {import('playwright-core').Page} page
   * @param {{ url: string, port: number }} server
   * @param {string} artifacts folder for screenshots
   */
  constructor(page, server, artifacts) {
    this.page = page;
    this.server = server;
    this.artifacts = artifacts;
  }

  /**
   * Closes every editor and opens the lecture example until its ▶ Run lens is drawn: the extension is then loaded,
   * so that its commands are listed (a fresh workbench lists them late).
   */
  async openLectureAlone() {
    await this.runCommand('View: Close All Editors');
    await this.openFile('alphabeta-lecture.gtree');
    await this.codeLens(/▶ Run alpha-beta/)
      .first()
      .waitFor({ timeout: 2 * LONG });
  }

  /**
   * Waits until the Explorer shows a folder made on disk. A fresh window misses, for good, what is made in the
   * workspace before VS Code's file watcher is up: 12-grading-feedback-web, run first, copied its class 5 s after the
   * window opened and the folder never showed in 60 s; copied 20 s later, it showed at once. So a probe folder is
   * made, looked for for 2 s and removed, a new one each time, until one shows; then checks may write into the
   * workspace with node:fs. Returns how many probes it took.
   */
  async untilDiskWatched(timeout = 2 * LONG) {
    const until = Date.now() + timeout;
    // The workspace read first: a probe made before that read would show without any watcher.
    await this.explorerRow('alphabeta-lecture.gtree').waitFor({ timeout });
    for (let probe = 1; ; probe++) {
      const name = `workbench-probe-${process.pid}-${probe}`;
      mkdirSync(join(WORKSPACE, name));
      try {
        if (
          await this.explorerRow(name)
            .waitFor({ timeout: 2_000 })
            .then(
              () => true,
              () => false,
            )
        )
          return probe;
      } finally {
        rmSync(join(WORKSPACE, name), { recursive: true, force: true });
      }
      if (Date.now() > until) throw new Error(`the Explorer showed none of ${probe} folders made on disk in ${timeout / 1000} s`);
    }
  }

  /** The Explorer's row named exactly `name` (`key.gtree` is also the end of `exercise-blank-key.gtree`). */
  explorerRow(name) {
    const whole = wholeName(name);
    return this.page
      .locator('.explorer-folders-view .monaco-list-row')
      .filter({ has: this.page.locator('.label-name', { hasText: whole }) })
      .first();
  }

  /** Clicks the Explorer's row named exactly `name`: a folder opens or closes, a file opens. */
  async explorerClick(name) {
    await this.explorerRow(name).click({ timeout: 2 * LONG });
  }

  /** Opens a file of the workspace by name through quick open (Ctrl+P) and waits for its editor. */
  async openFile(name) {
    const { page } = this;
    const input = page.locator('.quick-input-widget input');
    const ask = async () => {
      await page.keyboard.press('Control+P');
      await input.waitFor({ timeout: LONG });
      await input.fill(name);
    };
    await ask();
    // Results come from the file search (ripgrep on the server): wait for the row, then click it. Not Enter: until the
    // list is filtered, the highlighted row can still be a recently opened file.
    // By the label's whole text: `a.gtree` must not take the row of `a.key.gtree`.
    const whole = wholeName(name);
    const row = page
      .locator('.quick-input-list .monaco-list-row')
      .filter({ has: page.locator('.label-name', { hasText: whole }) })
      .first();
    // A click can be lost when the list re-renders under it as the file search answers: quick open then stays
    // open on the row (seen once in CI after the 1 000-node check). Click again while it is still open.
    // The file search's list can be stale for a file just written (seen in CI: the Explorer shows it, quick open
    // says "No matching results"): close quick open and ask again until it is found.
    const found = async () => {
      const until = Date.now() + 2 * LONG;
      while (
        !(await row.waitFor({ timeout: 5_000 }).then(
          () => true,
          () => false,
        ))
      ) {
        if (Date.now() > until) return row.waitFor({ timeout: 1_000 });
        await page.keyboard.press('Escape');
        await page.waitForTimeout(1_000);
        await ask();
      }
    };
    for (let attempt = 1; ; attempt++) {
      await found();
      await row.click();
      const opened = await this.activeTab(name)
        .waitFor({ timeout: 5_000 })
        .then(() => true)
        .catch(() => false);
      if (opened) break;
      // The list moved under the click and another file opened: ask again.
      if (attempt < 3 && !(await input.isVisible()) && !(await this.activeTab(name).isVisible())) {
        await ask();
        continue;
      }
      if (attempt === 3 || !(await input.isVisible())) {
        // Taken (quick open closed) but slow to show, or three clicks lost: wait the long way, which names the tab.
        await this.activeTab(name).waitFor({ timeout: LONG });
        break;
      }
    }
    await this.editor().locator('.view-lines').waitFor({ timeout: LONG });
  }

  /**
   * The tab of the open editor called `name`, once it is the active one of the active group. Matched on the whole
   * label: the diagram's tab, "Diagram: alphabeta-lecture.gtree", is active in its own group too.
   */
  activeTab(name) {
    const label = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
    return this.page
      .locator('.editor-group-container.active .tabs-container .tab.active')
      .filter({ has: this.page.locator('.label-name', { hasText: label }) });
  }

  /** The text editor of the active editor group. */
  editor() {
    return this.page.locator('.editor-group-container.active .monaco-editor').first();
  }

  /** The visible text of the active editor (VS Code renders spaces as no-break spaces). */
  async editorText() {
    return (await this.editor().locator('.view-lines').innerText()).replace(/\u00a0/g, ' ');
  }

  /**
   * The lines of the first editor group's text, trimmed, whichever group is active (after a click in the diagram, the
   * diagram's is): in the view's order, not the document's, so match each line whole.
   */
  async documentLines() {
    const text = await this.page.locator('.editor-group-container .monaco-editor .view-lines').first().innerText({ timeout: LONG });
    return text
      .replace(/\u00a0/g, ' ')
      .split('\n')
      .map((l) => l.trim());
  }

  /** Moves the cursor to a line of the active editor (Ctrl+G), which scrolls it into view. */
  async goToLine(line) {
    const { page } = this;
    await page.keyboard.press('Control+G');
    const input = page.locator('.quick-input-widget input');
    await input.waitFor({ timeout: LONG });
    await input.fill(`:${line}`);
    await page.keyboard.press('Enter');
    await input.waitFor({ state: 'hidden', timeout: LONG });
  }

  /** The code lens links of the active editor whose title matches `title`. */
  codeLens(title) {
    return this.editor().locator('.codelens-decoration a').filter({ hasText: title });
  }

  async clickCodeLens(title) {
    const lens = this.codeLens(title).first();
    await lens.waitFor({ timeout: LONG });
    await lens.click();
  }

  /** Runs a command by its title through the command palette (F1). */
  async runCommand(title) {
    const { page } = this;
    const input = page.locator('.quick-input-widget input');
    const opened = (ms) =>
      input.waitFor({ timeout: ms }).then(
        () => true,
        () => false,
      );
    await page.keyboard.press('F1');
    // Once, right after 'Revert and Close Editor', the key was lost and the palette never opened: press it again.
    if (!(await opened(3000))) await page.keyboard.press('F1');
    // A webview that holds the focus can keep F1 to itself: the title bar's command center opens the
    // same quick input (the '>' typed below makes it the command palette).
    if (!(await opened(3000))) await page.locator('.command-center-center').first().click();
    await input.waitFor({ timeout: LONG });
    await input.fill(`>${title}`);
    await this.pick(title);
  }

  /** Clicks the first quick input row whose text (label or description) contains `text`. */
  async pick(text) {
    const row = this.page.locator('.quick-input-list .monaco-list-row', { hasText: text }).first();
    await row.waitFor({ timeout: LONG });
    await row.click();
  }

  /**
   * The document inside the newest visible webview (a panel is two iframes deep: the host frame
   * `iframe.webview.ready`, then the content frame `iframe#active-frame`), once `ready(frame)`
   * says true. A panel replaced meanwhile is found again: `ready` saying false, or failing because
   * the frame went away, tries the newest frame; any other failure of `ready` is the check's.
   * @param {{ timeout?: number, ready?: (frame: import('playwright-core').Frame) => Promise<boolean> }} [options]
   * @returns {Promise<import('playwright-core').Frame>}
   */
  async webviewFrame({ timeout = LONG, ready = async () => true } = {}) {
    const until = Date.now() + timeout;
    // A panel that VS Code replaces (a file saved under a new name reopens its diagram) can drop its
    // iframe between finding it and entering it: then the frame is null, and the newest one is tried again.
    for (;;) {
      const outer = this.page.locator('iframe.webview.ready').last();
      await outer.waitFor({ timeout: Math.max(1, until - Date.now()) });
      // A frame replaced meanwhile can also throw ("Unable to adopt element handle from a different document").
      const enter = async (locator) => (await locator.elementHandle())?.contentFrame().catch(() => null);
      // Gone meanwhile ("Frame was detached"), a frame is looked for again; any other failure is the check's.
      const gone = (e) => (FRAME_GONE.test(String(e)) ? false : Promise.reject(e));
      const host = await enter(outer).catch(() => null);
      const inner = host?.locator('iframe#active-frame');
      const innerShown = inner ? await inner.waitFor({ timeout: Math.max(1, until - Date.now()) }).then(() => true, gone) : false;
      const frame = innerShown ? await enter(inner).catch(() => null) : null;
      if (
        frame &&
        (await frame
          .waitForLoadState('domcontentloaded')
          .then(() => ready(frame))
          .catch(gone))
      )
        return frame;
      if (Date.now() > until) throw new Error('no webview frame ready: the panel was replaced, or not ready, until the time ran out');
      await this.page.waitForTimeout(200);
    }
  }

  /** Runs *Practise this tree* on the active editor's tree; the diagram of its blank copy (an Untitled editor) once it has drawn `count` nodes. */
  async practise(count) {
    await this.runCommand('gtree: Practise this tree');
    await this.page
      .locator('.editor-group-container .tab.active', { hasText: /Untitled/ })
      .first()
      .waitFor({ timeout: LONG });
    return this.drawnDiagram(count);
  }

  /** The diagram webview's document once it has drawn `count` nodes. */
  async drawnDiagram(count, { timeout = 2 * LONG } = {}) {
    const frame = await this.webviewFrame({ timeout });
    await frame.waitForFunction((n) => document.querySelectorAll('g.node').length === n, count, { timeout });
    return frame;
  }

  /**
   * Opens the lecture example, clicks its "▶ Run alpha-beta" lens and waits for the diagram: the check most worth
   * repeating wherever the extension may not be loaded as in development (Restricted Mode, the installed .vsix).
   * Returns the diagram's frame and the ids of the children whose edges are struck, with their strokes.
   */
  async runLectureTree() {
    await this.openFile('alphabeta-lecture.gtree');
    await this.codeLens(/▶ Run alpha-beta/)
      .first()
      .waitFor({ timeout: 2 * LONG });
    await this.clickCodeLens(/▶ Run alpha-beta/);
    const frame = await this.drawnDiagram(13);
    const cuts = await frame.$$eval('g.edge[data-cut]', (edges) =>
      edges.map((e) => ({ child: Number(e.getAttribute('data-child')), cut: e.getAttribute('data-cut'), strokes: e.querySelectorAll('line.strike').length })),
    );
    return { frame, cuts };
  }

  /** Puts the cursor at line:column (1-based) with Go to Line (Ctrl+G). */
  async goTo(line, column) {
    await this.page.keyboard.press('Control+G');
    await this.page.locator('.quick-input-widget input').fill(`:${line}:${column}`);
    await this.page.keyboard.press('Enter');
    await this.page.locator('.quick-input-widget').waitFor({ state: 'hidden', timeout: LONG });
  }

  /** Errors and warnings counted in the status bar's problems item, e.g. { errors: 0, warnings: 0 }. */
  async problemCounts() {
    const item = this.page.locator('[id="status.problems"]');
    await item.waitFor({ timeout: LONG });
    const label = (await item.getAttribute('aria-label')) ?? (await item.innerText());
    if (/no problems/i.test(label)) return { errors: 0, warnings: 0 };
    const count = (word) => Number(new RegExp(`(\\d+)\\s*${word}`, 'i').exec(label)?.[1] ?? new RegExp(`${word}\\w*:?\\s*(\\d+)`, 'i').exec(label)?.[1] ?? NaN);
    return { errors: count('error'), warnings: count('warning'), label };
  }

  /** Switches the colour theme as a person does (Preferences: Color Theme) and waits until it shows. */
  async setTheme(theme) {
    const kind = /high contrast light/i.test(theme) ? 'hc-light' : /high contrast/i.test(theme) ? 'hc-black' : /dark/i.test(theme) ? 'vs-dark' : 'vs';
    await this.runCommand('Preferences: Color Theme');
    await this.pick(theme); // rows read 'Dark Modern  Default Dark Modern': the setting's value is the description
    await this.page.locator(`.monaco-workbench.${kind}`).waitFor({ timeout: LONG });
    await this.page.waitForTimeout(300); // let the repaint finish before a screenshot
  }

  /** Saves a screenshot of the whole page as <artifacts>/<name>.png and returns its path. */
  /**
   * What Developer: Show Running Extensions says of `name`'s row (its version, its extension host, its activation
   * time), after saving a screenshot `shot` of the view; closes the view.
   */
  async runningExtension(name, shot) {
    await this.runCommand('Developer: Show Running Extensions');
    const row = this.page.locator('.runtime-extensions-editor .monaco-list-row', { hasText: name }).first();
    await row.waitFor({ timeout: LONG });
    const text = await row.innerText();
    await this.screenshot(shot);
    await this.page.keyboard.press('Control+W');
    return text;
  }

  /** What a diagram `frame` shows at node `id`: its value text and its window's words (as a screen reader says them). */
  async shownAt(frame, id) {
    return frame.$eval(`g.node[data-id="${id}"]`, (g) => ({
      value: g.querySelector('text.value')?.textContent ?? '',
      window: g.querySelector('text.window')?.getAttribute('aria-label') ?? g.querySelector('text.window')?.textContent ?? '',
    }));
  }

  /** Writes an answer through the diagram's input, opened by a click on the node, and waits until it is drawn judged. */
  async answerByMouse(frame, { id, value, alpha, beta }) {
    await frame.click(`g.node[data-id="${id}"] .outline`, { force: true });
    await frame.waitForSelector('#answer-form:not([hidden])', { timeout: LONG });
    await frame.fill('#answer-value', value);
    await frame.fill('#answer-alpha', alpha);
    await frame.fill('#answer-beta', beta);
    await frame.press('#answer-beta', 'Enter');
    await frame.waitForSelector('#answer-form[hidden]', { state: 'attached', timeout: LONG });
    await this.judged(frame, id, value);
  }

  /**
   * Waits until the diagram draws the answer written at a node, judged (each answer is checked as the student goes), as
   * a student waits to see it: the next click would otherwise land on the drawing being replaced.
   */
  async judged(frame, id, value) {
    await frame.waitForFunction(
      ([n, v]) => {
        const g = document.querySelector(`g.node[data-id="${n}"]`);
        return g?.querySelector('.verdict-badge') && g.querySelector('text.value')?.textContent === v;
      },
      [id, value],
      { timeout: LONG },
    );
  }

  /**
   * VS Code's folder dialog (a quick input holding a path): waits for the path it opens on, types `path` over it and
   * clicks `button`. A click while the dialog still reads the typed folder can be lost (seen in 12-grading-feedback):
   * it clicks again until the dialog closes, at most 3 times.
   */
  async pickFolder(opensOn, path, button) {
    const { page } = this;
    const input = page.locator('.quick-input-widget input');
    await input.waitFor({ timeout: LONG });
    const shown = (p) => page.waitForFunction((v) => document.querySelector('.quick-input-widget input')?.value === v, p, { timeout: LONG });
    await shown(opensOn);
    await input.fill(path);
    await shown(path);
    const widget = page.locator('.quick-input-widget');
    for (let attempt = 1; ; attempt++) {
      await page.locator('.quick-input-widget .monaco-button', { hasText: button }).click();
      const closed = await widget.waitFor({ state: 'hidden', timeout: 5_000 }).then(
        () => true,
        () => false,
      );
      if (closed) return;
      if (attempt === 3) throw new Error(`the folder dialog stayed open after ${button} was clicked ${attempt} times`);
    }
  }

  /** The text of the newest notification that starts with `prefix`, once it shows. */
  async notification(prefix) {
    const toast = this.page.locator('.notifications-toasts .notification-list-item-message', { hasText: prefix }).last();
    await toast.waitFor({ timeout: LONG });
    return toast.innerText();
  }

  async screenshot(name) {
    mkdirSync(this.artifacts, { recursive: true });
    const path = join(this.artifacts, `${name}.png`);
    await this.page.screenshot({ path });
    return path;
  }
}

/** The 1-based line of `text` in an example, read from the file so that edits elsewhere in it do not move it. */
export function exampleLine(example, text) {
  const line =
    readFileSync(new URL(`../../examples/${example}`, import.meta.url), 'utf8')
      .split('\n')
      .indexOf(text) + 1;
  if (line === 0) throw new Error(`${example} has no line ${JSON.stringify(text)}`);
  return line;
}
