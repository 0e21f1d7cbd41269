/**
 * Two fingers on the drawing zoom it (a phone's pinch), around the point between them. The
 * diagram page zooms on the wheel (viewport.ts) and pans with one pointer: the pinch is told to
 * it as the wheel events a trackpad's pinch gives, and the one-finger pan that began first is
 * ended, so the two gestures never fight. Listened to before the page's own handlers (capture).
 */

/** viewport.ts turns a wheel's deltaY into the scale exp(−deltaY × WHEEL_RATE). */
const WHEEL_RATE = 0.0015;

export function pinchToZoom(svg: SVGSVGElement): void {
  const touches = new Map<number, { x: number; y: number }>();
  let spread = 0;
  const distance = (): number => {
    const [a, b] = [...touches.values()];
    return Math.hypot(a.x - b.x, a.y - b.y);
  };
  svg.addEventListener(
    'pointerdown',
    (e) => {
      if (e.pointerType !== 'touch') return;
      touches.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (touches.size !== 2) return;
      // The first finger's pan ends here; this finger starts none.
      for (const id of touches.keys()) if (id !== e.pointerId) svg.dispatchEvent(new PointerEvent('pointercancel', { pointerId: id, pointerType: 'touch' }));
      e.stopImmediatePropagation();
      spread = distance();
    },
    { capture: true },
  );
  svg.addEventListener(
    'pointermove',
    (e) => {
      if (!touches.has(e.pointerId)) return;
      touches.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (touches.size !== 2) return;
      e.stopImmediatePropagation();
      const now = distance();
      if (spread > 0 && now > 0) {
        const [a, b] = [...touches.values()];
        const deltaY = -Math.log(now / spread) / WHEEL_RATE;
        svg.dispatchEvent(new WheelEvent('wheel', { deltaY, clientX: (a.x + b.x) / 2, clientY: (a.y + b.y) / 2, cancelable: true }));
      }
      spread = now;
    },
    { capture: true },
  );
  const lift = (e: PointerEvent): void => {
    if (!e.isTrusted) return; // the pan's end told to the page above, not a finger lifted
    if (touches.delete(e.pointerId) && touches.size === 1) e.stopImmediatePropagation();
  };
  svg.addEventListener('pointerup', lift, { capture: true });
  svg.addEventListener('pointercancel', lift, { capture: true });
}
