import { generateSeed, SeedModel } from './generate';
const t0 = Date.now();
const model = new SeedModel({ size: 'large', now: new Date('2026-11-20T10:00:00Z') });
console.log('model', Date.now() - t0, 'ms');
let reviews = 0; let t1 = 0; let first = 0;
for (const c of generateSeed({ size: 'large', now: new Date('2026-11-20T10:00:00Z') }, model)) {
  if (c.table === 'reviews') { if (!first) { first = Date.now(); console.log('until first review chunk', first - t0, 'ms'); } reviews += c.rows.length; }
  if (reviews >= 60000) { t1 = Date.now(); break; }
}
console.log('60000 reviews in', t1 - first, 'ms');
