// The CLI's bundles, for scripts/build.mjs and the test that runs them from a folder of their own.
// elkjs is 3.4 of the CLI's 3.6 MB and only `gtree export --format svg` lays a tree out, so it is
// a bundle of its own beside cli.js (cli-elk.js), required when the export first needs it:
// every other command starts without parsing it. Both files are self-contained (no node_modules).

/** The module src/cli/diagram-svg.ts imports on demand, and the file that stands for it beside cli.js. */
const ELK_MODULE = 'elkjs/lib/elk.bundled.js';
const ELK_BUNDLE = 'cli-elk.js';

const elkOnDemand = {
  name: 'elk-on-demand',
  setup(build) {
    build.onResolve({ filter: /^elkjs\/lib\/elk\.bundled\.js$/ }, () => ({ path: `./${ELK_BUNDLE}`, external: true }));
  },
};

/** esbuild options of the CLI (`outdir`/cli.js) and of its ELK (`outdir`/cli-elk.js). */
export function cliBundles(outdir, common) {
  return [
    { ...common, entryPoints: ['src/cli/main.ts'], outfile: `${outdir}/cli.js`, format: 'cjs', banner: { js: '#!/usr/bin/env node' }, plugins: [elkOnDemand] },
    { ...common, entryPoints: [`node_modules/${ELK_MODULE}`], outfile: `${outdir}/${ELK_BUNDLE}`, format: 'cjs', minify: true },
  ];
}
