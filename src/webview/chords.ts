/**
 * VS Code's key chords start with Ctrl+K (Cmd+K on the Mac): Ctrl+K G is *gtree: Focus the
 * diagram*. In a webview the workbench hears a key only after the page has, so the key that ends
 * a chord begun here (G, Enter, M …) must not also act in the diagram (G would go to the source).
 * The page's key handlers leave alone a key for which `endsChord` is true; it still reaches VS Code.
 */
const MODIFIERS = new Set(['Control', 'Meta', 'Shift', 'Alt', 'AltGraph']);
const chordEnds = new WeakSet<Event>();
let pending = false;

/** Listens, before every other handler of the page, for Ctrl+K and the key after it. */
export function watchChords(doc: Document): void {
  doc.addEventListener(
    'keydown',
    (e) => {
      if (MODIFIERS.has(e.key)) return;
      if (pending) {
        pending = false;
        chordEnds.add(e);
        return;
      }
      pending = (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k';
    },
    true,
  );
}

/** Whether `e` is the key that ends a chord begun with Ctrl+K: the workbench's, not the diagram's. */
export const endsChord = (e: Event): boolean => chordEnds.has(e);
