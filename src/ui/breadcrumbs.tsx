export interface Crumb {
  label: string;
  /** The last crumb (current page) has no address. */
  href?: string;
}

/**
 * Breadcrumb trail with the current page marked; pair it with BreadcrumbList JSON-LD in the head.
 * @example <Breadcrumbs label="Fil d'Ariane" items={[{ label: 'Accueil', href: '/' }, { label: 'SEO' }]} />
 */
export function Breadcrumbs({ items, label }: { items: Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-muted">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a trail may repeat a label; order is fixed
            <li key={`${item.label}-${i}`} className="inline-flex min-w-0 items-center gap-1.5">
              {item.href && !last ? (
                <a href={item.href} className="truncate hover:text-ink hover:underline">
                  {item.label}
                </a>
              ) : (
                <span aria-current={last ? 'page' : undefined} className="truncate font-medium text-ink">
                  {item.label}
                </span>
              )}
              {last ? null : (
                <span aria-hidden="true" className="text-stone-400">
                  /
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
