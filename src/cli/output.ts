/** Where commands print: real streams in the CLI, buffers in tests. */
export interface Output {
  line(text: string): void;
  err(text: string): void;
}

export const consoleOutput: Output = {
  line: (text) => process.stdout.write(text + '\n'),
  err: (text) => process.stderr.write(text + '\n'),
};
