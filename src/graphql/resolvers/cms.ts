import type { LangCode } from '../../i18n/locales';
import type { GraphqlContext } from '../context';
import { json, langOf, picture, type Row, resolveTranslations, text, withLang } from './shared';

async function pageComponents(kind: string, lang: LangCode | undefined, context: GraphqlContext) {
  const rows = await context.db.all<Row>(
    `SELECT c.* FROM components c
     WHERE c.page_id = (SELECT id FROM pages WHERE kind = ? ORDER BY id LIMIT 1) AND c.parent_id IS NULL
     ORDER BY c.position`,
    kind,
  );
  return withLang(rows, lang);
}

/** CMS components: navigation, footer, default call to action (docs/cms.md). */
export const cmsResolvers = {
  Query: {
    mainNavigation: (_root: unknown, args: { lang?: LangCode | null }, context: GraphqlContext) =>
      pageComponents('MAIN_NAV', args.lang ?? undefined, context),
    mainFooter: (_root: unknown, args: { lang?: LangCode | null }, context: GraphqlContext) =>
      pageComponents('MAIN_FOOTER', args.lang ?? undefined, context),
    async defaultCta(_root: unknown, args: { lang?: LangCode | null }, context: GraphqlContext) {
      const row = await context.db.first<Row>(
        `SELECT c.* FROM components c, config k
         WHERE k.key = 'default_cta_component'
           AND c.public_id = CASE WHEN json_valid(k.value) THEN json_extract(k.value, '$') ELSE k.value END
         LIMIT 1`,
      );
      return row ? withLang([row], args.lang ?? undefined)[0] : null;
    },
  },
  Component: {
    id: (parent: Row) => parent.public_id,
    title: text('title'),
    description: text('description'),
    content: (parent: Row, _args: unknown, context: GraphqlContext) =>
      resolveTranslations(json(parent.content), langOf(parent, context)),
    relationships: (parent: Row) => json(parent.relationships),
    picture: (parent: Row) => picture(parent.picture_key),
    async subComponents(parent: Row, _args: unknown, context: GraphqlContext) {
      return withLang(await context.loaders.componentsByParent.load(parent.id as number), parent.__lang);
    },
  },
};
