/** A usage error: printed as a message with exit code 2, never as a stack trace. */
export class UsageError extends Error {}

export interface ParsedArgs {
  readonly positional: string[];
  readonly flags: Map<string, string | true>;
}

/**
 * `--name value`, `--name=value` and boolean `--name`. `valued` lists the flags that take a value;
 * any flag not in `valued` or `booleans` is a usage error. `short` maps one-letter flags to long
 * ones (`{ o: 'output' }` makes `-o FILE` mean `--output FILE`).
 */
export function parseArgs(
  argv: readonly string[],
  valued: readonly string[],
  booleans: readonly string[],
  short: Readonly<Record<string, string>> = {},
): ParsedArgs {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const letter = /^-([A-Za-z])$/.exec(argv[i])?.[1];
    const arg = letter && short[letter] ? `--${short[letter]}` : argv[i];
    if (!arg.startsWith('--') || arg === '--') {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq < 0 ? undefined : eq);
    if (valued.includes(name)) {
      const value = eq >= 0 ? arg.slice(eq + 1) : argv[++i];
      if (value === undefined || value === '') throw new UsageError(`--${name} needs a value`);
      flags.set(name, value);
    } else if (booleans.includes(name) && eq < 0) {
      flags.set(name, true);
    } else {
      const known = [...valued, ...booleans].map((f) => `--${f}`).join(', ');
      throw new UsageError(`unknown option '${arg}'${known ? ` (this command takes ${known})` : ''}`);
    }
  }
  return { positional, flags };
}

/** A flag's whole number (`--depth 3`), or undefined when the flag is absent. */
export function whole(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^-?\d{1,15}$/.test(text)) throw new UsageError(`--${name} takes a whole number, not '${text}'`);
  return Number(text);
}
