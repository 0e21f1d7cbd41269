import { strict as assert } from 'node:assert';
import { compileTikz, compileTikzLater } from '../../src/node/pdf';

/*
 * pdflatex for the CLI (compileTikz) and for the desktop extension host (compileTikzLater, which
 * does not block its caller): the same outcomes, and without pdflatex on the PATH a message
 * that says so and `missing` (the grading panel words its own warning from it).
 */

const DOC = '\\documentclass[tikz]{standalone}\n\\begin{document}\n\\begin{tikzpicture}\\draw (0,0) -- (1,1);\\end{tikzpicture}\n\\end{document}\n';
const BROKEN = '\\documentclass{standalone}\n\\begin{document}\n\\undefinedcommandhere\n\\end{document}\n';

describe('pdflatex: compileTikz and compileTikzLater', function () {
  this.timeout(120_000); // pdflatex takes seconds, more on a busy machine

  for (const [name, compile] of [
    ['compileTikz', async (tex: string) => compileTikz(tex)],
    ['compileTikzLater', compileTikzLater],
  ] as const) {
    it(`${name}: a PDF from a standalone document`, async () => {
      const made = await compile(DOC);
      assert.ok(made.ok, JSON.stringify(made));
      assert.equal(Buffer.from(made.pdf.slice(0, 5)).toString('latin1'), '%PDF-');
    });

    it(`${name}: a document that fails says pdflatex's first error line`, async () => {
      const made = await compile(BROKEN);
      assert.deepEqual(made, { ok: false, message: 'pdflatex failed: Undefined control sequence.' });
    });

    it(`${name}: without pdflatex on the PATH, says so and that it is missing`, async () => {
      const path = process.env.PATH;
      process.env.PATH = '/nonexistent-gtree-path';
      try {
        const made = await compile(DOC);
        assert.equal(made.ok, false);
        assert.ok(!made.ok && made.missing === true);
        assert.match(!made.ok ? made.message : '', /^a PDF needs pdflatex \(TeX Live, with TikZ\) on the PATH/);
      } finally {
        process.env.PATH = path;
      }
    });
  }
});
