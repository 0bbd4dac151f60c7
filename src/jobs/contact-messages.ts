/**
 * Stores a contact message that reached the EVENTS queue because D1 failed when it was sent
 * (body built by src/contact/send.ts). Idempotent on the form's idempotency
 * key, so a redelivered message is stored once. The member is found by id, else by slug (D1 may
 * have failed before the id was known). Throws when D1 fails, so the queue retries it.
 */
export async function storeQueuedContactMessage(env: Env, body: unknown): Promise<void> {
  const message = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const text = (key: string) => (typeof message[key] === 'string' ? (message[key] as string) : null);
  const idempotencyKey = text('idempotencyKey');
  const memberSlug = text('memberSlug');
  if (!idempotencyKey || (typeof message.memberId !== 'number' && !memberSlug)) {
    // Not a contact message at all: retrying would never help.
    console.error(JSON.stringify({ level: 'error', message: 'queued contact message is malformed' }));
    return;
  }
  const memberId =
    typeof message.memberId === 'number'
      ? message.memberId
      : (
          await env.DB.prepare('SELECT id FROM members WHERE slug = ?')
            .bind(memberSlug)
            .first<{ id: number }>()
        )?.id;
  if (memberId === undefined) {
    console.error(
      JSON.stringify({ level: 'error', message: 'queued contact message for an unknown member', memberSlug }),
    );
    return;
  }
  await env.DB.prepare(
    `INSERT OR IGNORE INTO contact_messages
     (idempotency_key, member_id, first_name, last_name, email, phone, company, sector, reason, message, locale, via, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'queue', ?)`,
  )
    .bind(
      idempotencyKey,
      memberId,
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
