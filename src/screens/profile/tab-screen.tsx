import type { ReactNode } from 'react';
import { query } from '../../graphql/client';
import type { TranslationKey } from '../../i18n/translate';
import { defineScreen, type ScreenContext } from '../../render/screen';
import type { RouteName } from '../../routing/route-table';
import { ProfileLayout } from '../../ui/profile/profile-layout';
import { RemovedCompany } from '../../ui/profile/removed-company';
import type { ProfileChrome, ProfileMember, ProfileTab } from '../../ui/profile/types';
import {
  chromeOf,
  guardMember,
  type ProfileLead,
  profileLead,
  profileStatus,
  type RemovedProfile,
  removedHead,
} from './profile-guard';

type TabOperation = 'ProfileData' | 'ProfileCulture' | 'ProfileEcosystem' | 'ProfileRewards';
type TabMember<O extends TabOperation> = NonNullable<Awaited<ReturnType<typeof query<O>>>['member']>;

/** What a profile tab renders: the member of its operation and the chrome. */
export interface TabData<O extends TabOperation> {
  kind: 'active';
  member: TabMember<O>;
  chrome: ProfileChrome;
  tab: ProfileTab;
  Body: (props: { member: TabMember<O>; chrome: ProfileChrome }) => ReactNode;
}

/** The profile layout around a tab's body, or the removed page. */
function TabView<O extends TabOperation>({ data }: { data: TabData<O> | RemovedProfile }) {
  if (data.kind === 'removed') return <RemovedCompany member={data.member} others={data.others} />;
  const { Body } = data;
  return (
    <ProfileLayout member={data.member as unknown as ProfileMember} active={data.tab} chrome={data.chrome}>
      <Body member={data.member} chrome={data.chrome} />
    </ProfileLayout>
  );
}

/**
 * A profile tab screen (data, culture, ecosystem, rewards): one operation by slug, the removed
 * page with 410, the profile layout around the tab's body, and a title from the dictionary.
 */
export function tabScreen<N extends RouteName, O extends TabOperation>(
  name: N,
  options: {
    operation: O;
    tab: ProfileTab;
    titleKey: TranslationKey;
    Body: (props: { member: TabMember<O>; chrome: ProfileChrome }) => ReactNode;
  },
) {
  async function load(ctx: ScreenContext<{ slug: string }>): Promise<TabData<O> | RemovedProfile> {
    const result = (await query(ctx.c, options.operation, { slug: ctx.params.slug })) as {
      member: TabMember<O> | null;
    };
    const removed = await guardMember(ctx, result.member as unknown as ProfileMember | null);
    if (removed || !result.member) return removed as RemovedProfile;
    return {
      kind: 'active',
      member: result.member,
      chrome: chromeOf(ctx),
      tab: options.tab,
      Body: options.Body,
    };
  }
  return defineScreen(name, {
    layout: 'marketplace',
    lead: profileLead as never,
    load: load as never,
    status: profileStatus,
    head: ({ t }, lead: ProfileLead) =>
      lead.kind === 'removed' ? removedHead(t) : { title: t(options.titleKey, { name: lead.member.name }) },
    Component: TabView<O>,
  });
}
