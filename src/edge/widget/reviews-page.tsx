import { fiveScale } from '../../domain/rating';
import { formatDate, formatNumber, ONE_DECIMAL } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import { plural } from '../../i18n/plural';
import type { Translate } from '../../i18n/translate';
import { type EmbedReviewData, embedAuthor, embedText } from '../../ui/embed-review';

/** The widget's only style sheet: inline, allowed by its hash in the widget's own CSP. */
export const WIDGET_CSS = `*{box-sizing:border-box}body{margin:0;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1917;background:#fff}main{padding:12px}h1{font-size:15px;margin:0 0 4px}p{margin:0}.sum{color:#57534e;font-size:13px;margin-bottom:8px}ol{list-style:none;margin:0;padding:0}li{border-top:1px solid #e7e5e4;padding:8px 0}.stars{color:#92400e;font-weight:700;font-size:13px}.who{color:#57534e;font-size:12px}.body{overflow-wrap:anywhere}a{color:#15663a;font-weight:600}.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}footer{border-top:1px solid #e7e5e4;padding-top:8px;font-size:13px}`;

export interface WidgetMember {
  slug: string;
  name: string;
  averageRating?: number | null;
  reviewCount: number;
  reviews: { items: EmbedReviewData[] };
}

/**
 * The reviews widget: a document made for an `<iframe>` on another site. No script; every link
 * opens the profile in a new tab (`rel="noopener"`), never inside the frame.
 */
export function WidgetReviewsPage(props: {
  member: WidgetMember;
  locale: Locale;
  t: Translate;
  brand: string;
  links: { profile: string; reviews: string; review: (review: EmbedReviewData) => string };
}) {
  const { member, locale, t, brand, links } = props;
  const rating =
    typeof member.averageRating === 'number'
      ? formatNumber(locale, fiveScale(member.averageRating), ONE_DECIMAL)
      : null;
  const newTab = t('widget.reviews.opensNewTab');
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{t('widget.reviews.title', { name: member.name })}</title>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant style sheet, no visitor data */}
        <style dangerouslySetInnerHTML={{ __html: WIDGET_CSS }} />
      </head>
      <body>
        {/* Named, so that a page showing this frame keeps one unnamed main landmark of its own. */}
        <main aria-labelledby="widget-title">
          <h1 id="widget-title">
            <a href={links.profile} target="_blank" rel="noopener">
              {t('widget.reviews.title', { name: member.name })}
              <span className="sr"> {newTab}</span>
            </a>
          </h1>
          <p className="sum">
            {[
              rating ? t('widget.badge.rating', { rating }) : null,
              member.reviewCount > 0
                ? plural(t, 'widget.badge.reviews', member.reviewCount)
                : t('widget.badge.noReviews'),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {member.reviews.items.length === 0 ? (
            <p>{t('widget.reviews.empty')}</p>
          ) : (
            <ol>
              {member.reviews.items.map((review) => {
                const { title, body } = embedText(review);
                const author = embedAuthor(review, t);
                return (
                  <li key={review.id}>
                    <p className="stars">
                      {t('widget.badge.rating', {
                        rating: formatNumber(locale, fiveScale(review.rating), ONE_DECIMAL),
                      })}
                    </p>
                    {title ? (
                      <p>
                        <a href={links.review(review)} target="_blank" rel="noopener">
                          {title}
                        </a>
                      </p>
                    ) : null}
                    {body ? <p className="body">{body}</p> : null}
                    <p className="who">
                      {[author, formatDate(locale, review.publishedAt)].filter(Boolean).join(' · ')}
                    </p>
                  </li>
                );
              })}
            </ol>
          )}
          <footer>
            <a href={links.reviews} target="_blank" rel="noopener">
              {t('widget.reviews.seeAll', { brand })}
            </a>{' '}
            <span className="who">{t('widget.reviews.authenticated', { brand })}</span>
          </footer>
        </main>
      </body>
    </html>
  );
}

/** The small document of an unknown (404) or removed (410) member in the widget's frame. */
export function WidgetUnavailablePage(props: { locale: Locale; label: string; brand: string }) {
  return (
    <html lang={props.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="robots" content="noindex" />
        <title>{`${props.brand}: ${props.label}`}</title>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant style sheet, no visitor data */}
        <style dangerouslySetInnerHTML={{ __html: WIDGET_CSS }} />
      </head>
      <body>
        <main aria-label={props.label}>
          <p className="sum">{props.label}</p>
        </main>
      </body>
    </html>
  );
}
