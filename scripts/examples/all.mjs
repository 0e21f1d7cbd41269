// Regenerates every generated example in examples/ (all but alphabeta-lecture.gtree).
// Run: node scripts/examples/all.mjs
await import('./xo.mjs');
await import('./novcici.mjs');
await import('./chance.mjs');
await import('./zlatnici.mjs');
await import('./splitnim.mjs');
await import('./handmade.mjs');
