/**
 * Reads a stream whole, giving up as soon as it passes `limit` bytes (declared or actually sent):
 * null when it is too large (the stream is cancelled), the bytes otherwise.
 * @example const bytes = await readLimited(request.body, Number(request.headers.get('content-length')), 500 * 1024)
 */
export async function readLimited(
  body: ReadableStream<Uint8Array> | null,
  declared: number,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (declared > limit) {
    await body?.cancel();
    return null;
  }
  if (!body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
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
