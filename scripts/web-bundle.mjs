// The web extension host's bundle (package.json `browser`): the same src/extension/ as dist/extension.js,
// for a browser Web Worker (VS Code for the Web), and the check that nothing in it needs Node.
import { builtinModules } from 'node:module';

const NODE_BUILTINS = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
const isNodeBuiltin = (path) => path.startsWith('node:') || NODE_BUILTINS.has(path) || NODE_BUILTINS.has(path.split('/')[0]);

/** Keeps a Node built-in out of the bundle as an external import, so that the metafile names it and who imports it. */
const nodeBuiltinsExternal = {
  name: 'node-builtins-external',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => (args.kind !== 'entry-point' && isNodeBuiltin(args.path) ? { path: args.path, external: true } : undefined));
  },
};

/** esbuild options for a bundle run by the web extension host: CommonJS, `vscode` from the host, everything else inside. */
export function webHostOptions(outfile, plugins = []) {
  return {
    bundle: true,
    platform: 'browser',
    format: 'cjs',
    target: 'es2022',
    sourcemap: true,
    logLevel: 'warning',
    outfile,
    external: ['vscode'],
    metafile: true,
    plugins: [...plugins, nodeBuiltinsExternal],
  };
}

/**
 * Every module a bundle (from an esbuild metafile) still requires but `vscode`, the only one the web host
 * provides, with the sources that import it. The outputs say what is left (an input's list also names
 * type-only imports that esbuild dropped); the inputs say who wants it.
 */
export function foreignImports(metafile) {
  const left = new Set(
    Object.values(metafile.outputs)
      .flatMap((output) => output.imports)
      .filter((i) => i.external && i.path !== 'vscode')
      .map((i) => i.path),
  );
  return [...left].map((path) => ({
    path,
    importers: Object.entries(metafile.inputs)
      .filter(([, input]) => input.imports.some((i) => i.path === path))
      .map(([importer]) => importer),
  }));
}

/** Throws, naming each culprit, when a web-host bundle needs a module the browser's Web Worker host does not have. */
export function assertWebClean(metafile, bundle) {
  const foreign = foreignImports(metafile);
  if (foreign.length === 0) return;
  const lines = foreign.map((f) => `  ${f.path}${isNodeBuiltin(f.path) ? ' (a Node built-in)' : ''}, imported by ${f.importers.join(', ')}`);
  throw new Error(`${bundle} would fail in the web extension host (a browser Web Worker has no Node):\n${lines.join('\n')}`);
}
