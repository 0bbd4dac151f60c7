import { inputFromChunks, sentences } from './figures';
import { generateSeed } from './generate';

const input = inputFromChunks(generateSeed({ size: 'demo', now: new Date('2026-11-20T10:00:00Z') }) as never);
const m = new Map<string, number>();
for (const r of input.reviews) {
  const t = Object.values(JSON.parse(r.description as string))[0] as string;
  for (const s of new Set(sentences(t).filter((s) => s.split(/\s+/).length > 8)))
    m.set(s, (m.get(s) ?? 0) + 1);
}
for (const [s, n] of [...m].sort((a, b) => b[1] - a[1]).slice(0, 40)) if (n > 30) console.log(n, s);
