// Installs the pinned code-server into scripts/code-server/node_modules (its own npm project,
// not a dependency of the extension). Idempotent: a marker written after a complete install
// makes later calls return at once. Its prerequisites (a compiler, libkrb5-dev, ripgrep) are
// installed first by scripts/setup/ensure.mjs, which calls this; run on its own, it names them.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, copyFileSync, mkdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SetupError } from '../setup/error.mjs';
import { runStep } from '../setup/step.mjs';

export const HERE = fileURLToPath(new URL('.', import.meta.url));
export const PINNED = JSON.parse(readFileSync(join(HERE, 'package.json'), 'utf8')).dependencies['code-server'];
export const CODE_SERVER_BIN = join(HERE, 'node_modules', 'code-server', 'out', 'node', 'entry.js');
const MARKER = join(HERE, 'node_modules', '.gtree-installed');
const VSCODE_DIR = join(HERE, 'node_modules', 'code-server', 'lib', 'vscode');
// Built by code-server's postinstall (a nested npm install); without them the server starts but the
// terminal or search break later, so check them here rather than at test time.
const NATIVE_PARTS = [
  'node_modules/@vscode/ripgrep/bin/rg',
  'node_modules/node-pty/build/Release/pty.node',
  'node_modules/kerberos/build/Release/kerberos.node',
];

// @vscode/ripgrep's postinstall downloads rg from GitHub, which this machine cannot reach; it
// first looks in os.tmpdir() for this exact archive (a tar.gz holding the single file `rg`).
const RIPGREP_CACHE = { dir: 'vscode-ripgrep-cache-1.15.11', file: 'ripgrep-v13.0.0-10-x86_64-unknown-linux-musl.tar.gz' };

const PREREQUISITES = 'a compiler (build-essential, python3), libkrb5-dev and ripgrep: `npm start` or `npm test` installs them';

export function isInstalled() {
  return existsSync(MARKER) && readFileSync(MARKER, 'utf8').trim() === PINNED && existsSync(CODE_SERVER_BIN);
}

/** Installs code-server unless the pinned version is already there. Throws SetupError on failure. */
export async function ensureCodeServer() {
  if (isInstalled()) return;
  if (!existsSync('/usr/bin/rg')) throw new SetupError(`code-server needs ${PREREQUISITES}`);
  const tmp = mkdtempSync(join(tmpdir(), 'gtree-cs-install-'));
  try {
    seedRipgrepCache(tmp);
    rmSync(MARKER, { force: true });
    // Scripts in the foreground and fetches logged: the progress line can say what the minutes go to.
    await runStep(
      `code-server ${PINNED} (first install: downloads and native builds, a few minutes)`,
      'npm',
      ['ci', '--no-audit', '--no-fund', '--foreground-scripts', '--loglevel=http'],
      {
        cwd: HERE,
        hint: `Prerequisites: ${PREREQUISITES}`,
        env: {
          ...process.env,
          TMPDIR: tmp, // where @vscode/ripgrep looks for its cache
          npm_config_unsafe_perm: 'true', // code-server's postinstall refuses root otherwise
          npm_config_yes: 'true', // node-pty's postinstall runs `npx node-gyp`
          npm_config_update_notifier: 'false',
          // node-gyp builds against the installed headers instead of downloading them (unreachable here).
          ...(!process.env.npm_config_nodedir && existsSync('/usr/include/node/node.h') ? { npm_config_nodedir: '/usr' } : {}),
        },
      },
    );
    const missing = NATIVE_PARTS.filter((part) => !existsSync(join(VSCODE_DIR, part)));
    if (missing.length > 0)
      throw new SetupError(`code-server installed without ${missing.join(', ')} (a postinstall step failed). Prerequisites: ${PREREQUISITES}`);
    writeFileSync(MARKER, `${PINNED}\n`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

function seedRipgrepCache(tmp) {
  const cacheDir = join(tmp, RIPGREP_CACHE.dir);
  const staging = join(tmp, 'rg-staging');
  mkdirSync(cacheDir, { recursive: true });
  mkdirSync(staging);
  copyFileSync('/usr/bin/rg', join(staging, 'rg'));
  execFileSync('tar', ['-czf', join(cacheDir, RIPGREP_CACHE.file), '-C', staging, 'rg']);
}
