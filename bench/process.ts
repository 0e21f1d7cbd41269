// The built CLI (dist/cli.js, beside dist/bench.js) run in a process of its own, as a user runs it:
// wall time, and the child's peak resident memory, which a preloaded script reads at exit
// (no /usr/bin/time needed). Figures only.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

export const CLI = join(__dirname, 'cli.js');

export interface ProcessRun {
  readonly ms: number;
  /** Peak resident memory in MB. */
  readonly peakMB: number;
  /** CPU time of the child's main process (user + system), in ms: steadier than wall time on a loaded machine. */
  readonly cpuMs: number;
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** A scratch folder for the files a bench writes, with the preload that reports the peak memory. */
export class Scratch {
  readonly dir = mkdtempSync(join(tmpdir(), 'gtree-bench-'));
  private readonly preload = join(this.dir, 'peak.js');
  private readonly peakFile = join(this.dir, 'peak.txt');

  constructor() {
    // VmHWM is the peak of this program's own memory. resourceUsage().maxRSS would do where /proc is
    // missing, but on Linux it keeps the peak of the forked copy of the parent from before the exec.
    writeFileSync(
      this.preload,
      `process.on('exit', () => {
        const fs = require('fs');
        let kb = process.resourceUsage().maxRSS;
        try { kb = Number(/VmHWM:\\s*(\\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))[1]); } catch {}
        const cpu = process.cpuUsage();
        fs.writeFileSync(${JSON.stringify(this.peakFile)}, kb + ' ' + (cpu.user + cpu.system) / 1000);
      });\n`,
    );
  }

  path(name: string): string {
    return join(this.dir, name);
  }

  /** `node dist/cli.js ARGS`; standard output is kept only when asked (a trace of 550 000 nodes is 30 MB). */
  gtree(args: readonly string[], keepStdout = false): ProcessRun {
    const start = performance.now();
    const child = spawnSync(process.execPath, ['--require', this.preload, CLI, ...args], {
      stdio: ['ignore', keepStdout ? 'pipe' : 'ignore', 'pipe'],
      encoding: 'utf8',
      maxBuffer: 1 << 30,
    });
    const ms = performance.now() - start;
    const [kb, cpuMs] = readFileSync(this.peakFile, 'utf8').split(' ').map(Number);
    return { ms, peakMB: kb / 1024, cpuMs, status: child.status, stdout: child.stdout ?? '', stderr: child.stderr };
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Wall time of `node ARGS` with nothing kept, in ms. */
export function wallTime(args: readonly string[]): number {
  const start = performance.now();
  spawnSync(process.execPath, args, { stdio: 'ignore' });
  return performance.now() - start;
}
