// The CLI's bundles, for scripts/build.mjs and the test that runs them from a folder of their own.
// cli.js is the entry: the usage text, and the dispatch to the commands. The commands and the
// engine below them are cli-commands.js beside it, required when a command other than help
// runs, so that `gtree help` starts without parsing them. elkjs is 3.4 of the CLI's 3.6 MB and
// only `gtree export --format svg` lays a tree out, so it is a bundle of its own beside them
// (cli-elk.js), required when the export first needs it: every other command starts without
// parsing it. The files are self-contained (no node_modules).

/** The module src/cli/diagram-svg.ts imports on demand, and the file that stands for it beside cli.js. */
const ELK_MODULE = 'elkjs/lib/elk.bundled.js';
const ELK_BUNDLE = 'cli-elk.js';
/** The module src/cli/main.ts requires on demand, and its bundle beside cli.js. */
const COMMANDS_MODULE = './dispatch';
const COMMANDS_BUNDLE = 'cli-commands.js';

const elkOnDemand = {
  name: 'elk-on-demand',
  setup(build) {
    build.onResolve({ filter: /^elkjs\/lib\/elk\.bundled\.js$/ }, () => ({ path: `./${ELK_BUNDLE}`, external: true }));
  },
};

const commandsOnDemand = {
  name: 'commands-on-demand',
  setup(build) {
    build.onResolve({ filter: /^\.\/dispatch$/ }, (args) =>
      args.path === COMMANDS_MODULE && /[\\/]src[\\/]cli[\\/]main\.ts$/.test(args.importer) ? { path: `./${COMMANDS_BUNDLE}`, external: true } : undefined,
    );
  },
};

/** esbuild options of the CLI (`outdir`/cli.js), its commands (`outdir`/cli-commands.js) and its ELK (`outdir`/cli-elk.js). */
export function cliBundles(outdir, common) {
  return [
    {
      ...common,
      entryPoints: ['src/cli/main.ts'],
      outfile: `${outdir}/cli.js`,
      format: 'cjs',
      banner: { js: '#!/usr/bin/env node' },
      plugins: [commandsOnDemand],
    },
    { ...common, entryPoints: ['src/cli/dispatch.ts'], outfile: `${outdir}/${COMMANDS_BUNDLE}`, format: 'cjs', plugins: [elkOnDemand] },
    { ...common, entryPoints: [`node_modules/${ELK_MODULE}`], outfile: `${outdir}/${ELK_BUNDLE}`, format: 'cjs', minify: true },
  ];
}
