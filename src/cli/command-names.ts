/** The commands of `gtree`, in the order the unknown-command message lists them. */
export const COMMAND_NAMES = ['check', 'grade', 'run', 'compare', 'export', 'import', 'new', 'blank', 'help'] as const;

export type CommandName = (typeof COMMAND_NAMES)[number];

export const isCommandName = (name: string): name is CommandName => (COMMAND_NAMES as readonly string[]).includes(name);
