/**
 * How much of a refused request's body is read off the connection and dropped before the rest is
 * cancelled. A local runtime behind a proxy (`wrangler dev`) keeps a connection whose body was
 * cancelled half-read waiting, and the requests after it wait too: a body read to its end leaves
 * nothing behind.
 */
export const DISCARD_LIMIT_BYTES = 8 * 1024 * 1024;

/**
 * Reads and drops what is left of a stream, at most `limit` bytes, then cancels the rest.
 * @example await discardRest(request.body.getReader())
 */
export async function discardRest(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  limit = DISCARD_LIMIT_BYTES,
): Promise<void> {
  let read = 0;
  try {
    while (read <= limit) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value?.byteLength ?? 0;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing is left to read.
  }
}

/**
 * Reads a stream whole, giving up as soon as it passes `limit` bytes (declared or actually sent):
 * null when it is too large, the bytes otherwise. A request's body refused for its size is read
 * to its end and dropped (`discard`: up to DISCARD_LIMIT_BYTES) so the connection it came on is
 * free again; any other stream (an image fetched, an R2 object) is cancelled at once.
 * @example const bytes = await readLimited(request.body, Number(request.headers.get('content-length')), 500 * 1024, { discard: true })
 */
export async function readLimited(
  body: ReadableStream<Uint8Array> | null,
  declared: number,
  limit: number,
  options: { discard?: boolean } = {},
): Promise<Uint8Array<ArrayBuffer> | null> {
  const refuse = async (reader: ReadableStreamDefaultReader<Uint8Array>) => {
    if (options.discard) await discardRest(reader);
    else await reader.cancel();
    return null;
  };
  if (!body) return declared > limit ? null : new Uint8Array(0);
  const reader = body.getReader();
  if (declared > limit) return refuse(reader);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) return refuse(reader);
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
