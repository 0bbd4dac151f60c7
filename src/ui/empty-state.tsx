import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** What is missing, said plainly ('No result'). */
  title: string;
  /** What the visitor can do about it. */
  hint?: string;
  /** A way on (a button to a fuller list). */
  action?: ReactNode;
  /** Announced when it replaces results the visitor asked for (a search). */
  live?: boolean;
  testId?: string;
}

/**
 * The one answer of every list that has nothing to show (directory, search, reviews,
 * leaderboard): a dashed box with a title, a hint and a way on, never a bare blank.
 * @example <EmptyState title={t('marketplace.directory.empty')} hint={t('marketplace.directory.emptyHint')} />
 */
export function EmptyState({ title, hint, action, live = false, testId }: EmptyStateProps) {
  return (
    <div
      className="rounded-card border border-dashed border-line-strong bg-surface px-4 py-10 text-center sm:p-10"
      data-testid={testId}
    >
      <p className="text-lg font-semibold text-ink" role={live ? 'status' : undefined}>
        {title}
      </p>
      {hint ? <p className="mx-auto mt-2 max-w-prose text-muted">{hint}</p> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
