/**
 * PDFs through pdflatex, for the CLI (`gtree export --format pdf`, `gtree grade --feedback`) and
 * for the desktop extension host (the grading panel's feedback): Node only, so the web host has
 * none (its entry point never imports this folder).
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** `missing`: there is no pdflatex to run (rather than one that failed). */
export type PdfOutcome = { readonly ok: true; readonly pdf: Uint8Array } | { readonly ok: false; readonly message: string; readonly missing?: boolean };

/** How long pdflatex may take: a drawing of thousands of nodes is a long document. */
const LATEX_MS = 180_000;
const ARGS = ['-interaction=nonstopmode', '-halt-on-error', 'tree.tex'];

/** How pdflatex ended: it could not start (`error`), or its exit status and what it printed. */
interface LatexRun {
  readonly error?: NodeJS.ErrnoException | null;
  readonly status: number | null;
  readonly stdout: string;
}

/**
 * A standalone LaTeX document compiled with pdflatex, in a folder of its own that is removed
 * afterwards. Without pdflatex on the PATH, or when it fails, a message says so (the first
 * `!` line of its log: a missing package, say).
 */
export function compileTikz(tex: string): PdfOutcome {
  const dir = scratchWith(tex);
  try {
    return outcomeOf(spawnSync('pdflatex', ARGS, { cwd: dir, encoding: 'utf8', timeout: LATEX_MS }), dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The same without blocking the caller's thread while pdflatex runs (the extension host must go on answering). */
export async function compileTikzLater(tex: string): Promise<PdfOutcome> {
  const dir = scratchWith(tex);
  try {
    const ran = await new Promise<LatexRun>((resolve) => {
      execFile('pdflatex', ARGS, { cwd: dir, encoding: 'utf8', timeout: LATEX_MS, maxBuffer: 64 * 1024 * 1024 }, (error, stdout) => {
        // An exit status other than 0 comes as an error whose code is that number; a process that never started, as one whose code is a word.
        const code = error?.code;
        if (error && typeof code === 'number') resolve({ status: code, stdout });
        else resolve({ error: error as NodeJS.ErrnoException | null, status: error ? null : 0, stdout });
      });
    });
    return outcomeOf(ran, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function scratchWith(tex: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'gtree-pdf-'));
  writeFileSync(join(dir, 'tree.tex'), tex);
  return dir;
}

function outcomeOf(latex: LatexRun, dir: string): PdfOutcome {
  if (latex.error?.code === 'ENOENT') {
    return {
      ok: false,
      missing: true,
      message: 'a PDF needs pdflatex (TeX Live, with TikZ) on the PATH; --format tikz writes the LaTeX to compile elsewhere',
    };
  }
  if (latex.error) return { ok: false, message: `pdflatex did not finish: ${latex.error.message}` };
  if (latex.status !== 0) {
    const reason = latex.stdout.split('\n').find((l) => l.startsWith('!')) ?? `exit code ${latex.status}`;
    return { ok: false, message: `pdflatex failed: ${reason.replace(/^!\s*/, '')}` };
  }
  return { ok: true, pdf: readFileSync(join(dir, 'tree.pdf')) };
}
