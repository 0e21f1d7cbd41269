import { basename } from 'node:path';
import {
  blankDiagram,
  diagramOf,
  NAME_LINE,
  run,
  sheetHeading,
  solutionJsonText,
  solveUnknown,
  writeTraceJson,
  type DiagramModel,
  type GameTree,
} from '../core';
import { tikzPages } from '../render/export-tikz';
import { UsageError, type ParsedArgs } from './args';
import { emitText, emitWritten, writeOut } from './print-or-write';
import type { Output } from './output';
import { readIteration, readRunOptions } from './run-command';
import { diagramSvg, diagramTikz, type Decorate } from './diagram-svg';
import { drawPaperBoxes, paperBoxStyle } from '../render/paper-boxes';
import { LIGHT_INK } from '../render/export-svg';
import { compileTikz } from '../node/pdf';
import { loadTree } from './tree-file';
import { htmlExport } from './html-export';

const FORMATS = ['svg', 'tikz', 'pdf', 'json', 'html'] as const;
type Format = (typeof FORMATS)[number];

/**
 * `gtree export FILE --format svg|tikz|pdf|json [--tree T] [--algorithm A] [--depth N] [--fail F]
 * [--iteration N|all] [--snippet] [--theme-ink] [--blank [--key KEY]] [-o OUT]`, and
 * `gtree export FILE --format html [--tree T] [--practice] [--playground] [-o OUT.html]` (html-export.ts).
 */
export function exportCommand(args: ParsedArgs, out: Output): number | Promise<number> {
  const format = args.flags.get('format');
  if (args.positional.length > 1 && args.flags.has('blank') && (format === 'pdf' || format === 'tikz')) return worksheets(args, format, out);
  if (args.positional.length !== 1) throw new UsageError('export needs exactly one file (several only for --blank worksheets as pdf or tikz)');
  if (typeof format !== 'string' || !(FORMATS as readonly string[]).includes(format)) {
    throw new UsageError(`--format takes ${FORMATS.join(', ')}${typeof format === 'string' ? `, not '${format}'` : ''}`);
  }
  if (format === 'html') return htmlExport(args, out);
  for (const flag of ['practice', 'playground']) if (args.flags.has(flag)) throw new UsageError(`--${flag} makes a page: it takes --format html`);
  const options = readRunOptions(args);
  const output = stringFlag(args, 'output');
  const key = stringFlag(args, 'key');
  const blank = args.flags.has('blank');
  checkCombinations(format as Format, args, output, key, blank);
  const path = args.positional[0];
  const loaded = loadTree(path, stringFlag(args, 'tree'), out);
  if (typeof loaded === 'number') return loaded;
  if (format === 'json' && loaded.tree.unknown) {
    // A tree with an unknown leaf has no one trace: its JSON is the solution's, as `run --json` prints it.
    const solved = solveUnknown(loaded.tree, options);
    if (solved.ok) return emitText(`${solutionJsonText(solved.solution, options.algorithm ?? loaded.tree.settings.algorithm)}\n`, output, out);
  }
  const draw = (diagram: DiagramModel, to: string | undefined, heading: readonly string[] = [], decorate?: Decorate): Promise<number> =>
    drawing(format as Exclude<Format, 'json' | 'html'>, diagram, args, to, out, heading, decorate);
  const asWritten = options.algorithm === undefined && options.depth === undefined && options.fail === undefined;
  if (loaded.tree.unknown && !blank && asWritten) {
    // No single run: the drawing is the tree solved over the unknown's range, as the panel shows it.
    const diagram = diagramOf(loaded.tree, null);
    if (diagram.rootValue !== null) return draw(diagram, output);
  }
  const outcome = run(loaded.tree, options);
  if (!outcome.ok) {
    const at = loaded.lines.position((outcome.node ?? loaded.tree).syntax.start);
    out.err(`${path}:${at.line + 1}:${at.character + 1}: error: ${outcome.message}`);
    return 1;
  }
  const trace = outcome.trace;
  if (format === 'json') return emitWritten((w) => writeTraceJson(trace, w), output, out);
  const iteration = args.flags.get('iteration');
  const choice = typeof iteration === 'string' ? readIteration(iteration, trace) : undefined;
  const solved = diagramOf(loaded.tree, trace, null, choice);
  if (!blank) return draw(solved, output);
  // A worksheet says what its answers depend on (the run's conventions) and has a name line; its key says the conventions too.
  // It says its variant as a page of many does, so that one printed sheet is graded against its own key.
  const conventions = sheetHeading(loaded.tree, trace);
  const sheet = [NAME_LINE, `Variant: ${variantOf(loaded.tree, path)}`, conventions];
  // The worksheet first, then its key, only if the worksheet was written.
  return draw(blankDiagram(solved, true), output, sheet, PAPER).then((code) => (code === 0 && key !== undefined ? draw(solved, key, [conventions]) : code));
}

/**
 * `gtree export SHEET... --blank --format pdf|tikz -o OUT`: a class's worksheets in one document,
 * a page per file (a variant each, as `gtree new random --variants` writes them), each under a
 * name line, the variant it is (its `variant:`, else the file's stem) and its conventions.
 */
async function worksheets(args: ParsedArgs, format: 'pdf' | 'tikz', out: Output): Promise<number> {
  const output = stringFlag(args, 'output');
  if (format === 'pdf' && output === undefined) throw new UsageError('--format pdf writes a file: add -o OUT.pdf');
  if (stringFlag(args, 'key') !== undefined)
    throw new UsageError('--key writes one key beside one worksheet: give one file, or make the keys with gtree blank --key');
  const options = readRunOptions(args);
  const pages: string[] = [];
  for (const path of args.positional) {
    const loaded = loadTree(path, stringFlag(args, 'tree'), out);
    if (typeof loaded === 'number') return loaded;
    const outcome = run(loaded.tree, options);
    if (!outcome.ok) {
      const at = loaded.lines.position((outcome.node ?? loaded.tree).syntax.start);
      out.err(`${path}:${at.line + 1}:${at.character + 1}: error: ${outcome.message}`);
      return 1;
    }
    const heading = [NAME_LINE, `Variant: ${variantOf(loaded.tree, path)}`, sheetHeading(loaded.tree, outcome.trace)];
    const blank = blankDiagram(diagramOf(loaded.tree, outcome.trace), true);
    pages.push(await diagramTikz(blank, { standalone: false, light: true, heading, decorate: PAPER }));
  }
  return emitTikzOrPdf(tikzPages(pages), format, output, out);
}

/** The TikZ text as it is, or compiled to a PDF (which needs `-o`, checked before). */
function emitTikzOrPdf(tex: string, format: 'pdf' | 'tikz', to: string | undefined, out: Output): number {
  if (format === 'tikz') return emitText(tex, to, out);
  const pdf = compileTikz(tex);
  if (!pdf.ok) {
    out.err(`gtree export: ${pdf.message}.`);
    return 1;
  }
  return writeOut(pdf.pdf, to!, out);
}

/** The variant a sheet is: its `variant:` where the tree says one, else its file's stem (`sheets/vezba-3.gtree` → `vezba-3`). */
function variantOf(tree: GameTree, path: string): string {
  const said = tree.settings.variant;
  return said ?? basename(path).replace(/(\.key)?\.gtree$/i, '');
}

/** A printed worksheet's boxes, wide enough for handwriting. */
const PAPER: Decorate = Object.assign((scene: Parameters<Decorate>[0]) => drawPaperBoxes(scene), { style: paperBoxStyle(LIGHT_INK.fg) });

function checkCombinations(format: Format, args: ParsedArgs, output: string | undefined, key: string | undefined, blank: boolean): void {
  if (format === 'json' && args.flags.has('iteration')) throw new UsageError('--iteration chooses the view a drawing shows; the JSON is always the whole run');
  if (format === 'json' && blank) throw new UsageError('--blank draws a worksheet: it takes --format svg, tikz or pdf');
  if (key !== undefined && !blank) throw new UsageError('--key writes the solved drawing beside a blank worksheet: add --blank');
  if (format === 'pdf' && output === undefined) throw new UsageError('--format pdf writes a file: add -o OUT.pdf');
  if (format === 'pdf' && args.flags.has('snippet')) throw new UsageError('--snippet is a forest environment to paste; a PDF is always a whole document');
}

/** One drawing in the chosen format (laid out by ELK) under its heading's lines, printed or written to `to`; the exit code. */
async function drawing(
  format: 'svg' | 'tikz' | 'pdf',
  diagram: DiagramModel,
  args: ParsedArgs,
  to: string | undefined,
  out: Output,
  heading: readonly string[],
  decorate?: Decorate,
): Promise<number> {
  if (format === 'svg') return emitText(await diagramSvg(diagram, heading, decorate), to, out);
  const tikz = await diagramTikz(diagram, {
    standalone: format === 'pdf' || !args.flags.has('snippet'),
    light: !args.flags.has('theme-ink'),
    heading,
    decorate,
  });
  return emitTikzOrPdf(tikz, format, to, out);
}

function stringFlag(args: ParsedArgs, name: string): string | undefined {
  const v = args.flags.get(name);
  return typeof v === 'string' ? v : undefined;
}
