// Installs the outside parts a command needs and lacks (scripts/setup/parts.mjs): Debian packages
// with apt-get (as root, or through `sudo -n` where that works; otherwise it stops with the one
// command to run), the npm packages of the lockfile, and the pinned code-server. It says what it
// installs and why before it starts, and costs a few milliseconds when everything is there.
import { execFileSync } from 'node:child_process';
import { ensureCodeServer } from '../code-server/install.mjs';
import { SetupError } from './error.mjs';
import { aptCommand, markNpmPackagesInstalled, onPath, PARTS, ROOT } from './parts.mjs';
import { runStep } from './step.mjs';

/** The ids of the parts `npm start` or `npm test` needs. */
export const partsFor = (command) => PARTS.filter((p) => p.for.includes(command)).map((p) => p.id);

/**
 * Makes sure the parts with these ids are there, installing the missing ones.
 * @param {string[]} ids
 * @param {string} command  who needs them, for the message (e.g. "npm test")
 */
export async function ensureParts(ids, command) {
  const missing = PARTS.filter((p) => ids.includes(p.id) && !p.present());
  if (missing.length === 0) return;
  const started = Date.now();
  console.log(`gtree: \`${command}\` needs ${missing.length === 1 ? 'one part' : 'parts'} that this machine lacks; installing:`);
  for (const p of missing) console.log(`  - ${p.what}: ${p.why}`);

  const debian = missing.filter((p) => p.debian);
  if (debian.length > 0) await installDebian(debian);
  if (missing.some((p) => p.id === 'npm-packages')) {
    await runStep('npm ci (the project’s packages)', npm(), ['ci', '--no-audit', '--no-fund'], { cwd: ROOT });
    markNpmPackagesInstalled();
  }
  if (missing.some((p) => p.id === 'code-server')) await ensureCodeServer();

  const still = missing.filter((p) => !p.present());
  if (still.length > 0) throw new SetupError(`still missing after the install: ${still.map((p) => p.what).join('; ')}`);
  console.log(`gtree: set up in ${Math.round((Date.now() - started) / 1000)} s`);
}

/** Throws a SetupError naming the missing parts and how to get them, without installing anything. */
export function requireParts(ids, command) {
  const missing = PARTS.filter((p) => ids.includes(p.id) && !p.present());
  if (missing.length === 0) return;
  const apt = aptCommand(missing);
  throw new SetupError(
    `missing: ${missing.map((p) => p.what).join('; ')}. \`${command}\` installs ${missing.length === 1 ? 'it' : 'them'}` +
      (apt ? `, or install the Debian packages yourself: ${apt}` : ''),
  );
}

async function installDebian(parts) {
  const sudo = privilege();
  if (sudo === null) {
    const apt = aptCommand(parts, true);
    throw new SetupError(
      onPath('apt-get')
        ? `installing Debian packages needs root, and \`sudo -n\` does not work here. Run this once, then the command again:\n  ${apt}`
        : `this is not a Debian-like system (no apt-get): install ${parts.map((p) => p.what).join('; ')} with your package manager (Debian names: ${apt})`,
    );
  }
  const apt = (label, args) =>
    runStep(label, sudo ? 'sudo' : 'apt-get', [...(sudo ? ['-n', 'apt-get'] : []), '-q', '-y', ...args], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  await apt('apt-get update', ['update']);
  const withRecommends = parts.filter((p) => !p.noRecommends).flatMap((p) => p.debian);
  const without = parts.filter((p) => p.noRecommends).flatMap((p) => p.debian);
  if (withRecommends.length) await apt(`apt-get install ${withRecommends.join(' ')}`, ['install', ...withRecommends]);
  if (without.length) await apt(`apt-get install ${without.join(' ')}`, ['install', '--no-install-recommends', ...without]);
}

/** '' as root, 'sudo' where `sudo -n` works, null where neither can install packages. */
function privilege() {
  if (!onPath('apt-get')) return null;
  if (process.getuid?.() === 0) return '';
  if (!onPath('sudo')) return null;
  try {
    execFileSync('sudo', ['-n', 'true'], { stdio: 'ignore', timeout: 10_000 });
    return 'sudo';
  } catch {
    return null;
  }
}

const npm = () => (process.platform === 'win32' ? 'npm.cmd' : 'npm');
