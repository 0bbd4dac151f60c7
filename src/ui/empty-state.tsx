import type { ReactNode } from 'react';

/**
 * What a list shows when it has nothing: 'No result' after a search, 'No data' otherwise
 * (spec section 8); the caller passes the translated title.
 * @example <EmptyState title={t('shell.empty.noResult')} />
 */
export function EmptyState({
  title,
  children,
  icon,
}: {
  title: string;
  children?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-card border border-dashed border-line-strong bg-surface px-6 py-10 text-center">
      {icon ? <span className="text-muted">{icon}</span> : null}
      <p className="text-base font-semibold text-ink">{title}</p>
      {children ? <div className="max-w-prose text-sm text-muted">{children}</div> : null}
    </div>
  );
}
