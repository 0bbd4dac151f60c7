import type { ReactNode } from 'react';
import { BlockSection } from './section';
import type { BlockData, BlockProps } from './types';

/** GROUP: a titled grid of sub-blocks (typically CARDs), rendered by the same dispatcher. */
export function GroupBlock({
  block,
  renderChild,
}: BlockProps & { renderChild: (child: BlockData) => ReactNode }) {
  const children = [...(block.subComponents ?? [])].sort((a, b) => a.position - b.position);
  if (children.length === 0) return null;
  return (
    <BlockSection kind="GROUP" title={block.title} description={block.description}>
      <div
        className={`grid gap-6 sm:grid-cols-2 ${children.length % 3 === 0 ? 'lg:grid-cols-3' : 'lg:grid-cols-4'}`}
      >
        {children.map((child) => (
          <div key={child.id}>{renderChild(child)}</div>
        ))}
      </div>
    </BlockSection>
  );
}
