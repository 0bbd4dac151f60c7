/**
 * Arguments a resolver refuses (a period that names none, a page beyond the pages a search
 * offers): the caller's mistake, answered 400 with this message, never cached.
 */
export class InputError extends Error {
  readonly expose = true;
  constructor(message: string) {
    super(message);
    this.name = 'InputError';
  }
}
