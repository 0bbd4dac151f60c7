import type { ContactPostVariables } from './forms/contact/contact-state';
import type { GraphqlClientVariables } from './graphql/client';
import type { IdentityVariables } from './middleware/identity';
import type { LocaleVariables } from './middleware/locale';
import type { PlatformVariables } from './middleware/platform';
import type { RequestLogVariables } from './middleware/request-log';
import type { SecurityHeadersVariables } from './middleware/security-headers';
import type { PageCacheVariables } from './render/page-cache';
import type { RenderVariables } from './render/render';

/**
 * Per-request values (`c.var`), each declared beside the code that sets it: the middleware
 * (config, request log, nonce, locale, identity), then what a page's rendering keeps for the
 * rest of its request (GraphQL context and client, layout data, page-cache tokens, contact POST).
 */
export type AppVariables = PlatformVariables &
  RequestLogVariables &
  SecurityHeadersVariables &
  LocaleVariables &
  IdentityVariables &
  GraphqlClientVariables &
  RenderVariables &
  PageCacheVariables &
  ContactPostVariables;

export interface AppEnv {
  Bindings: Env;
  Variables: AppVariables;
}
