import { CONTACT_FIELDS } from '../domain/contact';
import type { ContactMessageInput } from '../generated/graphql';

/**
 * The idempotency key of a no-JavaScript post: a digest of the member, every field of the form
 * and the sender's address, so one message sent twice has one key and two messages never share one.
 * @example await submissionKey({ memberSlug: 'acme', firstName: 'Alice', ... }, '203.0.113.7')
 */
export async function submissionKey(submission: Record<string, unknown>, clientIp = ''): Promise<string> {
  const fields = [submission.memberSlug, ...CONTACT_FIELDS.map((field) => submission[field]), clientIp];
  const text = JSON.stringify(fields.map((value) => (typeof value === 'string' ? value : null)));
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`contact-form:${text}`));
  return `form-${[...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 48)}`;
}

/**
 * The SendContactMessage mutation's input from a posted form: the form's own fields as sent
 * (strings only: a file in their place counts as missing) and the key made from them, as the
 * page holds none (it is the same for every visitor).
 * @example await formSubmission({ firstName: 'Alice', ... }, 'acme', '203.0.113.7')
 */
export async function formSubmission(
  body: Record<string, unknown>,
  memberSlug: string,
  clientIp?: string,
): Promise<ContactMessageInput> {
  const input: ContactMessageInput = { memberSlug };
  for (const field of [...CONTACT_FIELDS, 'website'] as const) {
    const value = body[field];
    if (typeof value === 'string') input[field] = value;
  }
  input.idempotencyKey = await submissionKey({ ...body, memberSlug }, clientIp);
  return input;
}
