// npm start: build, check the examples with the CLI, then run the extension in a real VS Code
// (code-server on 127.0.0.1, examples/ open) until Ctrl+C.   npm start -- [--port N]
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { SetupError } from './setup/error.mjs';
import { requireParts, partsFor } from './setup/ensure.mjs';
import { startServer } from './code-server/server.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const { values: opts } = parseArgs({ options: { port: { type: 'string' } } });

function node(...args) {
  const { status } = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

async function main() {
  node('scripts/build.mjs');
  // The command-line view of the product first: every example checks clean, one runs.
  node('dist/cli.js', 'check', 'examples');
  node('dist/cli.js', 'run', 'examples/alphabeta-lecture.gtree');

  requireParts(partsFor('start'), 'npm start');
  const server = await startServer({ extensionPath: ROOT, folder: `${ROOT}examples`, port: opts.port ? Number(opts.port) : undefined });
  let stopping = false;
  const stop = (code) => {
    stopping = true;
    server.stop().finally(() => process.exit(code));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
    process.on(signal, () => {
      console.log('\ngtree: stopping VS Code…');
      stop(0);
    });
  server.exited.then(() => {
    if (stopping) return;
    console.error(`gtree: VS Code (code-server) stopped by itself:\n${server.output()}`);
    stop(1);
  });
  console.log(`
gtree is running in VS Code (code-server on 127.0.0.1:${server.port}) with examples/ open.
Open this address in a browser on this machine (from elsewhere: forward port ${server.port}):

  ${server.url}

Ctrl+C stops it.`);
}

main().catch((e) => {
  console.error(`gtree: ${e instanceof SetupError ? e.message : (e.stack ?? e)}`);
  process.exit(1);
});
