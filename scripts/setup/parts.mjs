// The outside parts `npm start` and `npm test` need beyond Node itself, how to tell in a few
// milliseconds whether each is there (file checks, no package manager query), and why it is needed.
// Used by scripts/setup.mjs (which installs what is missing) and by the test runners (which name
// the missing part and the command that installs it when one is run on its own).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isInstalled as codeServerInstalled, PINNED as CODE_SERVER_VERSION } from '../code-server/install.mjs';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Written into node_modules after `npm ci`: the lockfile it was installed from. */
const NPM_MARKER = join(ROOT, 'node_modules', '.gtree-lockfile');

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A command on PATH (no process started). */
export function onPath(command) {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, command)));
}

/** The LaTeX files the TikZ export test compiles with, found by kpsewhich (only asked when pdflatex is there). */
const TEX_FILES = ['standalone.cls', 'forest.sty', 'tikz.sty'];
function texComplete() {
  if (!onPath('pdflatex') || !onPath('kpsewhich')) return false;
  try {
    const found = execFileSync('kpsewhich', TEX_FILES, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return found.trim().split('\n').filter(Boolean).length === TEX_FILES.length;
  } catch {
    return false; // kpsewhich exits 1 when any file is missing
  }
}

/**
 * A part that the Debian package of its own name provides, present when `file` (one it installs) is there.
 * @param {Omit<Part, 'debian' | 'present' | 'noRecommends' | 'npm'> & { file: string }} part
 * @returns {Part}
 */
function debianFile({ file, ...part }) {
  return { ...part, debian: [part.id], present: () => existsSync(file) };
}

/**
 * Each outside part: `debian` packages that provide it (installed with their recommendations
 * unless `noRecommends`), and the commands that need it. Order matters: a part's prerequisites
 * come before it.
 * @typedef {{ id: string, what: string, why: string, for: ('start'|'test')[], present(): boolean,
 *   debian?: string[], noRecommends?: boolean, npm?: true }} Part
 * @type {Part[]}
 */
export const PARTS = [
  {
    id: 'npm-packages',
    what: 'the npm packages of package-lock.json (npm ci)',
    why: 'the build, the tests and the extension itself use them',
    for: ['start', 'test'],
    npm: true,
    present: () => existsSync(NPM_MARKER) && readFileSync(NPM_MARKER, 'utf8') === lockfileHash(),
  },
  {
    id: 'build-tools',
    what: 'a C/C++ toolchain (g++, make, python3)',
    why: "code-server's native modules (node-pty, kerberos) are compiled on install",
    for: ['start', 'test'],
    debian: ['build-essential', 'python3'],
    present: () => onPath('g++') && onPath('make') && onPath('python3'),
  },
  debianFile({
    id: 'libkrb5-dev',
    what: 'the Kerberos headers (libkrb5-dev)',
    why: "code-server's kerberos module builds from source against them",
    for: ['start', 'test'],
    file: '/usr/include/krb5.h',
  }),
  debianFile({
    id: 'ripgrep',
    what: 'ripgrep',
    why: "VS Code's search runs it; its npm package would download it from GitHub, so it is copied from Debian's",
    for: ['start', 'test'],
    file: '/usr/bin/rg',
  }),
  debianFile({
    id: 'chromium',
    what: 'Chromium',
    why: 'the browser that the diagram tests and the tests in a real VS Code run in',
    for: ['test'],
    file: CHROMIUM,
  }),
  {
    id: 'tex',
    what: 'pdflatex with the forest and standalone packages (TeX Live)',
    why: 'the TikZ export test compiles what gtree writes',
    for: ['test'],
    // forest and standalone live in texlive-latex-extra, TikZ in texlive-pictures; without their
    // recommendations, which would add hundreds of MB of documentation and fonts.
    debian: ['texlive-latex-base', 'texlive-latex-recommended', 'texlive-latex-extra', 'texlive-pictures'],
    noRecommends: true,
    present: texComplete,
  },
  {
    id: 'code-server',
    what: `code-server ${CODE_SERVER_VERSION} (VS Code ${CODE_SERVER_VERSION.replace(/^4\./, '1.')} for the browser, from npm, into scripts/code-server/)`,
    why: 'the real VS Code that `npm start` serves and the extension tests run in',
    for: ['start', 'test'],
    npm: true,
    present: codeServerInstalled,
  },
];

/** What a real VS Code run needs: code-server, its prerequisites, and the browser it is shown in. */
export const REAL_VSCODE = ['build-tools', 'libkrb5-dev', 'ripgrep', 'code-server', 'chromium'];

/** The parts a command needs, by id (e.g. ['chromium']), that are missing. */
export function missingParts(ids) {
  return PARTS.filter((p) => ids.includes(p.id) && !p.present());
}

/** The Debian command that installs `parts` (for a message to a person), or null if none is a Debian part. */
export function aptCommand(parts, sudo = process.getuid?.() !== 0) {
  const s = sudo ? 'sudo ' : '';
  const withRec = parts.filter((p) => p.debian && !p.noRecommends).flatMap((p) => p.debian);
  const noRec = parts.filter((p) => p.debian && p.noRecommends).flatMap((p) => p.debian);
  if (withRec.length + noRec.length === 0) return null;
  return [
    `${s}apt-get update`,
    ...(withRec.length ? [`${s}apt-get install -y ${withRec.join(' ')}`] : []),
    ...(noRec.length ? [`${s}apt-get install -y --no-install-recommends ${noRec.join(' ')}`] : []),
  ].join(' && ');
}

/** Tells whether node_modules was installed from this very lockfile (a pull that changes it reinstalls). */
function lockfileHash() {
  return createHash('sha256')
    .update(readFileSync(join(ROOT, 'package-lock.json')))
    .digest('hex');
}

/** Records that node_modules now matches the lockfile. */
export function markNpmPackagesInstalled() {
  writeFileSync(NPM_MARKER, lockfileHash());
}
