import type { Resolvers } from '../../generated/resolvers';
import type { LangCode } from '../../i18n/locales';
import type { GraphqlContext } from '../context';
import type { Reference } from '../reference';
import {
  idColumn,
  idOf,
  json,
  langOf,
  picture,
  type Row,
  resolveTranslations,
  rowWithLang,
  text,
  withLang,
} from './shared';

/** The top-level components of the first CMS page of `kind`, in position order. */
async function pageComponents(kind: string, lang: LangCode | undefined, context: GraphqlContext) {
  const reference = await context.reference();
  const page = reference.pages.find((row) => row.kind === kind);
  if (!page) return [];
  return withLang(
    reference.components.filter((row) => row.page_id === page.id && row.parent_id === null),
    lang,
  );
}

/** The component the configuration names as the default call to action (its public id). */
function defaultCtaOf(reference: Reference): Row | null {
  const value = reference.config.get('default_cta_component');
  if (value === undefined) return null;
  let publicId: unknown = value;
  try {
    publicId = JSON.parse(value);
  } catch {
    publicId = value;
  }
  return reference.components.find((row) => row.public_id === publicId) ?? null;
}

/** CMS components: navigation, footer, default call to action (docs/cms.md). */
export const cmsResolvers = {
  Query: {
    mainNavigation: (_root, args, context) => pageComponents('MAIN_NAV', args.lang ?? undefined, context),
    mainFooter: (_root, args, context) => pageComponents('MAIN_FOOTER', args.lang ?? undefined, context),
    async defaultCta(_root, args, context) {
      const row = defaultCtaOf(await context.reference());
      return row ? rowWithLang(row, args.lang ?? undefined) : null;
    },
  },
  Component: {
    id: idColumn('public_id'),
    title: text('title'),
    description: text('description'),
    content: (parent, _args, context) => resolveTranslations(json(parent.content), langOf(parent, context)),
    relationships: (parent) => json(parent.relationships),
    picture: (parent) => picture(parent.picture_key),
    async subComponents(parent, _args, context) {
      return withLang(await context.loaders.componentsByParent.load(idOf(parent)), parent.__lang);
    },
  },
} satisfies Resolvers;
