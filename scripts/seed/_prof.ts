import { generateSeed } from './generate';
import { SeedModel } from './model';

let t = Date.now();
const model = new SeedModel({ size: 'demo', now: new Date('2026-11-20T10:00:00Z') });
console.log('model', Date.now() - t);
t = Date.now();
for (const m of model.members) model.reviewsOf(m);
console.log('reviewsOf', Date.now() - t);
t = Date.now();
const counts: Record<string, number> = {};
let last = Date.now();
for (const c of generateSeed({ size: 'demo', now: new Date('2026-11-20T10:00:00Z') }, model)) {
  const now = Date.now();
  counts[c.table] = (counts[c.table] ?? 0) + now - last;
  last = now;
}
console.log('generate', Date.now() - t, JSON.stringify(counts));
