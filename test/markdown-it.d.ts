// The part of markdown-it (a dev dependency without types of its own) that the preview plugin's tests use (unit and extension host).
declare module 'markdown-it' {
  interface Token {
    readonly info: string;
    readonly content: string;
    attrJoin(name: string, value: string): void;
  }
  type Rule = (tokens: Token[], idx: number, options: unknown, env: unknown, self: Renderer) => string;
  interface Renderer {
    renderAttrs(token: Token): string;
    rules: { fence?: Rule };
  }
  export default class MarkdownIt {
    readonly renderer: Renderer;
    readonly utils: { escapeHtml(text: string): string };
    render(source: string): string;
  }
}
