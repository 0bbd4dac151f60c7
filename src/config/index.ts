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

/** The Worker's configuration (design section 10), validated once per isolate. */
export const configSchema = z.object({
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
});

export type Config = z.infer<typeof configSchema>;

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
