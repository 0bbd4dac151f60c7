import { z } from 'zod';

/** Event types and the letter of their single-event path (spec section 7). */
export const EVENT_PATHS = {
  t: 'track',
  i: 'identify',
  p: 'page',
  a: 'alias',
  g: 'group',
  s: 'screen',
} as const;
export type EventLetter = keyof typeof EVENT_PATHS;
/** Largest serialised event, as the provider's own limit. */
export const MAX_EVENT_BYTES = 32 * 1024;
/** Deepest nesting of objects and arrays in one event, the event itself being level 1. */
export const MAX_EVENT_DEPTH = 8;
/** Largest request body the proxy reads. */
export const MAX_BODY_BYTES = 500 * 1024;

const id = z.string().max(200);
const bag = z.record(z.string(), z.unknown());

/** One analytics event (spec section 3): Segment-compatible fields, unknown ones kept. */
export const analyticsEventSchema = z
  .looseObject({
    type: z.enum(['track', 'page', 'identify', 'group', 'alias', 'screen']),
    messageId: z.string().min(1).max(100).optional(),
    userId: id.nullish(),
    anonymousId: id.nullish(),
    event: z.string().max(200).optional(),
    name: z.string().max(200).nullish(),
    groupId: id.nullish(),
    previousId: id.nullish(),
    timestamp: z.string().max(40).optional(),
    context: bag.optional(),
    integrations: bag.optional(),
    properties: bag.optional(),
    traits: bag.optional(),
  })
  // Checked first and aborting: a deeper event is refused before anything walks it recursively.
  .refine((event) => !nestedDeeperThan(event, MAX_EVENT_DEPTH), {
    message: `event is nested deeper than ${MAX_EVENT_DEPTH} levels`,
    abort: true,
  })
  .refine((event) => Boolean(event.userId || event.anonymousId), {
    message: 'userId or anonymousId is required',
  })
  .refine((event) => event.type !== 'track' || Boolean(event.event), {
    message: 'Event missing',
    path: ['event'],
  })
  .refine((event) => new TextEncoder().encode(JSON.stringify(event)).byteLength <= MAX_EVENT_BYTES, {
    message: 'event is larger than 32 KB',
  });
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** `POST /a/b`: a batch of events. */
export const batchSchema = z.object({
  writeKey: z.string().max(200).optional(),
  sentAt: z.string().max(40).optional(),
  batch: z.array(analyticsEventSchema).min(1).max(1000),
});

/** `POST /a/m`: performance metrics counters. */
export const metricsSchema = z.object({
  series: z
    .array(
      z.object({
        type: z.string().max(50),
        metric: z.string().max(200),
        value: z.number(),
        tags: z.record(z.string(), z.unknown()).optional(),
      }),
    )
    .max(100),
});

/** The EVENTS queue carries analytics events and contact messages that missed D1. */
export type QueueMessage =
  | { type: 'analytics'; event: AnalyticsEvent & { messageId: string } }
  | { type: 'contact'; body: unknown };

/** Zod issues as short `path: message` lines for a 400 answer. */
export function issueList(error: z.ZodError): string[] {
  return error.issues.slice(0, 20).map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`);
}

/**
 * Whether objects and arrays in `value` nest deeper than `max` levels (`value` itself is level 1).
 * Iterative, and stops at the first level past `max`, so a hostile 100,000-level body costs nothing.
 * @example nestedDeeperThan({ a: { b: 1 } }, 1) // true
 */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  let level: unknown[] = [value];
  for (let depth = 1; level.length > 0; depth++) {
    const next: unknown[] = [];
    for (const item of level) {
      if (item === null || typeof item !== 'object') continue;
      if (depth > max) return true;
      next.push(...(Array.isArray(item) ? item : Object.values(item)));
    }
    level = next;
  }
  return false;
}
