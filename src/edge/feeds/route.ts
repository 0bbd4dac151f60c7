import { type Context, Hono } from 'hono';
import { fiveScale } from '../../domain/rating';
import { query } from '../../graphql/client';
import { HttpError, notFound } from '../../http/errors';
import { formatNumber, ONE_DECIMAL } from '../../i18n/format';
import { LOCALES, type Locale } from '../../i18n/locales';
import { translator } from '../../i18n/translate';
import { feedPaths } from '../../routing/feed-paths';
import { link, localePath } from '../../routing/link';
import { slug as slugSchema } from '../../routing/route-params';
import { embedAuthor, embedText } from '../../ui/embed-review';
import { atomXml } from './atom';

const FEED_CACHE = 'public, max-age=900, s-maxage=900, stale-while-revalidate=86400';

function atomResponse(c: Context, xml: string) {
  return c.body(xml, 200, {
    'Content-Type': 'application/atom+xml; charset=utf-8',
    'Cache-Control': FEED_CACHE,
    'X-Content-Type-Options': 'nosniff',
  });
}

function articlesFeed(locale: Locale) {
  return async function articlesAtom(c: Context) {
    const t = translator(locale);
    const brand = c.get('config').BRAND_NAME;
    const origin = new URL(c.req.url).origin;
    const absolute = (path: string) => new URL(path, origin).href;
    const { articles } = await query(c, 'ArticlesFeed', {});
    return atomResponse(
      c,
      atomXml({
        id: absolute(feedPaths.articles(locale)),
        title: t('widget.feeds.articles', { brand }),
        subtitle: t('widget.feeds.articlesSubtitle', { brand }),
        lang: locale,
        self: absolute(feedPaths.articles(locale)),
        alternate: absolute(link(locale, 'articles', {})),
        author: brand,
        entries: articles.items.map((article) => {
          const href = absolute(link(locale, 'articles-slug', { slug: article.slug }));
          return {
            id: href,
            title: article.title || article.slug,
            link: href,
            published: article.publishedAt,
            updated: article.updatedAt > article.publishedAt ? article.updatedAt : article.publishedAt,
            author: article.author?.name || brand,
            content: article.excerpt || article.title || '',
          };
        }),
      }),
    );
  };
}

function memberReviewsFeed(locale: Locale) {
  return async function memberReviewsAtom(c: Context) {
    const path = new URL(c.req.url).pathname;
    const parsed = slugSchema.safeParse(c.req.param('slug'));
    if (!parsed.success) throw notFound(path);
    const { member } = await query(c, 'MemberReviewsFeed', { slug: parsed.data });
    if (!member) throw notFound(path);
    if (member.status !== 'active') throw new HttpError(410, 'Gone');
    const t = translator(locale);
    const brand = c.get('config').BRAND_NAME;
    const origin = new URL(c.req.url).origin;
    const absolute = (to: string) => new URL(to, origin).href;
    const self = absolute(feedPaths.memberReviews(locale, member.slug));
    return atomResponse(
      c,
      atomXml({
        id: self,
        title: t('widget.feeds.reviews', { name: member.name }),
        subtitle: t('widget.feeds.reviewsSubtitle', { name: member.name, brand }),
        lang: locale,
        self,
        alternate: absolute(link(locale, 'profil-slug-reviews', { slug: member.slug })),
        author: brand,
        // A feed is newest first; the list puts the visitor's language first.
        entries: [...member.reviews.items].sort(newestFirst).map((review) => {
          const href = absolute(
            link(locale, 'profil-slug-reference-id', { slug: member.slug, id: review.id }),
          );
          const author = embedAuthor(review, t) || t('widget.feeds.someone');
          const text = embedText(review);
          const rating = formatNumber(locale, fiveScale(review.rating), ONE_DECIMAL);
          return {
            // The review's own id: a contact's link id may name several reviews.
            id: `${absolute(link(locale, 'profil-slug-reviews', { slug: member.slug }))}#review-${review.id}`,
            title: t('widget.feeds.reviewTitle', {
              rating,
              title: text.title || t('widget.feeds.untitled', { author }),
            }),
            link: href,
            published: review.publishedAt,
            updated: review.publishedAt,
            author,
            content: [text.body || text.title, author].filter(Boolean).join(' · '),
          };
        }),
      }),
    );
  };
}

/** Orders reviews by their publication, the newest first. */
const newestFirst = (a: { publishedAt: string }, b: { publishedAt: string }) =>
  Date.parse(b.publishedAt) - Date.parse(a.publishedAt);

/** Atom feeds in every locale: the articles, and a member's latest reviews. */
export const feedRoutes = new Hono<{ Bindings: Env }>();

for (const locale of LOCALES) {
  feedRoutes.get(localePath(locale, '/articles/feed.xml'), articlesFeed(locale));
  feedRoutes.get(localePath(locale, '/profil/:slug/reviews/feed.xml'), memberReviewsFeed(locale));
}
