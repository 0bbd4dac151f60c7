/**
 * The fast path for big data sets: stream the same INSERT statements straight into the SQLite
 * file that miniflare keeps for the local D1 database, through the `sqlite3` command line, in one
 * transaction. Only safe while nothing else (wrangler dev, getPlatformProxy) has the state open.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The local D1 database file under a wrangler state directory (the one holding `v3`). */
export function localD1File(stateDir: string): string {
  const dir = path.join(path.resolve(stateDir), 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const files = readdirSync(dir).filter((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite');
  if (files.length !== 1) throw new Error(`Expected one D1 database file in ${dir}, found ${files.length}`);
  return path.join(dir, files[0] as string);
}

/** A writer of SQL statements into one SQLite file, inside a single transaction. */
export interface SqlSink {
  write(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** Opens `sqlite3 file` and feeds it statements on stdin, honouring back-pressure. */
export function openSqliteSink(file: string): SqlSink {
  const child = spawn('sqlite3', ['-bail', file], { stdio: ['pipe', 'inherit', 'inherit'] });
  const exited = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`sqlite3 exited with ${code}`))));
  });
  let failure: Error | null = null;
  child.stdin.on('error', (error) => {
    failure = error;
  });
  const send = (text: string) =>
    new Promise<void>((resolve, reject) => {
      if (failure) reject(failure);
      else if (child.stdin.write(text)) resolve();
      else child.stdin.once('drain', resolve);
    });
  const ready = send(
    'PRAGMA foreign_keys = ON;\nPRAGMA synchronous = OFF;\nPRAGMA cache_size = -200000;\nBEGIN;\n',
  );
  return {
    async write(sql) {
      await ready;
      await send(`${sql};\n`);
    },
    async close() {
      await ready;
      child.stdin.end('COMMIT;\nPRAGMA wal_checkpoint(TRUNCATE);\n');
      await exited;
    },
  };
}
