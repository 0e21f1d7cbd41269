// Runs one long set-up command (apt-get, npm ci) with its output kept out of the way: a status
// line says what it is doing and for how long (rewritten in place on a terminal, a line every
// 15 s otherwise, as in CI logs); on failure the last lines of its output are printed.
import { spawn } from 'node:child_process';
import { SetupError } from './error.mjs';

const TAIL = 40;
const LOG_EVERY_MS = 15_000;

/**
 * @param {string} label  what the step does, for a person ("installing code-server")
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, hint?: string }} [options]  hint: said on failure
 */
export function runStep(label, command, args, { cwd, env, hint } = {}) {
  const started = Date.now();
  const tty = Boolean(process.stdout.isTTY);
  const tail = [];
  let phase = ''; // npm: the package script running now ("> kerberos@2.1.0 install")
  let latest = '';
  const seconds = () => Math.round((Date.now() - started) / 1000);
  const status = () => {
    const doing = [phase, latest].filter(Boolean).join(': ');
    const line = `  ${label}: ${seconds()} s${doing ? ` — ${doing}` : ''}`;
    const width = process.stdout.columns || 100;
    if (tty) process.stdout.write(`\r\x1b[K${line.length > width - 1 ? `${line.slice(0, width - 2)}…` : line}`);
    else console.log(line.length > 160 ? `${line.slice(0, 159)}…` : line);
  };
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const collect = (chunk) => {
      for (const raw of chunk.toString().split(/\r?\n|\r/)) {
        const line = raw.trim();
        if (!line) continue;
        tail.push(line);
        if (tail.length > TAIL) tail.shift();
        if (/^npm warn/i.test(line)) continue; // config warnings say nothing of progress
        const script = /^> (\S+@\S+ \S+)/.exec(line);
        const fetched = /^npm http fetch GET \d+ \S*\/([^/\s]+\.tgz)/.exec(line);
        if (script) [phase, latest] = [script[1], ''];
        else latest = fetched ? `downloaded ${fetched[1]}` : line;
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const timer = setInterval(status, tty ? 1000 : LOG_EVERY_MS);
    const finish = (error) => {
      clearInterval(timer);
      if (tty) process.stdout.write('\r\x1b[K');
      if (!error) {
        console.log(`  ${label}: done in ${seconds()} s`);
        resolve();
        return;
      }
      console.error(`  ${label}: failed after ${seconds()} s. The last lines it printed:\n${tail.map((l) => `    ${l}`).join('\n')}`);
      reject(new SetupError(`${label} failed (${error})${hint ? `. ${hint}` : ''}`));
    };
    child.on('error', (e) => finish(e.code === 'ENOENT' ? `${command} is not installed` : e.message));
    child.on('close', (code, signal) => finish(code === 0 ? null : `${command} ${args[0] ?? ''} exited with ${code ?? signal}`));
  });
}
