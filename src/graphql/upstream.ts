import type { LangCode } from '../i18n/locales';
import type { ApiResult } from './execute';

/** Statuses worth a retry (spec section 7: the generic HTTP client). */
export const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** The upstream GraphQL service failed or answered garbage: pages show a 502. */
export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

export interface UpstreamCall {
  /** Base URL of a service speaking the same trusted-document API, e.g. https://api.example.com/api/graphql */
  base: string;
  name: string;
  kind: 'query' | 'mutation';
  variables: Record<string, unknown>;
  lang: LangCode;
  attempts?: number;
  baseDelayMs?: number;
  fetcher?: typeof fetch;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs an operation on the upstream service (GET /query/{Name}?__variables=…&locale=…, or POST
 * /mutation/{Name}). A query is retried on 408, 409, 425, 429 and 5xx with exponential backoff;
 * a mutation is sent exactly once, whatever happens (a contact message must never go twice).
 */
export async function fetchUpstream(call: UpstreamCall): Promise<ApiResult> {
  const attempts = call.kind === 'mutation' ? 1 : (call.attempts ?? 3);
  const fetcher = call.fetcher ?? fetch;
  const base = call.base.replace(/\/+$/, '');
  const url = new URL(`${base}/${call.kind}/${encodeURIComponent(call.name)}`);
  url.searchParams.set('locale', call.lang);
  if (call.kind === 'query') url.searchParams.set('__variables', JSON.stringify(call.variables));
  let last: UpstreamError | undefined;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (attempt > 0) await sleep((call.baseDelayMs ?? 200) * 2 ** (attempt - 1));
    let response: Response;
    try {
      response = await fetcher(url, {
        method: call.kind === 'query' ? 'GET' : 'POST',
        headers: {
          accept: 'application/json',
          ...(call.kind === 'mutation' ? { 'content-type': 'application/json' } : {}),
        },
        ...(call.kind === 'mutation' ? { body: JSON.stringify({ variables: call.variables }) } : {}),
      });
    } catch (error) {
      last = new UpstreamError(`upstream unreachable: ${String(error)}`);
      continue;
    }
    if (RETRY_STATUSES.has(response.status)) {
      last = new UpstreamError(`upstream answered ${response.status}`, response.status);
      continue;
    }
    try {
      const body = (await response.json()) as Partial<ApiResult>;
      if (!response.ok && body.data == null) throw new Error(`status ${response.status}`);
      return { data: body.data ?? null, errors: Array.isArray(body.errors) ? body.errors : [] };
    } catch (error) {
      throw new UpstreamError(`upstream answered ${response.status}: ${String(error)}`, response.status);
    }
  }
  throw last ?? new UpstreamError('upstream failed');
}
