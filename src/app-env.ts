import type { ContactPostVariables } from './contact/form-state';
import type { GraphqlClientVariables } from './graphql/client';
import type { IdentityVariables } from './middleware/identity';
import type { LocaleVariables } from './middleware/locale';
import type { PlatformVariables } from './middleware/platform';
import type { RequestLogVariables } from './middleware/request-log';
import type { PageCacheVariables } from './pages/page-cache';
import type { RenderVariables } from './render/render';
import type { ShellVariables } from './render/shell-data';

/**
 * Per-request values (`c.var`), each declared beside the code that sets it: the middleware
 * (config, request log, locale, identity), then what a page's rendering keeps for the
 * rest of its request (GraphQL context and client, layout data, page-cache tokens, contact POST).
 * Read them with `c.get(name)`: Hono's `c.var` copies every value into a new object on each read
 * (a page read it about 200 times, 1.4 ms of a cached page's CPU).
 */
export type AppVariables = PlatformVariables &
  RequestLogVariables &
  LocaleVariables &
  IdentityVariables &
  GraphqlClientVariables &
  RenderVariables &
  ShellVariables &
  PageCacheVariables &
  ContactPostVariables;

export interface AppEnv {
  Bindings: Env;
  Variables: AppVariables;
}
