import { generateSeed } from './generate';
import { checkFigures, computeFigures, inputFromChunks, report } from './figures';
const t = Date.now();
const size = (process.argv[2] ?? 'demo') as 'demo';
const input = inputFromChunks(generateSeed({ size, now: new Date('2026-11-20T10:00:00Z') }) as never);
console.log('generated in', Date.now() - t, 'ms');
const f = computeFigures(input);
console.log(report(f, checkFigures(f)));
