/**
 * Where a page's CPU goes: profiles `--count` requests of one page on a running `wrangler dev`
 * (its inspector port), on a full miss by default, and prints the functions with the most
 * inclusive and self time. Start the server with `--inspector-port` (the bench's server does).
 *
 * With `--map` (the served bundle's source map, `serve.ts` prints it), self time is also summed
 * by where the code comes from: each package of node_modules, each folder of src/, the runtime's
 * bindings (D1's client among them) and native calls.
 *
 * @example npx tsx scripts/bench/profile-page.ts --base http://127.0.0.1:8818 --inspector 9818 --path /membres/services
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { SourceMapConsumer } from 'source-map-js';
import { busyMicros, Inspector, type Profile, type ProfileNode, SAMPLING_US } from './isolate-cpu';
import { BYPASS_HEADERS, timedGet } from './measure';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:8818' },
    inspector: { type: 'string', default: '9818' },
    path: { type: 'string', default: '/' },
    count: { type: 'string', default: '20' },
    warm: { type: 'boolean', default: false },
    top: { type: 'string', default: '25' },
    map: { type: 'string' },
  },
});

const consumer = values.map
  ? new SourceMapConsumer(JSON.parse(await readFile(values.map, 'utf8')))
  : undefined;
/** The package or src/ folder a frame's code comes from, read through the source map. */
function origin(frame: ProfileNode['callFrame'] & { columnNumber?: number }): string {
  const url = frame.url ?? '';
  if (!url) return `(native) ${frame.functionName || '(anonymous)'}`;
  if (!consumer || (url.includes(':') && !url.startsWith('file:') && !url.endsWith('.js'))) return url;
  const source = consumer.originalPositionFor({
    line: (frame.lineNumber ?? 0) + 1,
    column: frame.columnNumber ?? 0,
  }).source;
  if (!source) return '(bundle)';
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1]!;
  const own = source.match(/src\/([^/]+)(?:\/([^/]+)\/)?/);
  return own ? `src/${own[1]}${own[2] ? `/${own[2]}` : ''}` : source;
}

const inspector = await Inspector.open(Number(values.inspector));
await inspector.send('Profiler.enable');
await inspector.send('Profiler.setSamplingInterval', { interval: SAMPLING_US });
const url = `${values.base}${values.path}`;
const headers = values.warm ? {} : BYPASS_HEADERS;
await timedGet(url, headers);
const inclusive = new Map<string, number>();
const self = new Map<string, number>();
const bySource = new Map<string, number>();
let total = 0;
const totals: number[] = [];
for (let i = 0; i < Number(values.count); i += 1) {
  await inspector.send('Profiler.start');
  await timedGet(url, headers);
  await new Promise((resolve) => setTimeout(resolve, 30));
  const { profile } = await inspector.send<{ profile: Profile }>('Profiler.stop');
  const busy = busyMicros(profile);
  totals.push(busy / 1000);
  total += busy;
  const parent = new Map<number, number>();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const label = (id: number) => {
    const frame = byId.get(id)!.callFrame;
    const file = consumer ? origin(frame) : (frame.url ?? '').split('/').slice(-2).join('/');
    return `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber ?? ''}`;
  };
  profile.samples.forEach((id, index) => {
    const delta = Math.min(profile.timeDeltas[index] ?? 0, 2 * SAMPLING_US);
    const name = byId.get(id)!.callFrame.functionName;
    if (name === '(idle)' || name === '(program)') return;
    self.set(label(id), (self.get(label(id)) ?? 0) + delta);
    const where = origin(byId.get(id)!.callFrame);
    bySource.set(where, (bySource.get(where) ?? 0) + delta);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const key = label(at);
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + delta);
    }
  });
}
await inspector.send('Profiler.disable');
inspector.close();

const n = Number(values.count);
const perRequest = (micros: number) => (micros / 1000 / n).toFixed(2);
const sorted = [...totals].sort((a, b) => a - b);
console.log(
  `${values.path} (${values.warm ? 'warm' : 'full miss'}): median ${sorted[Math.floor(n / 2)]!.toFixed(1)} ms, mean ${perRequest(total)} ms per request over ${n}`,
);
const top = Number(values.top);
console.log('\ninclusive ms per request');
for (const [name, micros] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${perRequest(micros).padStart(7)}  ${name}`);
console.log('\nself ms per request');
for (const [name, micros] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${perRequest(micros).padStart(7)}  ${name}`);
if (consumer) {
  console.log('\nself ms per request, by origin');
  for (const [name, micros] of [...bySource].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${perRequest(micros).padStart(7)}  ${name}`);
}
