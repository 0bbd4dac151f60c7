import type { ComponentType } from 'react';

/** Loads an island's component; each import becomes its own chunk, fetched only when needed. */
export type IslandLoader = () => Promise<ComponentType<Record<string, unknown>>>;

const as = (component: unknown) => component as ComponentType<Record<string, unknown>>;

/**
 * Every island by the name `<Island name>` uses (its file name in src/islands). Add a line per
 * new island; nothing else in the client changes.
 */
export const islands: Record<string, IslandLoader> = {
  'services-selector': () => import('../src/islands/services-selector').then((m) => as(m.ServicesSelector)),
  disclosure: () => import('../src/islands/disclosure').then((m) => as(m.Disclosure)),
  'contact-form': () => import('../src/islands/contact-form').then((m) => as(m.ContactForm)),
  'review-modal': () => import('../src/islands/review-modal').then((m) => as(m.ReviewModal)),
  'compare-tray': () => import('../src/islands/compare-tray').then((m) => as(m.CompareTray)),
};
