import { describe, expect, it } from 'vitest';
import { CONTACT_FIELDS } from '../../test/fixtures/contact-fields';
import { validateContact } from './contact';

const valid = {
  firstName: ' Alice ',
  lastName: 'Martin',
  email: 'Alice.Martin@Acme.io',
  phone: '+33 6 12 34 56 78',
  company: 'Acme',
  sector: 'j',
  reason: 'compare_quotes',
  message: 'We need a new website.',
};

describe('validateContact', () => {
  it('accepts a complete form and normalises it', () => {
    const result = validateContact(valid);
    expect(result).toEqual({
      ok: true,
      value: { ...valid, firstName: 'Alice', email: 'alice.martin@acme.io', sector: 'J' },
    });
  });

  it('treats the phone and the sector as optional', () => {
    const result = validateContact({ ...valid, phone: '', sector: '' });
    expect(result.ok && result.value.phone).toBeNull();
    expect(result.ok && result.value.sector).toBeNull();
  });

  it('reports every missing field as required', () => {
    const result = validateContact({});
    expect(result).toEqual({
      ok: false,
      errors: {
        firstName: 'required',
        lastName: 'required',
        email: 'required',
        company: 'required',
        reason: 'reason',
        message: 'required',
      },
    });
  });

  it('reports blank text as required', () => {
    const result = validateContact({ ...valid, message: '   ' });
    expect(result.ok ? null : result.errors.message).toBe('required');
  });

  it('distinguishes a malformed phone from a phone with the wrong number of digits', () => {
    const letters = validateContact({ ...valid, phone: 'call me' });
    const short = validateContact({ ...valid, phone: '12 34' });
    expect(letters.ok ? null : letters.errors.phone).toBe('phoneFormat');
    expect(short.ok ? null : short.errors.phone).toBe('phoneInvalid');
  });

  it('refuses an invalid e-mail and a free mailbox', () => {
    const invalid = validateContact({ ...valid, email: 'not-an-email' });
    const free = validateContact({ ...valid, email: 'alice@gmail.com' });
    expect(invalid.ok ? null : invalid.errors.email).toBe('email');
    expect(free.ok ? null : free.errors.email).toBe('professionalEmail');
  });

  it('refuses a sector outside A..U and an unknown reason', () => {
    const result = validateContact({ ...valid, sector: 'Z', reason: 'spam' });
    expect(result.ok ? null : result.errors).toEqual({ sector: 'sector', reason: 'reason' });
  });

  it('reads values of the wrong type as missing instead of throwing', () => {
    const result = validateContact({ ...valid, firstName: ['a', 'b'], message: 42 });
    expect(result.ok ? null : result.errors).toEqual({ firstName: 'required', message: 'required' });
  });
});

describe('invisible characters and line breaks', () => {
  const valid = {
    ...CONTACT_FIELDS,
    message: 'Bonjour',
  };
  const errorsOf = (change: Record<string, string>) => {
    const result = validateContact({ ...valid, ...change });
    return result.ok ? {} : result.errors;
  };

  it('refuses a name, company or message made only of zero-width, bidirectional or blank characters', () => {
    for (const value of [
      '\u200B',
      '\u200B\u200C\u200D',
      '\u202E\u2066\u200F',
      '\uFEFF\u00AD',
      '\u2060 \u3164',
      '\u2800',
    ]) {
      expect(errorsOf({ firstName: value }).firstName, JSON.stringify(value)).toBe('required');
      expect(errorsOf({ lastName: value }).lastName).toBe('required');
      expect(errorsOf({ company: value }).company).toBe('required');
      expect(errorsOf({ message: value }).message).toBe('required');
    }
    // A joiner inside a real name is part of it.
    expect(validateContact({ ...valid, firstName: 'Zo\u200Dë' }).ok).toBe(true);
  });

  it('refuses a line break in a single-line field, with its own message', () => {
    for (const field of ['firstName', 'lastName', 'email', 'phone', 'company']) {
      for (const value of ['John\r\nBcc: victim@example.org', 'a\nb', 'a\rb', 'a\u2028b', 'a\u0085b'])
        expect(errorsOf({ [field]: value })[field as 'firstName'], `${field} ${JSON.stringify(value)}`).toBe(
          'lineBreak',
        );
    }
    expect(validateContact({ ...valid, message: 'line 1\r\nline 2' }).ok).toBe(true);
  });
});
