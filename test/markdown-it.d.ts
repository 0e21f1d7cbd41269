// markdown-it (a dev dependency without types of its own) as the preview plugin's tests use it (unit and extension
// host): what the plugin reads of it (src/extension/markdown/markdown-fence.ts), and render.
declare module 'markdown-it' {
  type Plugged = import('../src/extension/markdown/markdown-fence').MarkdownIt;
  export default class MarkdownIt implements Plugged {
    readonly renderer: Plugged['renderer'];
    readonly utils: Plugged['utils'];
    render(source: string): string;
  }
}
