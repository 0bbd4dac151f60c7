import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '../i18n/locales';
import { Rating } from '../ui/rating';

/** One review as the modal shows it; every string already translated on the server. */
export interface ModalReview {
  id: string;
  href: string;
  title: string;
  author: string | null;
  role: string | null;
  /** 'Rated 4.5 out of 5'. */
  rating: string;
  /** The rating on 5, drawn as stars. */
  stars: number;
  text: string;
  badge: string;
  qualities: string[];
  /** BCP 47 tag of the title and text when they differ from the page's language. */
  lang?: string;
  /** "Written in French" in the visitor's language, beside such text. */
  writtenIn?: string | null;
}

export interface ReviewModalProps {
  reviews: ModalReview[];
  locale: Locale;
  labels: { dialog: string; previous: string; next: string; close: string; open: string; rating: string };
}

/** Keeps Tab and Shift+Tab inside the open dialog: past the last control comes the first. */
function trapFocus(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [
    ...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), [tabindex="0"]'),
  ];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const at = focusable.indexOf(document.activeElement as HTMLElement);
  // From the dialog itself (focused when it opened) or its edges, wrap around.
  if (event.shiftKey && at <= 0) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (at === -1 || at === focusable.length - 1)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Island: opens the reviews of a list page in a dialog. Cards stay plain links to the reference
 * page (that is the no-JavaScript version); with the island a click opens the dialog and puts the
 * reference URL in the address bar (history.pushState), so every review keeps a real URL.
 * Previous / next / close by mouse and keyboard (arrows, Escape); Back closes it.
 */
export function ReviewModal({ reviews, locale, labels }: ReviewModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const listUrl = useRef<string>('');
  const [index, setIndex] = useState<number | null>(null);

  const show = useCallback(
    (next: number, mode: 'push' | 'replace' | 'none') => {
      const review = reviews[next];
      if (!review) return;
      if (mode === 'push') history.pushState({ reviewModal: review.id }, '', review.href);
      if (mode === 'replace') history.replaceState({ reviewModal: review.id }, '', review.href);
      setIndex(next);
      if (dialog.current && !dialog.current.open) dialog.current.showModal();
    },
    [reviews],
  );

  const close = useCallback(() => {
    if (dialog.current?.open) dialog.current.close();
    setIndex(null);
    if (history.state?.reviewModal) history.pushState(null, '', listUrl.current);
  }, []);

  useEffect(() => {
    listUrl.current = location.href;
    function onClick(event: MouseEvent) {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const anchor = (event.target as Element | null)?.closest?.('a[data-review-link]');
      const at = anchor
        ? reviews.findIndex((review) => review.id === anchor.getAttribute('data-review-link'))
        : -1;
      if (at < 0) return;
      event.preventDefault();
      listUrl.current = location.href;
      show(at, 'push');
    }
    function onPop(event: PopStateEvent) {
      const id = (event.state as { reviewModal?: string } | null)?.reviewModal;
      const at = id ? reviews.findIndex((review) => review.id === id) : -1;
      if (at >= 0) show(at, 'none');
      else if (dialog.current?.open) {
        dialog.current.close();
        setIndex(null);
      }
    }
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPop);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPop);
    };
  }, [reviews, show]);

  const review = index === null ? null : reviews[index];
  const step = (delta: number) => {
    if (index === null || reviews.length === 0) return;
    show((index + delta + reviews.length) % reviews.length, 'replace');
  };

  return (
    <dialog
      ref={dialog}
      aria-label={labels.dialog}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onKeyDown={(event) => {
        trapFocus(event);
        if (event.key === 'ArrowRight') step(1);
        if (event.key === 'ArrowLeft') step(-1);
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself) closes it.
        if (event.target === dialog.current) close();
      }}
      className="m-auto w-[min(42rem,calc(100vw-2rem))] rounded-card border border-line bg-surface p-0 text-ink shadow-raised backdrop:bg-ink/50"
    >
      {review ? (
        <div className="flex max-h-[85vh] flex-col">
          <div className="flex items-center justify-between gap-2 border-b border-line px-5 py-3">
            <div className="flex gap-2">
              <button
                type="button"
                onClick={() => step(-1)}
                className="rounded-full border border-line px-3 py-1.5 text-sm font-medium hover:border-primary"
              >
                <span aria-hidden="true">← </span>
                {labels.previous}
              </button>
              <button
                type="button"
                onClick={() => step(1)}
                className="rounded-full border border-line px-3 py-1.5 text-sm font-medium hover:border-primary"
              >
                {labels.next}
                <span aria-hidden="true"> →</span>
              </button>
            </div>
            <button
              type="button"
              onClick={close}
              className="rounded-full px-3 py-1.5 text-sm font-semibold hover:bg-stone-100"
            >
              {labels.close} <span aria-hidden="true">✕</span>
            </button>
          </div>
          <article className="flex flex-col gap-3 overflow-y-auto px-5 py-5">
            <h2 className="text-xl font-semibold leading-snug" lang={review.lang}>
              {review.title}
            </h2>
            {review.author ? (
              <p className="text-sm">
                <span className="font-semibold">{review.author}</span>
                {review.role ? <span className="text-muted"> · {review.role}</span> : null}
              </p>
            ) : null}
            <Rating value={review.stars} locale={locale} label={labels.rating} />
            {review.text ? (
              <p className="whitespace-pre-line leading-relaxed text-ink-soft" lang={review.lang}>
                {review.text}
              </p>
            ) : null}
            {review.writtenIn ? <p className="text-xs italic text-muted">{review.writtenIn}</p> : null}
            {review.qualities.length > 0 ? (
              <ul className="flex flex-wrap gap-1.5">
                {review.qualities.map((quality) => (
                  <li
                    key={quality}
                    className="rounded-full bg-primary-light75/60 px-2.5 py-0.5 text-xs font-medium text-primary-dark50"
                  >
                    {quality}
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="text-xs font-medium text-brand-700">{review.badge}</p>
            <a
              href={review.href}
              className="self-start text-sm font-semibold text-primary-dark50 underline underline-offset-4"
            >
              {labels.open}
            </a>
          </article>
        </div>
      ) : null}
    </dialog>
  );
}
