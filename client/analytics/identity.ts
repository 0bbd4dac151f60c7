import { type CookieJar, LIMITS } from './types';

/** Storage keys of the visitor's identity (spec section 3). */
export const KEYS = {
  userId: 'ajs_user_id',
  anonymousId: 'ajs_anonymous_id',
  userTraits: 'ajs_user_traits',
  groupId: 'ajs_group_id',
  groupProperties: 'ajs_group_properties',
} as const;

type Bag = Record<string, unknown>;

/** The visitor's identity, kept in localStorage (and a 365-day cookie for the anonymous id). */
export class Identity {
  constructor(
    private readonly storage: Storage | null,
    private readonly cookies: CookieJar | null,
    private readonly newId: () => string,
  ) {}

  /** The anonymous id, created once and kept in both places. */
  anonymousId(): string {
    const known = this.cookies?.get(KEYS.anonymousId) ?? this.read<string>(KEYS.anonymousId);
    const id = typeof known === 'string' && known ? known : this.newId();
    this.write(KEYS.anonymousId, id);
    this.cookies?.set(KEYS.anonymousId, id, LIMITS.identityCookieDays);
    return id;
  }

  userId(): string | null {
    return this.read<string>(KEYS.userId);
  }

  setUserId(id: string | null): void {
    this.write(KEYS.userId, id);
  }

  /** Merges traits into the stored ones and returns the result. */
  addTraits(key: typeof KEYS.userTraits | typeof KEYS.groupProperties, traits: Bag = {}): Bag {
    const merged = { ...(this.read<Bag>(key) ?? {}), ...traits };
    this.write(key, merged);
    return merged;
  }

  setGroupId(id: string): void {
    this.write(KEYS.groupId, id);
  }

  private read<T>(key: string): T | null {
    try {
      const raw = this.storage?.getItem(key);
      return raw ? (JSON.parse(raw) as T) : null;
    } catch {
      return null;
    }
  }

  private write(key: string, value: unknown): void {
    try {
      if (value === null) this.storage?.removeItem(key);
      else this.storage?.setItem(key, JSON.stringify(value));
    } catch {
      // Storage full or blocked (private mode): identity lives for this page only.
    }
  }
}

/** The browser's cookie jar; SameSite=Lax, path /, Secure on https. */
export function documentCookies(doc: Document): CookieJar {
  return {
    get(name) {
      const found = doc.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
      return found ? decodeURIComponent(found.slice(name.length + 1)) : null;
    },
    set(name, value, days) {
      const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
      doc.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${days * 86_400}; Path=/; SameSite=Lax${secure}`;
    },
  };
}
