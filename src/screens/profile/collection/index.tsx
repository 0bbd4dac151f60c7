import { query } from '../../../graphql/client';
import { notFound } from '../../../http/errors';
import { useI18n } from '../../../i18n/i18n-context';
import { plural } from '../../../i18n/plural';
import { defineScreen, type ScreenContext } from '../../../render/screen';
import { link } from '../../../routing/link';
import { canonicalPageQuery } from '../../../routing/list-page';
import type { RouteParams } from '../../../routing/route-table';
import { Pagination } from '../../../ui/pagination';
import { ProfileLayout } from '../../../ui/profile/profile-layout';
import { RemovedCompany } from '../../../ui/profile/removed-company';
import type { ProfileChrome } from '../../../ui/profile/types';
import { chromeOf, guardMember, profileStatus, type RemovedProfile } from '../profile-guard';
import { ReviewMasonry } from '../reviews/reviews-view';

type Params = RouteParams<'profil-slug-collection-id'>;
type Result = Awaited<ReturnType<typeof query<'Collection'>>>;
interface CollectionData {
  kind: 'active';
  member: NonNullable<Result['member']>;
  collection: NonNullable<Result['collection']>;
  chrome: ProfileChrome;
  page: number;
}

async function load(ctx: ScreenContext<Params>): Promise<CollectionData | RemovedProfile> {
  const raw = ctx.url.searchParams.get('page');
  const page = raw && /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : 1;
  const { member, collection } = await query(ctx.c, 'Collection', {
    slug: ctx.params.slug,
    id: ctx.params.id,
    page,
  });
  const removed = await guardMember(ctx, member);
  if (removed || !member) return removed as RemovedProfile;
  if (!collection || (page > 1 && page > collection.reviews.info.pageCount)) throw notFound(ctx.url.pathname);
  return { kind: 'active', member, collection, chrome: chromeOf(ctx), page };
}

function CollectionView({ data }: { data: CollectionData | RemovedProfile }) {
  const { t, locale } = useI18n();
  if (data.kind === 'removed') return <RemovedCompany member={data.member} others={data.others} />;
  const { member, collection, chrome, page } = data;
  const here = (number: number) =>
    link(
      locale,
      'profil-slug-collection-id',
      { slug: member.slug, id: collection.id },
      number > 1 ? { page: number } : undefined,
    );
  return (
    <ProfileLayout member={member} active="reviews" chrome={chrome} headingLevel={2}>
      <div className="flex flex-col gap-6">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink">{collection.title}</h1>
          {collection.description ? <p className="mt-1 text-ink-soft">{collection.description}</p> : null}
          <p className="mt-2 text-sm text-muted">
            {plural(t, 'profile.reviews.count', collection.reviewCount)}
          </p>
        </div>
        {collection.reviews.items.length > 0 ? (
          <ReviewMasonry reviews={collection.reviews.items} brand={chrome.brand} />
        ) : (
          <p className="text-muted">{t('profile.reviews.noResult')}</p>
        )}
        <Pagination page={page} pageCount={collection.reviews.info.pageCount} hrefOf={here} />
      </div>
    </ProfileLayout>
  );
}

/** Screen 'profil-slug-collection-id': a titled collection of the member's reviews. */
export const screen = defineScreen('profil-slug-collection-id', {
  layout: 'marketplace',
  load,
  status: profileStatus,
  head: ({ t }, data) =>
    data.kind === 'removed'
      ? { title: t('profile.removed.title'), noindex: true }
      : {
          title: `${data.collection.title ?? ''} · ${data.member.name}`,
          canonicalQuery: canonicalPageQuery(data.page),
        },
  Component: CollectionView,
});
