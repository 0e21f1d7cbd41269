/** A set-up failure a person can act on: callers print its message, never a stack trace. */
export class SetupError extends Error {}
