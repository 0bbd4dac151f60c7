/**
 * `npx tsx scripts/bench/scale.ts --base URL --large-base URL [--requests 20] [--types a,b]`: the large data
 * set's latency on a miss against the demo's, for every page type, from two servers already
 * running (`scripts/bench/serve.ts`, one with `--persist-to` the large state). The two are asked in
 * turn, request by request. The budget is 1.2x on every page type (design section 9); exits 1 when
 * a type misses it. `npm run bench -- --large DIR` measures the same on servers it starts.
 */
import { parseArgs } from 'node:util';
import { discoverPages, type PageSample } from './pages';
import { printTable } from './report';
import { pairedLatencies, scaleRows } from './server-figures';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:8878' },
    'large-base': { type: 'string', default: 'http://127.0.0.1:8879' },
    requests: { type: 'string', default: '20' },
    types: { type: 'string' },
  },
});
const types = values.types?.split(',');
const chosen = (pages: PageSample[]) => pages.filter((page) => !types || types.includes(page.type));
const demo = { base: values.base, pages: chosen(await discoverPages(values.base)) };
const large = { base: values['large-base'], pages: chosen(await discoverPages(values['large-base'])) };
const figures = await pairedLatencies(demo, large, Number(values.requests));
const rows = scaleRows(figures.demo, figures.large);
console.log(`Large (${large.base}) against demo (${demo.base}) on a miss, ${values.requests} requests each`);
printTable(rows);
process.exit(rows.every((row) => row.pass !== false) ? 0 : 1);
