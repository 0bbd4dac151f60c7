/** Statuses that have an error page (spec section 8). 410 renders the removed-company page. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 410 | 413 | 429 | 500 | 502 | 503;

/**
 * The one error type loaders and routes throw; one handler turns it into the error page
 * (or a JSON error under /api).
 * @example throw new HttpError(404, `Page Not Found: ${path}`)
 */
export class HttpError extends Error {
  constructor(
    readonly status: ErrorStatus,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (path: string) => new HttpError(404, `Page Not Found: ${path}`);
