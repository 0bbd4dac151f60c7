import { BlockSection } from './section';
import type { BlockProps } from './types';

/** MEMBERS_SERVICES: the services selector (an island the page renders and passes in). */
export function MembersServicesBlock({ block, context }: BlockProps) {
  if (!context.servicesSelector) return null;
  return (
    <BlockSection kind="MEMBERS_SERVICES" title={block.title} description={block.description} tone="muted">
      {context.servicesSelector}
    </BlockSection>
  );
}
