import type { PageSample } from './pages';
import type { BudgetRow } from './report';
import { ms } from './report';
import { runWrk } from './wrk';

/**
 * Bounded load test on loopback: `connections` connections for `durationS` seconds over a mix of
 * every discovered page (and the static asset), counting answers of 400 or more and socket errors.
 * The budget is zero of both.
 */
export function loadTest(
  base: string,
  pages: PageSample[],
  asset: string | undefined,
  options: { durationS: number; connections: number },
) {
  const paths = [...pages.map((page) => page.path), ...(asset ? [asset] : [])];
  const result = runWrk(`${base}/`, {
    threads: 2,
    connections: options.connections,
    durationS: options.durationS,
    paths,
  });
  const row: BudgetRow = {
    figure: `load ${options.durationS}s x ${options.connections} conns, ${paths.length} paths`,
    value: `${result.errors} errors, ${result.socketErrors} socket`,
    budget: '0 errors',
    pass: result.requests > 0 && result.errors === 0 && result.socketErrors === 0,
    note: `${result.requests} requests, ${result.rps.toFixed(0)} rps, p99 ${ms(result.latencyMs.p99)}`,
  };
  return { row, result, paths };
}
