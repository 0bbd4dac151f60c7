import { readLimited } from '../../http/read-limited';

/** Result of reading a request body under a size limit. */
export type BodyRead = { ok: true; text: string } | { ok: false; status: 413 };

/**
 * Reads a request body as text, stopping as soon as it passes `limit` bytes (declared or sent).
 * @example const read = await readBody(c.req.raw, 500 * 1024)
 */
export async function readBody(request: Request, limit: number): Promise<BodyRead> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  const bytes = await readLimited(request.body, declared, limit, { discard: true });
  return bytes ? { ok: true, text: new TextDecoder().decode(bytes) } : { ok: false, status: 413 };
}
