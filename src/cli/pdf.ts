import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type PdfOutcome = { readonly ok: true; readonly pdf: Uint8Array } | { readonly ok: false; readonly message: string };

/** How long pdflatex may take: a drawing of thousands of nodes is a long document. */
const LATEX_MS = 180_000;

/**
 * A standalone LaTeX document compiled with pdflatex, in a folder of its own that is removed
 * afterwards. Without pdflatex on the PATH, or when it fails, a message says so (the first
 * `!` line of its log: a missing package, say).
 */
export function compileTikz(tex: string): PdfOutcome {
  const dir = mkdtempSync(join(tmpdir(), 'gtree-pdf-'));
  try {
    writeFileSync(join(dir, 'tree.tex'), tex);
    const latex = spawnSync('pdflatex', ['-interaction=nonstopmode', '-halt-on-error', 'tree.tex'], { cwd: dir, encoding: 'utf8', timeout: LATEX_MS });
    if ((latex.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') {
      return { ok: false, message: 'a PDF needs pdflatex (TeX Live, with TikZ) on the PATH; --format tikz writes the LaTeX to compile elsewhere' };
    }
    if (latex.error) return { ok: false, message: `pdflatex did not finish: ${latex.error.message}` };
    if (latex.status !== 0) {
      const reason = latex.stdout.split('\n').find((l) => l.startsWith('!')) ?? `exit code ${latex.status}`;
      return { ok: false, message: `pdflatex failed: ${reason.replace(/^!\s*/, '')}` };
    }
    return { ok: true, pdf: readFileSync(join(dir, 'tree.pdf')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
