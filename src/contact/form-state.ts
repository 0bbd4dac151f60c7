import type { Context } from 'hono';
import { CONTACT_ERROR_CODES, CONTACT_FIELDS, type ContactField, SECTORS } from '../domain/contact';
import type { SendContactMessageMutation } from '../generated/graphql';
import { labelOf, type Translate } from '../i18n/translate';
import type { ContactFormProps, ContactFormStatus } from '../islands/contact-form';

/** What a no-JavaScript POST left for the page to show: the mutation's outcome and the typed values. */
export interface ContactPostState {
  outcome: SendContactMessageMutation['sendContactMessage'];
  values: Partial<Record<ContactField, string>>;
}

/**
 * `c.var.contactPost`: the POST handler hands its result to the screen's loader without a
 * global or a cookie, and nothing outlives the request.
 */
declare module 'hono' {
  interface ContextVariableMap {
    contactPost?: ContactPostState;
  }
}

/** Remembers the outcome of a form POST for the page rendered in answer to it. */
export function rememberContactPost(c: Context, state: ContactPostState): void {
  c.set('contactPost', state);
}

/** The outcome of this request's form POST, if it was one. */
export function contactPostOf(c: Context): ContactPostState | undefined {
  return c.get('contactPost');
}

/** The values the form shows again: only the form's own fields, as strings, cut to a sane size. */
export function keptValues(body: Record<string, unknown>): Partial<Record<ContactField, string>> {
  const values: Partial<Record<ContactField, string>> = {};
  for (const field of CONTACT_FIELDS) {
    const value = body[field];
    if (typeof value === 'string') values[field] = value.slice(0, 5000);
  }
  return values;
}

/** Every string of the contact form, translated for the island's props. */
export function contactStrings(t: Translate, memberName: string): ContactFormProps['strings'] {
  const labels = Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, t(`profile.contact.${field}`)]),
  ) as Record<ContactField, string>;
  return {
    labels,
    optional: t('profile.contact.optional'),
    sectorNone: t('profile.contact.sectorNone'),
    reasonNone: t('profile.contact.reasonNone'),
    honeypot: t('profile.contact.honeypot'),
    submit: t('profile.contact.submit'),
    sending: t('profile.contact.sending'),
    sentTitle: t('profile.contact.sentTitle'),
    sentText: t('profile.contact.sentText'),
    queuedText: t('profile.contact.queuedText'),
    error: t('profile.contact.error'),
    rateLimited: t('profile.contact.rateLimited'),
    fixErrors: t('profile.contact.fixErrors'),
    privacy: t('profile.contact.privacy', { name: memberName }),
    errors: Object.fromEntries(
      CONTACT_ERROR_CODES.map((code) => [code, t(`profile.contact.errors.${code}`)]),
    ),
    sectors: SECTORS.map((letter) => ({
      value: letter,
      label: `${letter} · ${labelOf(t, 'profile.sectors', letter)}`,
    })),
    reasons: (['compare_quotes', 'project_scope', 'job', 'selling'] as const).map((value) => ({
      value,
      label: t(`profile.contact.reasons.${value}`),
    })),
  };
}

const isContactField = (field: string): field is ContactField =>
  (CONTACT_FIELDS as readonly string[]).includes(field);

/** The form's status and per-field error codes after a POST (idle on a plain visit). */
export function formState(state: ContactPostState | undefined): {
  status: ContactFormStatus;
  errors: Partial<Record<ContactField, string>>;
} {
  if (!state) return { status: 'idle', errors: {} };
  const errors: Partial<Record<ContactField, string>> = {};
  for (const error of state.outcome.errors) {
    // The key is no field a visitor can fix: the form is shown again (422), their text kept.
    if (error.field === 'idempotencyKey') return { status: 'INVALID', errors: {} };
    if (isContactField(error.field)) errors[error.field] = error.code;
  }
  return { status: state.outcome.status, errors };
}
