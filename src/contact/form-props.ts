/**
 * What the contact form island receives (src/islands/contact-form.tsx), built by the server
 * (`form-state.ts`): kept apart from the Worker-only code, so the browser's build checks it too.
 */

/** Fields of the contact form, in display order (mirrors CONTACT_FIELDS of src/domain/contact.ts). */
export const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'sector',
  'reason',
  'message',
] as const;
export type Field = (typeof FIELDS)[number];

/** Result shown above or instead of the form. */
export type ContactFormStatus =
  | 'idle'
  | 'SENT'
  | 'QUEUED'
  | 'INVALID'
  | 'RATE_LIMITED'
  | 'NOT_FOUND'
  | 'ERROR';

/** Every visible string, translated on the server: islands ship no dictionary. */
export interface ContactFormStrings {
  labels: Record<Field, string>;
  optional: string;
  sectorNone: string;
  reasonNone: string;
  honeypot: string;
  submit: string;
  sending: string;
  sentTitle: string;
  sentText: string;
  queuedText: string;
  error: string;
  rateLimited: string;
  fixErrors: string;
  privacy: string;
  /** Message per error code (required, email, phoneFormat...). */
  errors: Record<string, string>;
  sectors: { value: string; label: string }[];
  reasons: { value: string; label: string }[];
}

export interface ContactFormProps {
  /** The profile's page address: the form POSTs there without JavaScript. */
  action: string;
  /** The mutation endpoint the island posts to. */
  endpoint: string;
  memberSlug: string;
  /** The signed token of the no-JS post: the same for every visitor of one rendered page. */
  formToken: string;
  values: Partial<Record<Field, string>>;
  /** Error codes per field from a server-side validation (no-JS round trip). */
  errors: Partial<Record<Field, string>>;
  status: ContactFormStatus;
  strings: ContactFormStrings;
}
