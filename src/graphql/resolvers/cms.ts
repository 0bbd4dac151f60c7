import type { Resolvers } from '../../generated/resolvers';
import type { LangCode } from '../../i18n/locales';
import type { GraphqlContext } from '../context';
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
    mainNavigation: (_root, args, context) => pageComponents('MAIN_NAV', args.lang ?? undefined, context),
    mainFooter: (_root, args, context) => pageComponents('MAIN_FOOTER', args.lang ?? undefined, context),
    async defaultCta(_root, args, context) {
      const row = await context.db.first<Row>(
        `SELECT c.* FROM components c, config k
         WHERE k.key = 'default_cta_component'
           AND c.public_id = CASE WHEN json_valid(k.value) THEN json_extract(k.value, '$') ELSE k.value END
         LIMIT 1`,
      );
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
