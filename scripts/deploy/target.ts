/**
 * What one deployed environment of wrangler.toml binds, read the way wrangler resolves it, and
 * the checks of the config a deploy makes before it touches an account: every environment has
 * the local config's bindings and vars with resources of its own, no placeholder id, the
 * production host set in production only.
 */
import { unstable_readConfig } from 'wrangler';

export const ENVIRONMENTS = ['staging', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
export const isEnvironment = (value: unknown): value is Environment =>
  (ENVIRONMENTS as readonly unknown[]).includes(value);

/** One environment's Worker and resources (the top level, `local`, names them too). */
export interface Target {
  env: Environment | 'local';
  worker: string;
  database: { binding: string; name: string; id?: string; migrationsDir: string } | undefined;
  /** Every queue the Worker sends to or consumes, dead-letter queues first (a consumer names them). */
  queues: string[];
  bucket: string | undefined;
  kv: { binding: string; id?: string }[];
  images: boolean;
  bindings: string[];
  vars: Record<string, string>;
  routes: string[];
  workersDev: boolean;
}

/** The parts of wrangler's resolved config read here (its own type does not resolve outside wrangler). */
export interface WranglerConfig {
  name?: string;
  d1_databases: { binding: string; database_name?: string; database_id?: unknown; migrations_dir?: string }[];
  kv_namespaces: { binding: string; id?: unknown }[];
  r2_buckets: { binding: string; bucket_name?: unknown }[];
  queues: {
    producers?: { binding: string; queue: string }[];
    consumers?: { queue: string; dead_letter_queue?: string }[];
  };
  images?: { binding: string };
  vars?: Record<string, unknown>;
  routes?: (string | { pattern: string })[];
  workers_dev?: boolean;
}

/** Reads one environment of the config (`local`: the top level). */
export function readTarget(env: Environment | 'local', configPath = 'wrangler.toml'): Target {
  const config = unstable_readConfig({
    config: configPath,
    env: env === 'local' ? undefined : env,
  }) as WranglerConfig;
  return targetOf(env, config);
}

const idOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The parts of a resolved config a deploy needs. */
export function targetOf(env: Target['env'], config: WranglerConfig): Target {
  const [db] = config.d1_databases;
  const consumers = config.queues.consumers ?? [];
  const deadLetters = consumers.flatMap((consumer) => consumer.dead_letter_queue ?? []);
  const others = [
    ...(config.queues.producers ?? []).map((producer) => producer.queue),
    ...consumers.map((c) => c.queue),
  ];
  const routes = (config.routes ?? []).map((route) => (typeof route === 'string' ? route : route.pattern));
  return {
    env,
    worker: config.name ?? '',
    database: db
      ? {
          binding: db.binding,
          name: db.database_name ?? '',
          id: idOf(db.database_id),
          migrationsDir: db.migrations_dir ?? 'migrations',
        }
      : undefined,
    queues: [...new Set([...deadLetters, ...others])],
    bucket: config.r2_buckets[0] ? idOf(config.r2_buckets[0].bucket_name) : undefined,
    kv: config.kv_namespaces.map((ns) => ({ binding: ns.binding, id: idOf(ns.id) })),
    images: Boolean(config.images?.binding),
    bindings: [
      ...config.d1_databases.map((b) => b.binding),
      ...config.kv_namespaces.map((b) => b.binding),
      ...config.r2_buckets.map((b) => b.binding),
      ...(config.queues.producers ?? []).map((b) => b.binding),
      ...(config.images?.binding ? [config.images.binding] : []),
    ].sort(),
    vars: Object.fromEntries(Object.entries(config.vars ?? {}).map(([name, value]) => [name, String(value)])),
    routes,
    workersDev: config.workers_dev ?? true,
  };
}

export interface Finding {
  level: 'ok' | 'warn' | 'error';
  text: string;
}

const ZERO_UUID = /^0{8}-0{4}-/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KV_ID = /^[0-9a-f]{32}$/i;
const LOCAL_HOST = /^(localhost|[^/]*\.localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?$/i;

/** A route's host: `www.example.com/*` gives `www.example.com`. */
const routeHost = (pattern: string) =>
  pattern
    .replace(/^https?:\/\//, '')
    .split('/')[0]
    ?.toLowerCase() ?? '';

/** The resources of a target that no other environment may share. */
function resources(target: Target): string[] {
  return [
    `Worker ${target.worker}`,
    ...(target.database ? [`D1 database ${target.database.name}`] : []),
    ...(target.bucket ? [`R2 bucket ${target.bucket}`] : []),
    ...target.queues.map((queue) => `queue ${queue}`),
  ];
}

/**
 * The config checks of one environment against the local config and the other environment.
 * @example checkTarget(readTarget('staging'), readTarget('local'), [readTarget('production')])
 */
export function checkTarget(target: Target, local: Target, others: Target[]): Finding[] {
  const findings: Finding[] = [];
  const error = (text: string) => findings.push({ level: 'error', text });
  const warn = (text: string) => findings.push({ level: 'warn', text });
  const env = `[env.${target.env}]`;

  const missing = (have: string[], want: string[]) => want.filter((name) => !have.includes(name));
  for (const name of missing(target.bindings, local.bindings))
    error(`${env} lacks the binding ${name} of the top level`);
  for (const name of missing(Object.keys(target.vars), Object.keys(local.vars)))
    error(`${env} lacks the var ${name} (vars are not inherited: repeat it)`);
  for (const name of missing(Object.keys(local.vars), Object.keys(target.vars)))
    warn(`${env} sets the var ${name}, which the top level does not declare`);
  if (!target.database) error(`${env} has no D1 database`);
  if (!target.bucket) error(`${env} has no R2 bucket name`);

  for (const each of [local, target]) {
    const where = each.env === 'local' ? 'the top level' : `[env.${each.env}]`;
    const dbId = each.database?.id;
    if (dbId && (ZERO_UUID.test(dbId) || !UUID.test(dbId)))
      error(
        `${where}: database_id "${dbId}" is a placeholder: leave it out (the deploy finds or creates the database)`,
      );
    for (const ns of each.kv) {
      if (ns.id && !KV_ID.test(ns.id))
        error(
          `${where}: the KV id "${ns.id}" of ${ns.binding} is not a namespace id: leave it out (wrangler creates the namespace)`,
        );
    }
  }

  const host = (target.vars.PRODUCTION_HOST ?? '').trim().toLowerCase();
  if (target.env === 'production') {
    if (!host)
      error(
        '[env.production.vars] PRODUCTION_HOST is empty: set the host visitors use (and its route, below it)',
      );
    else if (LOCAL_HOST.test(host)) error(`PRODUCTION_HOST "${host}" is a host of this machine`);
    else if (target.routes.length === 0)
      warn(`no route in [env.production]: the Worker answers on workers.dev only, not on ${host}`);
    else if (!target.routes.some((route) => routeHost(route) === host))
      error(
        `PRODUCTION_HOST "${host}" is none of the routes of [env.production] (${target.routes.join(', ')})`,
      );
  } else if (host) {
    error(`${env} sets PRODUCTION_HOST "${host}": only production may be indexed`);
  }

  const mine = resources(target);
  for (const other of [local, ...others]) {
    for (const shared of resources(other).filter((name) => mine.includes(name)))
      error(
        `${env} shares the ${shared} with ${other.env === 'local' ? 'the top level' : `[env.${other.env}]`}`,
      );
  }
  if (findings.length === 0)
    findings.push({
      level: 'ok',
      text: `${env}: ${target.bindings.length} bindings and ${Object.keys(target.vars).length} vars as the top level, resources of its own, no placeholder id`,
    });
  return findings;
}
