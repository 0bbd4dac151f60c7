import { LinearRouter } from 'hono/router/linear-router';

/** A route as Hono lists it (`app.routes`): middleware is registered under 'ALL'. */
interface ListedRoute {
  method: string;
  path: string;
}

/**
 * The methods a path answers, read from the app's own routes (handlers only, not middleware):
 * HEAD wherever GET is, and OPTIONS wherever anything is; empty when no route has the path.
 * Built on first use, once every route is registered.
 * @example allowedMethods(() => app.routes)('/articles') // ['GET', 'HEAD', 'OPTIONS']
 */
export function allowedMethods(routes: () => readonly ListedRoute[]): (path: string) => string[] {
  let router: LinearRouter<true> | undefined;
  let methods: string[] = [];
  return function allowed(path) {
    if (!router) {
      router = new LinearRouter<true>();
      const seen = new Set<string>();
      for (const route of routes()) {
        if (route.method === 'ALL') continue;
        router.add(route.method, route.path, true);
        seen.add(route.method);
      }
      methods = [...seen];
    }
    const found = methods.filter((method) => (router?.match(method, path)[0].length ?? 0) > 0);
    if (found.length === 0) return [];
    const list = new Set(found.includes('GET') ? ['GET', 'HEAD', ...found] : found);
    list.add('OPTIONS');
    return [...list];
  };
}
