// Installs the pinned code-server into scripts/code-server/node_modules (its own npm project,
// not a dependency of the extension). Idempotent: a marker written after a complete install
// makes later calls return at once. Run directly (`node scripts/code-server/install.mjs`) or
// import { ensureCodeServer }.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, copyFileSync, mkdirSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const HERE = fileURLToPath(new URL('.', import.meta.url));
export const PINNED = JSON.parse(readFileSync(join(HERE, 'package.json'), 'utf8')).dependencies['code-server'];
export const CODE_SERVER_BIN = join(HERE, 'node_modules', 'code-server', 'out', 'node', 'entry.js');
export const CHROMIUM = '/usr/bin/chromium';
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

const APT = 'apt-get update && apt-get install -y chromium libkrb5-dev ripgrep';

/** A user-facing failure: the callers print its message, not a stack trace. */
export class SetupError extends Error {}

/** The Debian packages a step needs and lacks, by package name. */
export function missingPackages({ browser = false, install = true } = {}) {
  const missing = [];
  if (install && !existsSync('/usr/include/krb5.h')) missing.push('libkrb5-dev'); // kerberos builds from source
  if (install && !existsSync('/usr/bin/rg')) missing.push('ripgrep');
  if (browser && !existsSync(CHROMIUM)) missing.push('chromium');
  return missing;
}

export function requirePackages(options) {
  const missing = missingPackages(options);
  if (missing.length > 0) {
    throw new SetupError(`missing Debian package(s): ${missing.join(', ')}. Install them with:\n  ${APT}\n(as root; .ci/run does this by itself)`);
  }
}

export function isInstalled() {
  return existsSync(MARKER) && readFileSync(MARKER, 'utf8').trim() === PINNED && existsSync(CODE_SERVER_BIN);
}

/** Installs code-server unless the pinned version is already there. Throws SetupError on failure. */
export function ensureCodeServer({ quiet = false } = {}) {
  if (isInstalled()) return;
  requirePackages({ install: true });
  if (!quiet) console.log(`gtree: installing code-server ${PINNED} into scripts/code-server (first run, a few minutes)…`);
  const tmp = mkdtempSync(join(tmpdir(), 'gtree-cs-install-'));
  try {
    seedRipgrepCache(tmp);
    rmSync(MARKER, { force: true });
    const started = Date.now();
    const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
      cwd: HERE,
      stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
      env: {
        ...process.env,
        TMPDIR: tmp, // where @vscode/ripgrep looks for its cache
        npm_config_unsafe_perm: 'true', // code-server's postinstall refuses root otherwise
        npm_config_yes: 'true', // node-pty's postinstall runs `npx node-gyp`
        npm_config_update_notifier: 'false',
        // node-gyp builds against the installed headers instead of downloading them (unreachable here).
        ...(!process.env.npm_config_nodedir && existsSync('/usr/include/node/node.h') ? { npm_config_nodedir: '/usr' } : {}),
      },
    });
    if (result.status !== 0) {
      throw new SetupError(`code-server install failed (npm ci exit ${result.status ?? result.signal}); see the npm output above. Prerequisites: ${APT}`);
    }
    const missing = NATIVE_PARTS.filter((part) => !existsSync(join(VSCODE_DIR, part)));
    if (missing.length > 0)
      throw new SetupError(`code-server installed without ${missing.join(', ')} (a postinstall step was skipped?). Prerequisites: ${APT}`);
    writeFileSync(MARKER, `${PINNED}\n`);
    if (!quiet) console.log(`gtree: code-server ${PINNED} installed in ${Math.round((Date.now() - started) / 1000)} s`);
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

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    ensureCodeServer();
    if (isInstalled()) console.log(`gtree: code-server ${PINNED} is installed (${CODE_SERVER_BIN})`);
  } catch (e) {
    if (!(e instanceof SetupError)) throw e;
    console.error(`gtree: ${e.message}`);
    process.exit(1);
  }
}
