import type { ComponentType } from 'react';
import { safeJson } from '../ui/safe-json';

/** When the client hydrates an island: on screen, when the browser is idle, or on first use. */
export type HydrateWhen = 'visible' | 'idle' | 'interaction';

/** Props of `<Island>`: the island's registered name, its component and its serialisable props. */
export interface IslandProps<P extends object> {
  /** Key of the island in client/islands.ts (its file name in src/islands). */
  name: string;
  component: ComponentType<P>;
  props: P;
  when?: HydrateWhen;
  /** For `interaction`: the id of the element whose first use hydrates (default: the island). */
  trigger?: string;
  /**
   * For `interaction`: a selector of the trigger's links whose click the island handles (the
   * review cards of a list). A click on one before the island is ready waits for it and is
   * replayed, so the first click, tap or Enter already opens what the island opens.
   */
  replay?: string;
  /**
   * A local-storage key: when it holds something, the island hydrates when idle instead of
   * waiting for `when` (it restores that state, e.g. the compare selection).
   */
  idleIfStored?: string;
}

/**
 * Server-renders an interactive component inside a marker the client entry finds: the marker
 * carries the island's name, when to hydrate and its props as JSON escaped so that nothing can
 * end the attribute or a script (`<` as \u003c, also >, &, U+2028/9). Props must be plain data.
 * @example <Island name="services-selector" component={ServicesSelector} props={props} when="visible" />
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  when = 'visible',
  trigger,
  replay,
  idleIfStored,
}: IslandProps<P>) {
  return (
    <div
      className="contents"
      data-island={name}
      data-when={when}
      data-trigger={trigger}
      data-replay={replay}
      data-idle-if-stored={idleIfStored}
      data-props={safeJson(props)}
    >
      <Component {...props} />
    </div>
  );
}
