/**
 * The page's theme outside VS Code: the body class the diagram's style reads (light or dark, as
 * VS Code sets it on a webview), following the system's preference as it changes.
 */
export function followColourScheme(body: HTMLElement): void {
  const dark = window.matchMedia('(prefers-color-scheme: dark)');
  const apply = (): void => {
    body.classList.toggle('vscode-dark', dark.matches);
    body.classList.toggle('vscode-light', !dark.matches);
  };
  apply();
  dark.addEventListener('change', apply);
}
