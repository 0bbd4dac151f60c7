/** Result of reading a request body under a size limit. */
export type BodyRead = { ok: true; text: string } | { ok: false; status: 413 };

/**
 * Reads a request body as text, stopping as soon as it passes `limit` bytes (declared or sent).
 * @example const read = await readBody(c.req.raw, 500 * 1024)
 */
export async function readBody(request: Request, limit: number): Promise<BodyRead> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) return { ok: false, status: 413 };
  if (!request.body) return { ok: true, text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return { ok: false, status: 413 };
    }
    chunks.push(value);
  }
  const decoder = new TextDecoder();
  return {
    ok: true,
    text: chunks.map((chunk) => decoder.decode(chunk, { stream: true })).join('') + decoder.decode(),
  };
}
