import { z } from 'zod';

/** The four reasons a visitor can give for contacting a provider (spec section 3). */
export const CONTACT_REASONS = ['compare_quotes', 'project_scope', 'job', 'selling'] as const;

/** Company activity sectors, a standard letter list A..U (spec section 3). */
export const SECTORS = 'ABCDEFGHIJKLMNOPQRSTU'.split('') as readonly string[];

/**
 * Message codes of a field error; the dictionaries turn them into the visitor's language
 * ('required' -> 'This field is required', and so on).
 */
export const CONTACT_ERROR_CODES = [
  'required',
  'email',
  'professionalEmail',
  'phoneFormat',
  'phoneInvalid',
  'sector',
  'reason',
  'tooLong',
  'lineBreak',
] as const;
export type ContactErrorCode = (typeof CONTACT_ERROR_CODES)[number];

/** Free mailbox domains: the form asks for a professional address, so these are refused. */
const FREE_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.fr',
  'hotmail.com',
  'hotmail.fr',
  'outlook.com',
  'outlook.fr',
  'live.com',
  'live.fr',
  'msn.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'gmx.com',
  'gmx.de',
  'web.de',
  'laposte.net',
  'orange.fr',
  'free.fr',
  'sfr.fr',
  'wanadoo.fr',
  'libero.it',
  'protonmail.com',
  'proton.me',
]);

/**
 * Characters that show nothing: format characters (zero-width spaces and joiners, bidirectional
 * marks, soft hyphen, word joiner, BOM), separators, and the blank letters of Hangul and Braille.
 */
const INVISIBLE = /[\p{Cf}\p{Z}\s\u115F\u1160\u3164\uFFA0\u2800]/gu;

/**
 * Whether a typed value shows at least one character: a name made only of zero-width or
 * bidirectional characters is as empty as a blank one.
 * @example isVisible('\u200B\u200E') // false
 */
export function isVisible(value: string): boolean {
  return value.replace(INVISIBLE, '') !== '';
}

const trimmed = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .refine(isVisible, { error: 'required' })
    .max(max, { error: 'tooLong' });

/** Phone characters a person types: digits, spaces, dots, dashes, brackets and one leading '+'. */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

const phone = z
  .string()
  .trim()
  .max(40, { error: 'tooLong' })
  .superRefine((value, ctx) => {
    if (value === '') return;
    if (!PHONE_CHARACTERS.test(value)) {
      ctx.addIssue({ code: 'custom', message: 'phoneFormat' });
      return;
    }
    // E.164 allows at most 15 digits; fewer than 8 cannot reach anyone.
    const digits = value.replace(/\D/g, '').length;
    if (digits < 8 || digits > 15) ctx.addIssue({ code: 'custom', message: 'phoneInvalid' });
  })
  .transform((value) => (value === '' ? null : value));

const email = trimmed(254)
  .pipe(z.email({ error: 'email' }))
  .refine((value) => !FREE_MAIL_DOMAINS.has(value.split('@')[1]?.toLowerCase() ?? ''), {
    error: 'professionalEmail',
  })
  .transform((value) => value.toLowerCase());

/** The contact form's fields after validation. */
export const contactMessageSchema = z.object({
  firstName: trimmed(80),
  lastName: trimmed(80),
  email,
  phone: phone.optional().transform((value) => value ?? null),
  company: trimmed(120),
  sector: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .refine((value) => value === '' || SECTORS.includes(value), { error: 'sector' })
    .optional()
    .transform((value) => (value ? value : null)),
  reason: z.enum(CONTACT_REASONS, { error: 'reason' }),
  message: trimmed(5000),
});
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** The names of the form's fields, in display order. */
export const CONTACT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'sector',
  'reason',
  'message',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export type ContactValidation =
  | { ok: true; value: ContactMessage }
  | { ok: false; errors: Partial<Record<ContactField, ContactErrorCode>> };

/**
 * Control characters no one types: C0 (but tab and newline), DEL, C1, and the bidirectional
 * overrides that make text read differently from how it is stored.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point: they are removed from what visitors send
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/**
 * A typed value as it is stored: Windows and old Mac line ends become newlines, other control
 * characters are removed (tabs and newlines stay).
 * @example withoutControlCharacters('a\u0000b\r\nc') // 'ab\nc'
 */
export function withoutControlCharacters(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '');
}

/** Fields of one line: a line break there is refused (it could add a header to a mail: `John\r\nBcc: ...`). */
const SINGLE_LINE_FIELDS: readonly ContactField[] = ['firstName', 'lastName', 'email', 'phone', 'company'];
const LINE_BREAK = /[\n\r\v\f\u0085\u2028\u2029]/;

/**
 * Validates raw form values; every failing field gets its first error code.
 * @example validateContact({ firstName: '' }).ok // false, errors.firstName === 'required'
 */
export function validateContact(input: Record<string, unknown>): ContactValidation {
  const broken: Partial<Record<ContactField, ContactErrorCode>> = {};
  for (const field of SINGLE_LINE_FIELDS) {
    const value = input[field];
    if (typeof value === 'string' && LINE_BREAK.test(value.trim())) broken[field] = 'lineBreak';
  }
  const normalised: Record<string, unknown> = {};
  for (const field of CONTACT_FIELDS) {
    const value = input[field];
    // Missing text fields read as empty so they report 'required', never a type error.
    normalised[field] =
      typeof value === 'string'
        ? withoutControlCharacters(value)
        : value == null
          ? field === 'reason'
            ? undefined
            : ''
          : value;
  }
  const parsed = contactMessageSchema.safeParse(normalised);
  if (parsed.success && Object.keys(broken).length === 0) return { ok: true, value: parsed.data };
  const errors: Partial<Record<ContactField, ContactErrorCode>> = { ...broken };
  if (parsed.success) return { ok: false, errors };
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ContactField;
    if (field && !errors[field]) errors[field] = toCode(field, issue.message);
  }
  return { ok: false, errors };
}

const CODES = new Set<string>(CONTACT_ERROR_CODES);

function toCode(field: ContactField, message: string): ContactErrorCode {
  if (CODES.has(message)) return message as ContactErrorCode;
  // A value of the wrong type (an array from a repeated form field) reads as missing.
  return field === 'reason' ? 'reason' : 'required';
}
