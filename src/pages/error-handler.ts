import type { ErrorHandler, NotFoundHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { HttpError } from '../http/errors';

export const handleNotFound: NotFoundHandler<AppEnv> = (c) => c.text('Page not found', 404);

export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof HttpError) return c.text(error.message, error.status);
  console.error(JSON.stringify({ level: 'error', message: String(error) }));
  return c.text('An error occurred', 500);
};
