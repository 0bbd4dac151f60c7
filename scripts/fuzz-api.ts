/**
 * `npm run fuzz:api -- [--base URL] [--runs 1000] [--concurrency 8]`: random variable sets for
 * every registered query, sent over HTTP to a running app the way a hostile client would.
 *
 * For each operation, `--runs` requests mix values of the declared types (edge integers, huge
 * numbers, enums and their misspellings, long, empty and control-character strings, nested
 * objects), undeclared junk variables, and raw `__variables` text. Every answer must be 200, 400,
 * 404 or 405 with a JSON `{ data, errors }`; the script prints the count per status and exits 1 on
 * any other answer (a 5xx above all), naming the request.
 */
import { parseArgs } from 'node:util';
import { type DocumentNode, Kind, parse, type TypeNode } from 'graphql';
import { operations, schemaSdl } from '../src/generated/graphql';

/** A deterministic generator, so a failure can be replayed. */
let state = 0x9e3779b9;
const next = () => {
  state ^= state << 13;
  state ^= state >>> 17;
  state ^= state << 5;
  return (state >>> 0) / 2 ** 32;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;

const STRINGS = [
  '',
  'a',
  'acme',
  'baron-logistique',
  'rev_15chq6s',
  'FR_FR',
  "'; DROP TABLE members; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\u0000\u0001\u001f\u007f',
  '\u202e\u2066',
  'é'.repeat(300),
  'x'.repeat(5000),
  '%00%ff',
  '*',
  '"',
  'NEAR(a b)',
];
const INTS = [0, 1, -1, 2, 12, 50, 100, 1000, 10_000, 2_147_483_647, -2_147_483_648, 2 ** 53, 1e308];

function randomValue(type: TypeNode, enums: Map<string, string[]>, depth = 0): unknown {
  if (next() < 0.08) return pick([null, 'junk', 12, true, [], {}, 1.5]);
  if (type.kind === Kind.NON_NULL_TYPE) return randomValue(type.type, enums, depth);
  if (type.kind === Kind.LIST_TYPE)
    return depth > 2
      ? []
      : Array.from({ length: Math.floor(next() * 4) }, () => randomValue(type.type, enums, depth + 1));
  const name = type.name.value;
  if (name === 'Int') return pick(INTS);
  if (name === 'Float') return pick([0, -1, 0.5, 1e308, Number.MIN_VALUE]);
  if (name === 'Boolean') return next() < 0.5;
  if (name === 'String' || name === 'ID') return pick(STRINGS);
  const members = enums.get(name);
  if (members) return next() < 0.8 ? pick(members) : pick(members).toLowerCase();
  // An input object: a few plausible keys with any scalar.
  return Object.fromEntries(
    ['sector', 'quality', 'service', 'date', 'q', 'caseStudy', 'video', 'junk'].map((key) => [
      key,
      pick<unknown>([...STRINGS.slice(0, 8), ...INTS.slice(0, 5), true, null]),
    ]),
  );
}

/** Enum names and values declared in the schema the documents were validated against. */
function schemaEnums(): Map<string, string[]> {
  const enums = new Map<string, string[]>();
  const sdl = parse(schemaSdl);
  for (const definition of sdl.definitions)
    if (definition.kind === Kind.ENUM_TYPE_DEFINITION)
      enums.set(
        definition.name.value,
        (definition.values ?? []).map((value) => value.name.value),
      );
  return enums;
}

function requestFor(
  base: string,
  name: string,
  document: DocumentNode,
  enums: Map<string, string[]>,
): string {
  const definition = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  const declared =
    definition && 'variableDefinitions' in definition ? (definition.variableDefinitions ?? []) : [];
  const variables: Record<string, unknown> = {};
  for (const variable of declared)
    if (next() < 0.9) variables[variable.variable.name.value] = randomValue(variable.type, enums);
  if (next() < 0.2) variables[pick(['junk', '__proto__', 'constructor', 'x'.repeat(200)])] = pick(STRINGS);
  const params = new URLSearchParams();
  const roll = next();
  if (roll < 0.1)
    params.set('__variables', pick(['{', '[]', 'null', '"x"', '[[[[[[[[[[]]]]]]]]]]', '{"a":'.repeat(200)]));
  else if (roll < 0.4)
    // String variables as plain parameters, the rest as JSON.
    for (const [key, value] of Object.entries(variables)) {
      if (typeof value === 'string') params.set(key, value);
      else
        params.set(
          '__variables',
          JSON.stringify({ ...JSON.parse(params.get('__variables') ?? '{}'), [key]: value }),
        );
    }
  else params.set('__variables', JSON.stringify(variables));
  return `${base}/api/graphql/query/${name}?${params}`;
}

export interface FuzzSummary {
  requests: number;
  queries: number;
  counts: Record<string, number>;
  /** Answers other than 200, 400, 404 or 405 with a JSON `{ errors }`, and network errors. */
  failures: string[];
  durationS: number;
}

/** Sends `runs` random variable sets for every registered query to `base`, `concurrency` at a time. */
export async function fuzzApi(options: {
  base: string;
  runs: number;
  concurrency: number;
}): Promise<FuzzSummary> {
  const base = options.base.replace(/\/$/, '');
  const enums = schemaEnums();
  const queries = Object.entries(operations).filter(([, operation]) => operation.kind === 'query');
  const counts: Record<string, number> = {};
  const failures: string[] = [];
  const jobs = queries.flatMap(([name, operation]) => {
    const document = parse(operation.document);
    return Array.from({ length: options.runs }, () => requestFor(base, name, document, enums));
  });
  const started = Date.now();
  let index = 0;
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      for (let url = jobs[index++]; url; url = jobs[index++]) {
        let status: number | string;
        try {
          const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
          status = response.status;
          const body = await response.text();
          const json = (() => {
            try {
              return JSON.parse(body) as { errors?: unknown };
            } catch {
              return null;
            }
          })();
          if (![200, 400, 404, 405].includes(status) || !Array.isArray(json?.errors))
            failures.push(`${status} ${url.slice(0, 300)} ${body.slice(0, 200)}`);
        } catch (error) {
          status = String((error as Error).name);
          failures.push(`${status} ${url.slice(0, 300)}`);
        }
        counts[status] = (counts[status] ?? 0) + 1;
      }
    }),
  );
  return {
    requests: jobs.length,
    queries: queries.length,
    counts,
    failures,
    durationS: (Date.now() - started) / 1000,
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      base: { type: 'string', default: process.env.CRAWL_BASE ?? 'http://127.0.0.1:8787' },
      runs: { type: 'string', default: '1000' },
      concurrency: { type: 'string', default: '8' },
    },
  });
  const runs = Number(values.runs);
  const summary = await fuzzApi({ base: values.base, runs, concurrency: Number(values.concurrency) });
  console.log(
    `fuzz:api: ${summary.requests} requests (${summary.queries} queries x ${runs}) in ${summary.durationS.toFixed(0)} s: ${Object.entries(
      summary.counts,
    )
      .map(([status, n]) => `${status} x${n}`)
      .join(', ')}`,
  );
  for (const failure of summary.failures.slice(0, 20)) console.log(`FAIL ${failure}`);
  process.exit(summary.failures.length > 0 ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
