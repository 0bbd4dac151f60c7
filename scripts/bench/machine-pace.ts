/**
 * How fast this machine runs JavaScript right now: the time of one fixed workload in Node (string
 * building, JSON both ways, a numeric loop), the median of three. CPU figures are milliseconds of
 * the machine that measured them (the same code's directory miss measured 7.2 ms on one day's
 * machine and 13.2 ms on another's), so the bench records this before and after its table, and
 * figures are compared only beside it.
 *
 * @example machinePaceMs() // 282-383 on the machine of 2026-11-27's table
 */
import { median } from './measure';

function workload(): number {
  let checksum = 0;
  for (let round = 0; round < 40; round += 1) {
    const rows = Array.from({ length: 2_000 }, (_, index) => ({
      id: index,
      name: `Provider ${index} ${round}`,
      tags: [`tag-${index % 7}`, `tag-${index % 11}`],
      rating: (index % 50) / 10,
    }));
    const text = JSON.stringify(rows);
    const back = JSON.parse(text) as typeof rows;
    let html = '';
    for (const row of back) html += `<li class="card"><a href="/p/${row.id}">${row.name}</a></li>`;
    checksum += html.length + back.length;
  }
  for (let index = 0; index < 20_000_000; index += 1) checksum += index & 1;
  return checksum;
}

/** Milliseconds of the fixed workload on this machine now (median of three runs). */
export function machinePaceMs(): number {
  const times: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    if (workload() < 0) throw new Error('unreachable');
    times.push(performance.now() - started);
  }
  return Math.round(median(times));
}
