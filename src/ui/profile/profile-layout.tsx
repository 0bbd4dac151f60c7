import type { ReactNode } from 'react';
import { primaryColorStyle } from '../color';
import { ProfileHeader } from './profile-header';
import { ProfileNav } from './profile-nav';
import type { ProfileChrome, ProfileMember, ProfileTab } from './types';

/**
 * The profile layout every profile screen renders inside the site shell: header, section
 * navigation and the tab's content, all themed by the member's primary colour through CSS
 * variables (default #23A954; +75%, +50%, -50% variants, src/ui/color.ts).
 */
export function ProfileLayout({
  member,
  active,
  chrome,
  children,
  headingLevel = 1,
}: {
  member: ProfileMember;
  active: ProfileTab;
  chrome: ProfileChrome;
  children: ReactNode;
  /** 2 when the tab's own title is the page's h1 (a single review). */
  headingLevel?: 1 | 2;
}) {
  return (
    <div style={primaryColorStyle(member.primaryColor)} className="bg-canvas" data-profile={member.slug}>
      <ProfileHeader member={member} headingLevel={headingLevel} />
      <ProfileNav member={member} active={active} chrome={chrome} />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">{children}</div>
    </div>
  );
}

/** A titled block of a profile tab. */
export function ProfileSection({
  title,
  id,
  children,
  action,
}: {
  title: string;
  id?: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={id ? `${id}-title` : undefined} className="scroll-mt-24">
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id={id ? `${id}-title` : undefined} className="text-xl font-semibold tracking-tight text-ink">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
