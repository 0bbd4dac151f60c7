/**
 * Stores a contact message that reached the EVENTS queue because D1 failed when it was sent.
 * Idempotent on the form's idempotency key, so a redelivered message is stored once.
 * Throws when the message cannot be stored, so the queue retries it.
 */
export async function storeQueuedContactMessage(env: Env, body: unknown): Promise<void> {
  const message = body as Record<string, unknown>;
  const text = (key: string) => (typeof message[key] === 'string' ? (message[key] as string) : null);
  const idempotencyKey = text('idempotencyKey');
  if (!idempotencyKey || typeof message.memberId !== 'number') {
    // Not a contact message at all: retrying would never help.
    console.error(JSON.stringify({ level: 'error', message: 'queued contact message is malformed' }));
    return;
  }
  await env.DB.prepare(
    `INSERT OR IGNORE INTO contact_messages
     (idempotency_key, member_id, first_name, last_name, email, phone, company, sector, reason, message, locale, via, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'queue', ?)`,
  )
    .bind(
      idempotencyKey,
      message.memberId,
      text('firstName') ?? '',
      text('lastName') ?? '',
      text('email') ?? '',
      text('phone'),
      text('company') ?? '',
      text('sector'),
      text('reason') ?? '',
      text('message') ?? '',
      text('locale') ?? 'fr-FR',
      text('createdAt') ?? new Date().toISOString(),
    )
    .run();
}
