import { Identity } from './identity';
import { Metrics } from './metrics';
import { EventQueue } from './queue';
import { type AnalyticsEvent, type CookieJar, ERRORS, type EventType, type Sender } from './types';

type Bag = Record<string, unknown>;

export interface AnalyticsOptions {
  writeKey: string;
  /** Base of the endpoints, e.g. `/a` (first-party) or the provider's API host. */
  apiHost: string;
  send: Sender;
  storage: Storage | null;
  cookies: CookieJar | null;
  /** Page context added to every event (url, path, title, referrer, locale). */
  context?: () => Bag;
  newId?: () => string;
  log?: (message: string) => void;
}

/** The analytics calls of the product: track, page, identify, group, alias, screen. */
export interface Analytics {
  track(event: string, properties?: Bag): AnalyticsEvent | null;
  page(category?: string, name?: string, properties?: Bag): AnalyticsEvent;
  identify(userId: string | null, traits?: Bag): AnalyticsEvent;
  group(groupId: string, traits?: Bag): AnalyticsEvent;
  alias(userId: string, previousId?: string): AnalyticsEvent;
  screen(name: string, properties?: Bag): AnalyticsEvent;
  /** Applies the project settings: a track event the plan marks `enabled: false` is dropped. */
  applySettings(settings: { plan?: { track?: Record<string, { enabled?: boolean } | undefined> } }): void;
  readonly queue: EventQueue;
  readonly metrics: Metrics;
}

/**
 * Creates the analytics client, or logs and returns null with an empty write key (spec section 8).
 * @example createAnalytics({ writeKey: 'local', apiHost: '/a', send, storage: localStorage, cookies: null })?.page()
 */
export function createAnalytics(options: AnalyticsOptions): Analytics | null {
  const log = options.log ?? ((message: string) => console.warn(message));
  if (!options.writeKey) {
    log('analytics: empty write key, not started');
    return null;
  }
  const newId = options.newId ?? (() => crypto.randomUUID());
  const identity = new Identity(options.storage, options.cookies, newId);
  const metrics = new Metrics(`${options.apiHost}/m`, options.send);
  const queue = new EventQueue({
    url: `${options.apiHost}/b`,
    writeKey: options.writeKey,
    send: options.send,
    storage: options.storage,
    onError: (error) => metrics.increment('analytics.error', 1, { error: error.message }),
    onDelivered: (count) => metrics.increment('analytics.delivered', count),
  });

  function emit(type: EventType, fields: Partial<AnalyticsEvent>): AnalyticsEvent {
    const event: AnalyticsEvent = {
      type,
      userId: identity.userId(),
      anonymousId: identity.anonymousId(),
      messageId: `ajs-${newId()}`,
      timestamp: new Date().toISOString(),
      context: { library: { name: 'trustboard-analytics', version: '1' }, ...options.context?.() },
      integrations: {},
      ...fields,
    };
    queue.push(event);
    return event;
  }

  let plan: Record<string, { enabled?: boolean } | undefined> = {};

  return {
    queue,
    metrics,
    applySettings(settings) {
      plan = settings.plan?.track ?? {};
    },
    track(event, properties = {}) {
      if (!event) {
        log(`analytics: ${ERRORS.eventMissing}`);
        return null;
      }
      if ((plan[event] ?? plan.__default)?.enabled === false) return null;
      return emit('track', { event, properties });
    },
    page(category, name, properties = {}) {
      return emit('page', { ...(category ? { category } : {}), ...(name ? { name } : {}), properties });
    },
    identify(userId, traits = {}) {
      identity.setUserId(userId);
      return emit('identify', { userId, traits: identity.addTraits('ajs_user_traits', traits) });
    },
    group(groupId, traits = {}) {
      identity.setGroupId(groupId);
      return emit('group', { groupId, traits: identity.addTraits('ajs_group_properties', traits) });
    },
    alias(userId, previousId) {
      const previous = previousId ?? identity.userId() ?? identity.anonymousId();
      identity.setUserId(userId);
      return emit('alias', { userId, previousId: previous });
    },
    screen(name, properties = {}) {
      return emit('screen', { name, properties });
    },
  };
}
