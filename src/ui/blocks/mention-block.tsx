import { BlockSection } from './section';
import type { BlockProps } from './types';

/**
 * MENTION: entities named in `relationships` ([{ kind, public_id }]), shown with the shared
 * member or review card; unknown kinds are skipped (their renderers are placeholders in the spec).
 */
export function MentionBlock({ block, context }: BlockProps) {
  const relations = Array.isArray(block.relationships) ? block.relationships : [];
  const items = relations.flatMap((relation) => {
    if (!relation || typeof relation !== 'object') return [];
    const { kind, public_id: id } = relation as { kind?: unknown; public_id?: unknown };
    const entity = typeof id === 'string' ? context.mentions?.[id] : undefined;
    if (!entity) return [];
    if (kind === 'MEMBER' && context.renderMember)
      return [{ id: id as string, node: context.renderMember(entity) }];
    if (kind === 'REVIEW' && context.renderReview)
      return [{ id: id as string, node: context.renderReview(entity) }];
    return [];
  });
  if (items.length === 0) return null;
  return (
    <BlockSection kind="MENTION" title={block.title} description={block.description}>
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id}>{item.node}</li>
        ))}
      </ul>
    </BlockSection>
  );
}
