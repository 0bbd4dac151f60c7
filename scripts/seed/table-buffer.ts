/** Rows of one table collected into chunks, so a caller can write them while more are generated. */

export type SqlValue = string | number | null;

/** A slice of rows of one table, every row in `columns` order. */
export interface Chunk {
  table: string;
  columns: readonly string[];
  rows: SqlValue[][];
}

/** Buffers the rows of one table and hands them out in chunks of `size`. */
export class TableBuffer {
  private rows: SqlValue[][] = [];

  constructor(
    readonly table: string,
    readonly columns: readonly string[],
    private readonly size = 2000,
  ) {}

  push(row: SqlValue[]): void {
    this.rows.push(row);
  }

  get full(): boolean {
    return this.rows.length >= this.size;
  }

  /** The buffered rows as a chunk (empty chunks are skipped by `chunksOf`). */
  take(): Chunk {
    const chunk = { table: this.table, columns: this.columns, rows: this.rows };
    this.rows = [];
    return chunk;
  }
}

/** Yields the chunks of every buffer that holds rows, in the given order. */
export function* drain(...buffers: TableBuffer[]): Generator<Chunk> {
  for (const buffer of buffers) {
    const chunk = buffer.take();
    if (chunk.rows.length > 0) yield chunk;
  }
}

/** Yields a full buffer's rows; call after each push inside a generator with `yield*`. */
export function* flushIfFull(buffer: TableBuffer): Generator<Chunk> {
  if (buffer.full) yield buffer.take();
}

/** Drains every buffer of a group, in order, as soon as one is full: keeps parents before children. */
export function* flushGroupIfFull(buffers: TableBuffer[]): Generator<Chunk> {
  if (buffers.some((buffer) => buffer.full)) yield* drain(...buffers);
}
