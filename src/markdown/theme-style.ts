/**
 * The drawing's look in the Markdown preview: the exported file's stylesheet (export-svg.ts),
 * with the preview theme's colours as CSS variables instead of concrete ones, and every
 * rule scoped to the drawings so that nothing else of the note is touched.
 */
import { exportStyle, type Palette } from '../render/export-svg';

/** The class of a drawn block's figure: the scope of every rule. */
export const DIAGRAM_CLASS = 'gtree-diagram';

/**
 * The panel's colours (media/diagram.css) from the theme's variables. The accent goes through
 * `--gtree-accent`, which media/markdown-preview.css deepens in light themes for contrast.
 */
export const THEME_INK: Palette = {
  fg: 'var(--vscode-editor-foreground, #333)',
  bg: 'var(--vscode-editor-background, #fff)',
  muted: 'var(--vscode-descriptionForeground, #777)',
  accent: 'var(--gtree-accent, var(--vscode-charts-orange, #d18616))',
  max: 'var(--vscode-charts-blue, #1a85ff)',
  min: 'var(--vscode-charts-red, #e51400)',
  chance: 'var(--vscode-charts-purple, #8a2be2)',
  player: 'var(--vscode-charts-green, #388a34)',
  cut: 'var(--vscode-charts-red, #e51400)',
  current: 'var(--vscode-charts-yellow, #cca700)',
  coin: 'var(--vscode-charts-yellow, #cca700)',
  line: 1.3,
  // Monospace, as the panel: geometry.ts sizes boxes by character counts.
  font: "var(--vscode-editor-font-family, 'DejaVu Sans Mono', Menlo, Consolas, monospace)",
};

/** `rules` (one `selectors{…}` a line, as exportStyle writes them) with every selector under `.scope`. */
export function scopedRules(rules: string, scope: string): string {
  return rules
    .split('\n')
    .map((rule) => {
      const open = rule.indexOf('{');
      const selectors = rule
        .slice(0, open)
        .split(',')
        .map((s) => `.${scope} ${s.trim()}`);
      return selectors.join(',') + rule.slice(open);
    })
    .join('\n');
}

/** The stylesheet the preview's page adds once. */
export const previewDiagramStyle = (): string => scopedRules(exportStyle(THEME_INK), DIAGRAM_CLASS);
