/**
 * The key of *gtree: Focus the diagram* (package.json's keybinding) as the user's platform writes
 * it, for the tooltips that point the keyboard into the diagram.
 */
const host = globalThis as { process?: { platform?: string }; navigator?: { userAgent?: string } };

/** The desktop host knows its platform; the web host's worker has the browser's user agent. */
const onMac = (): boolean => (host.process?.platform ? host.process.platform === 'darwin' : /Macintosh|Mac OS X/.test(host.navigator?.userAgent ?? ''));

export const focusDiagramKey = (): string => (onMac() ? '⌘K G' : 'Ctrl+K G');

/** The sentence the tooltips end with. */
export const focusDiagramHint = (): string => `Keyboard: ${focusDiagramKey()} (gtree: Focus the diagram) goes to the first node to answer.`;
