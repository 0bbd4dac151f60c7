/**
 * `npm run dlq -- --env staging|production list|replay [--limit N]`
 *
 * The events dead-letter queue of a deployed environment: `list` prints what it holds (id, time,
 * attempts, body; nothing is consumed: the messages come back after 30 s), `replay` sends each
 * readable message again to the events queue and acknowledges it on the dead-letter queue.
 * Needs CLOUDFLARE_API_TOKEN (Queues edit) and CLOUDFLARE_ACCOUNT_ID, and once an HTTP pull
 * consumer on the dead-letter queue: `npx wrangler queues consumer http add <dead-letter queue>`.
 */
import { parseArgs } from 'node:util';
import { describeMessage, queuesApi, replay } from './deploy/dead-letters';
import { ENVIRONMENTS, isEnvironment, readTarget } from './deploy/target';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { env: { type: 'string' }, limit: { type: 'string', default: '100' } },
});
const [action = 'list'] = positionals;
if (!isEnvironment(values.env) || !['list', 'replay'].includes(action)) {
  console.error(`usage: npm run dlq -- --env ${ENVIRONMENTS.join('|')} list|replay [--limit N]`);
  process.exit(2);
}
const token = process.env.CLOUDFLARE_API_TOKEN;
const account = process.env.CLOUDFLARE_ACCOUNT_ID;
if (!token || !account) {
  console.error('Set CLOUDFLARE_API_TOKEN (with Queues edit) and CLOUDFLARE_ACCOUNT_ID.');
  process.exit(2);
}
const target = readTarget(values.env);
const deadLetter = target.queues.find((queue) => queue.endsWith('-dlq'));
const events = target.queues.find((queue) => !queue.endsWith('-dlq'));
if (!deadLetter || !events) {
  console.error(`[env.${values.env}] names no events queue with a dead-letter queue.`);
  process.exit(2);
}
const limit = Math.max(1, Number(values.limit) || 100);
const api = queuesApi({ token, account });
try {
  if (action === 'list') {
    const messages = await api.pull(await api.queueId(deadLetter), Math.min(100, limit));
    console.log(
      `${messages.length} message(s) in ${deadLetter}${messages.length === 100 ? ' (the first 100)' : ''}:`,
    );
    for (const message of messages) console.log(describeMessage(message));
  } else {
    const { replayed, left } = await replay(api, { deadLetter, events }, limit);
    console.log(`${replayed} message(s) sent again to ${events} and removed from ${deadLetter}.`);
    if (left.length > 0) console.log(`${left.length} not readable as JSON, left in ${deadLetter}:`);
    for (const message of left) console.log(describeMessage(message));
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
