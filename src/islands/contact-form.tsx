import { type FormEvent, useId, useRef, useState } from 'react';

/** Fields of the contact form, in display order (mirrors CONTACT_FIELDS of src/domain/contact.ts). */
const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'company', 'sector', 'reason', 'message'] as const;
type Field = (typeof FIELDS)[number];

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

interface MutationAnswer {
  data?: {
    sendContactMessage?: { status: ContactFormStatus; errors: { field: string; code: string }[] };
  } | null;
}

/**
 * The contact form. Without JavaScript it is a plain POST form re-rendered by the server with
 * errors and values kept; as an island it posts to the SendContactMessage mutation with fetch and
 * shows the outcome in place, keeping what was typed when sending fails.
 */
export function ContactForm(props: ContactFormProps) {
  const { strings } = props;
  const [status, setStatus] = useState<ContactFormStatus>(props.status);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>(props.errors);
  const [sending, setSending] = useState(false);
  const id = useId();
  // One key per message, made in the browser when it is first sent and kept for its retries (a
  // replay is then harmless); the page itself holds no key, so it is the same for every visitor.
  const key = useRef<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const input: Record<string, string> = { memberSlug: props.memberSlug };
    // The form token guards the no-JS post; the JSON mutation is guarded by its origin check.
    for (const [name, value] of new FormData(form))
      if (typeof value === 'string' && name !== 'formToken') input[name] = value;
    key.current ??= crypto.randomUUID();
    input.idempotencyKey = key.current;
    setSending(true);
    try {
      const response = await fetch(props.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ variables: { input } }),
      });
      const answer = (await response.json()) as MutationAnswer;
      const result = answer.data?.sendContactMessage;
      if (!result) throw new Error('no result');
      // A refused idempotency key is no field the visitor can fix: the general error.
      if (result.errors.some((error) => error.field === 'idempotencyKey')) {
        // The key went with other content before (an edit after a lost answer): the next try gets a new one.
        key.current = null;
        throw new Error('key refused');
      }
      const next: Partial<Record<Field, string>> = {};
      for (const error of result.errors) next[error.field as Field] = error.code;
      setErrors(next);
      setStatus(result.status);
      if (result.status === 'INVALID') focusFirstError(form, next);
    } catch {
      setStatus('ERROR');
    } finally {
      setSending(false);
    }
  }

  if (status === 'SENT' || status === 'QUEUED') {
    return (
      <div role="status" className="rounded-card border border-brand-200 bg-brand-50 p-6 text-center">
        <p className="text-lg font-semibold text-brand-900">{strings.sentTitle}</p>
        <p className="mt-1 text-brand-800">{status === 'SENT' ? strings.sentText : strings.queuedText}</p>
      </div>
    );
  }

  const banner =
    status === 'ERROR' || status === 'NOT_FOUND'
      ? strings.error
      : status === 'RATE_LIMITED'
        ? strings.rateLimited
        : status === 'INVALID'
          ? strings.fixErrors
          : null;
  const field = (name: Field) => ({
    id: `${id}-${name}`,
    name,
    defaultValue: props.values[name] ?? '',
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    className: `field py-2.5 shadow-sm ${errors[name] ? 'border-red-600' : 'border-line-strong'}`,
  });
  const label = (name: Field, required: boolean) => (
    <label htmlFor={`${id}-${name}`} className="text-sm font-medium text-ink">
      {strings.labels[name]}
      {required ? (
        <span aria-hidden="true"> *</span>
      ) : (
        <span className="font-normal text-muted"> ({strings.optional})</span>
      )}
    </label>
  );
  const error = (name: Field) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
        {strings.errors[errors[name] as string] ?? strings.errors.required}
      </p>
    ) : null;

  return (
    <form
      method="post"
      action={props.action}
      noValidate
      onSubmit={submit}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
    >
      {banner ? (
        <p
          role="alert"
          className="rounded-control border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 sm:col-span-2"
        >
          {banner}
        </p>
      ) : null}
      <input type="hidden" name="formToken" value={props.formToken} />
      <div>
        {label('firstName', true)}
        <input {...field('firstName')} type="text" autoComplete="given-name" required />
        {error('firstName')}
      </div>
      <div>
        {label('lastName', true)}
        <input {...field('lastName')} type="text" autoComplete="family-name" required />
        {error('lastName')}
      </div>
      <div>
        {label('email', true)}
        {/* biome-ignore lint/a11y/useValidAutocomplete: "work email" is a valid autofill detail (contact type + field) */}
        <input {...field('email')} type="email" autoComplete="work email" required />
        {error('email')}
      </div>
      <div>
        {label('phone', false)}
        <input {...field('phone')} type="tel" autoComplete="tel" />
        {error('phone')}
      </div>
      <div>
        {label('company', true)}
        <input {...field('company')} type="text" autoComplete="organization" required />
        {error('company')}
      </div>
      <div>
        {label('sector', false)}
        <select {...field('sector')}>
          <option value="">{strings.sectorNone}</option>
          {strings.sectors.map((sector) => (
            <option key={sector.value} value={sector.value}>
              {sector.label}
            </option>
          ))}
        </select>
        {error('sector')}
      </div>
      <div className="sm:col-span-2">
        {label('reason', true)}
        <select {...field('reason')} required>
          <option value="">{strings.reasonNone}</option>
          {strings.reasons.map((reason) => (
            <option key={reason.value} value={reason.value}>
              {reason.label}
            </option>
          ))}
        </select>
        {error('reason')}
      </div>
      <div className="sm:col-span-2">
        {label('message', true)}
        <textarea {...field('message')} rows={6} required />
        {error('message')}
      </div>
      {/* Bot trap: off-screen and out of the tab order; people never fill it. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>{strings.honeypot}</label>
        <input
          id={`${id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted">{strings.privacy}</p>
        <button
          type="submit"
          disabled={sending}
          className="inline-flex h-11 items-center justify-center rounded-full bg-primary-dark50 px-6 text-sm font-semibold text-white shadow-sm hover:opacity-90 disabled:opacity-60"
        >
          {sending ? strings.sending : strings.submit}
        </button>
      </div>
    </form>
  );
}

function focusFirstError(form: HTMLFormElement, errors: Partial<Record<Field, string>>) {
  const first = FIELDS.find((name) => errors[name]);
  if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
}
