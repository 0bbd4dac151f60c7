import { z } from 'zod';

const url = z.string().url();
/** An optional https address: empty (the default) means the product has no such page. */
const optionalUrl = z.union([z.literal(''), url]).default('');
const csv = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean),
  );

/**
 * The contact form's signing secret where FORM_SECRET is not set: local development and tests
 * only. A production deployment (PRODUCTION_HOST set) refuses it, as anyone can sign with it.
 */
export const DEVELOPMENT_FORM_SECRET = 'trustboard-local-form-secret';

/** A production host on this machine (the bench plays production on `localhost:PORT`), not a deployment. */
const onThisMachine = (host: string) =>
  /^(localhost|[^/]*\.localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?$/i.test(host.trim());

/** The configuration's fields, each checked alone. */
const configFields = z.object({
  BRAND_NAME: z.string().min(1).default('Trustboard'),
  PRODUCTION_HOST: z.string().default(''),
  BRAND_SITE_URL: optionalUrl,
  MEMBER_APP_URL: optionalUrl,
  HELP_CENTER_URL: optionalUrl,
  JOBS_URL: optionalUrl,
  LINKEDIN_URL: optionalUrl,
  TWITTER_URL: optionalUrl,
  IMAGE_ALLOWED_HOSTS: csv,
  ANALYTICS_WRITE_KEY: z.string().default(''),
  ANALYTICS_API_HOST: z.string().default(''),
  ANALYTICS_CDN_HOST: z.string().default(''),
  GRAPHQL_UPSTREAM_URL: z.union([z.literal(''), url]).default(''),
  /** A secret (`wrangler secret put FORM_SECRET`): signs the no-JavaScript contact form's token. */
  FORM_SECRET: z.string().default(''),
  /** "on" where D1 read replication is enabled on the database (docs/decisions/d1-read-replicas.md). */
  D1_READ_REPLICAS: z
    .string()
    .default('')
    .transform((value) => value.trim() === 'on'),
  /**
   * Milliseconds added to every D1 round trip on this machine's own runtime (a database far
   * away, for the bench); ignored on any other host (src/middleware/d1-latency.ts).
   */
  D1_LATENCY_MS: z
    .string()
    .default('')
    .transform((value) => value.trim())
    .pipe(z.union([z.literal(''), z.string().regex(/^\d{1,5}$/, 'a whole number of milliseconds')]))
    .transform((value) => (value === '' ? 0 : Number(value))),
});

/** The Worker's configuration (design section 10), validated once per isolate. */
export const configSchema = configFields.superRefine((config, context) => {
  const host = config.PRODUCTION_HOST.trim();
  const secret = config.FORM_SECRET.trim();
  if (host && !onThisMachine(host) && (secret === '' || secret === DEVELOPMENT_FORM_SECRET)) {
    context.addIssue({
      code: 'custom',
      path: ['FORM_SECRET'],
      message:
        `production (PRODUCTION_HOST=${host}) refuses to run ${secret ? 'with the development FORM_SECRET' : 'without FORM_SECRET'}: ` +
        'anyone could sign a contact form token; set one with `wrangler secret put FORM_SECRET --env production`',
    });
  }
});

export type Config = z.infer<typeof configSchema>;

/** The secret that signs contact form tokens: FORM_SECRET, else the development one (never in production). */
export const formSecret = (config: Config) => config.FORM_SECRET || DEVELOPMENT_FORM_SECRET;

let cached: { source: unknown; config: Config } | undefined;

/**
 * Reads the configuration from the Worker's bindings; throws at start-up on a bad value.
 * @example const config = readConfig(c.env)
 */
export function readConfig(env: Partial<Record<keyof Config, string>>): Config {
  if (cached?.source === env) return cached.config;
  const config = configSchema.parse(env);
  cached = { source: env, config };
  return config;
}

/**
 * What the error page may still use when the configuration is refused: each valid field as
 * set (the brand, the links), the defaults for the others.
 */
export function fallbackConfig(env: Partial<Record<keyof Config, string>>): Config {
  const defaults = configFields.parse({});
  const fields = Object.fromEntries(
    Object.entries(configFields.shape).flatMap(([name, field]) => {
      const parsed = field.safeParse(env[name as keyof Config]);
      return parsed.success ? [[name, parsed.data]] : [];
    }),
  );
  return { ...defaults, ...fields, FORM_SECRET: '' };
}

/** The message of a refused configuration, one line: each field and what is wrong with it. */
export function configProblems(error: unknown): string {
  if (!(error instanceof z.ZodError)) return String(error);
  return error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
}

/**
 * The only configuration values the browser may see, printed as `<meta>` in every page
 * (`src/render/document.tsx`) and read by the client (`client/analytics`): the analytics write
 * key (empty: the first-party local key), the analytics API host the browser talks to (always the
 * first-party proxy under `/a`, which forwards to ANALYTICS_API_HOST when set) and the build id.
 */
export function publicConfig(config: Config, buildId: string) {
  return {
    analyticsWriteKey: config.ANALYTICS_WRITE_KEY,
    analyticsApiHost: ANALYTICS_FIRST_PARTY_PATH,
    buildId,
  };
}

/** Where the browser sends analytics: the Worker's own proxy (`src/edge/analytics`). */
export const ANALYTICS_FIRST_PARTY_PATH = '/a';

/** The `<meta name>` of each public configuration value. */
export const PUBLIC_CONFIG_META = {
  analyticsWriteKey: 'analytics-write-key',
  analyticsApiHost: 'analytics-api-host',
  buildId: 'build-id',
} as const satisfies Record<keyof PublicConfig, string>;
export type PublicConfig = ReturnType<typeof publicConfig>;
