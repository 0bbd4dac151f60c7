import type { ReactNode } from 'react';

/** The title band of a marketplace page: optional breadcrumb, h1, lead and extra content. */
export function PageHeader({
  title,
  lead,
  breadcrumb,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  breadcrumb?: { label: string; items: { label: string; href?: string }[] };
  children?: ReactNode;
}) {
  return (
    <div className="border-b border-line bg-gradient-to-b from-brand-50/70 to-white">
      <div className="container-page pb-10 pt-8">
        {breadcrumb ? (
          <nav aria-label={breadcrumb.label} className="mb-4 text-sm text-muted">
            <ol className="flex flex-wrap items-center gap-1">
              {breadcrumb.items.map((item, index) => (
                <li key={item.href ?? item.label} className="flex items-center gap-1">
                  {index > 0 ? <span aria-hidden="true">/</span> : null}
                  {item.href ? (
                    <a href={item.href} className="underline-offset-2 hover:text-brand-800 hover:underline">
                      {item.label}
                    </a>
                  ) : (
                    <span aria-current="page" className="text-ink">
                      {item.label}
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <h1 className="text-balance break-words hyphens-auto text-2xl font-bold tracking-tight text-ink min-[360px]:text-3xl sm:text-4xl">
          {title}
        </h1>
        {lead ? <p className="mt-3 max-w-3xl text-lg text-ink-soft">{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}
