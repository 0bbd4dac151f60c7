import type { BlockProps } from './types';

/** HEADER: a section heading with an optional lead. */
export function HeaderBlock({ block }: BlockProps) {
  return (
    <header className="mx-auto max-w-3xl px-4 pt-12 text-center sm:px-6" data-block="HEADER">
      {block.title ? (
        <h2 className="text-balance text-3xl font-bold tracking-tight text-ink">{block.title}</h2>
      ) : null}
      {block.description ? <p className="mt-3 text-lg text-muted">{block.description}</p> : null}
    </header>
  );
}
