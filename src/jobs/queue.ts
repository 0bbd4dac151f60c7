/** Consumer of the EVENTS queue: analytics events and contact messages that could not reach D1. */
export async function consumeQueue(batch: MessageBatch<unknown>, _env: Env): Promise<void> {
  batch.ackAll();
}
