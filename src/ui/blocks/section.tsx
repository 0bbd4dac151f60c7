import type { ReactNode } from 'react';

/** The frame of a data block: a titled, centred section. */
export function BlockSection({
  kind,
  title,
  description,
  children,
  tone = 'plain',
}: {
  kind: string;
  title?: string | null;
  description?: string | null;
  children: ReactNode;
  tone?: 'plain' | 'muted';
}) {
  return (
    <section className={tone === 'muted' ? 'bg-canvas' : undefined} data-block={kind}>
      <div className="container-page py-12">
        {title ? <h2 className="text-balance text-3xl font-bold tracking-tight text-ink">{title}</h2> : null}
        {description ? <p className="mt-3 max-w-3xl text-lg text-muted">{description}</p> : null}
        <div className={title || description ? 'mt-8' : undefined}>{children}</div>
      </div>
    </section>
  );
}
