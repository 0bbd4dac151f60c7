import { readFile } from 'node:fs/promises';

/** Resident memory (VmRSS) of the given processes, added up, in MB; a process that ended counts 0. */
export async function treeRssMb(pids: number[]): Promise<number> {
  let kb = 0;
  for (const pid of pids) {
    const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
    kb += Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
  }
  return Math.round(kb / 1024);
}
