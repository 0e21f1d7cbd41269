/**
 * The sheet page's own line, under the diagram page's toolbars: Download my answers (the
 * filled `.gtree`), Start over, and what the page said last (a live region).
 */
export interface PageBar {
  readonly bar: HTMLElement;
  readonly download: HTMLButtonElement;
  readonly restart: HTMLButtonElement;
  readonly said: HTMLElement;
}

function button(id: string, text: string, title: string, parent: HTMLElement): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.id = id;
  b.textContent = text;
  b.title = title;
  parent.appendChild(b);
  return b;
}

/** Builds the line and puts it before `before` (the banner, over the drawing). */
export function buildPageBar(before: Element | null, practising: boolean): PageBar {
  const bar = document.createElement('div');
  bar.id = 'page-bar';
  bar.setAttribute('role', 'toolbar');
  bar.setAttribute('aria-label', 'This sheet');
  const download = button('page-download', 'Download my answers', 'Download the sheet with your answers written in, as a .gtree file to hand in', bar);
  const restart = button('page-restart', 'Start over', 'Clear every answer on this sheet (asks first)', bar);
  download.hidden = restart.hidden = !practising;
  const said = document.createElement('span');
  said.id = 'page-said';
  said.setAttribute('role', 'status');
  said.setAttribute('aria-live', 'polite');
  bar.appendChild(said);
  document.body.insertBefore(bar, before);
  return { bar, download, restart, said };
}

/** Saves `text` as a file named `name` through the browser's download (a blob: link, nothing fetched). */
export function downloadText(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.hidden = true;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
