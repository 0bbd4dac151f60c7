import { LANG_CODES, type LangCode } from '../../i18n/locales';
import { languageOf, translated, translatedValue } from '../../i18n/translated';
import type { GraphqlContext } from '../context';
import { json, langOf, pageInfo, paging, picture, type Row, text } from './shared';

/**
 * The language an article is given in: the visitor's when its body holds it, else its original
 * language when the row names one (a `lang` column), else whichever its body holds.
 */
function articleTextLang(parent: Row, context: GraphqlContext): LangCode {
  const wanted = langOf(parent, context);
  const original = (LANG_CODES as readonly unknown[]).includes(parent.lang)
    ? (parent.lang as LangCode)
    : null;
  const preferred = original ? [wanted, original] : [wanted];
  return languageOf(json(parent.body), preferred) ?? languageOf(parent.title, preferred) ?? wanted;
}

const articleText = (column: string) =>
  function articleTextField(parent: Row, _args: unknown, context: GraphqlContext) {
    return translated(parent[column], articleTextLang(parent, context));
  };

type Args = Record<string, unknown>;

/** Articles, their authors and tags. */
export const articleResolvers = {
  Query: {
    async articles(_root: unknown, args: Args, context: GraphqlContext) {
      const { page, pageSize, offset } = paging(args.page, args.pageSize);
      const tag = typeof args.tag === 'string' && args.tag ? args.tag : null;
      const where = `(?1 IS NULL OR a.id IN (SELECT l.article_id FROM article_tag_links l JOIN article_tags t ON t.id = l.article_tag_id WHERE t.slug = ?1))`;
      const [items, count] = await Promise.all([
        context.db.all<Row>(
          `SELECT a.* FROM articles a WHERE ${where} ORDER BY a.published_at DESC LIMIT ?2 OFFSET ?3`,
          tag,
          pageSize,
          offset,
        ),
        context.db.first<{ n: number }>(`SELECT count(*) AS n FROM articles a WHERE ${where}`, tag),
      ]);
      return { info: pageInfo(count?.n ?? 0, page, pageSize), items };
    },
    article: (_root: unknown, args: { slug: string }, context: GraphqlContext) =>
      context.db.first<Row>('SELECT * FROM articles WHERE slug = ?', args.slug),
    articleTag: (_root: unknown, args: { slug: string }, context: GraphqlContext) =>
      context.db.first<Row>('SELECT * FROM article_tags WHERE slug = ?', args.slug),
  },
  Article: {
    id: (parent: Row) => parent.public_id,
    textLang: (parent: Row, _args: unknown, context: GraphqlContext) => articleTextLang(parent, context),
    title: articleText('title'),
    excerpt: articleText('excerpt'),
    body: (parent: Row, _args: unknown, context: GraphqlContext) =>
      translatedValue(json(parent.body), articleTextLang(parent, context)),
    cover: (parent: Row) => picture(parent.cover_key),
    publishedAt: (parent: Row) => parent.published_at,
    updatedAt: (parent: Row) => parent.updated_at,
    author: (parent: Row, _args: unknown, context: GraphqlContext) =>
      parent.author_id == null ? null : context.loaders.authorById.load(parent.author_id as number),
    tags: (parent: Row, _args: unknown, context: GraphqlContext) =>
      context.db.all<Row>(
        'SELECT t.* FROM article_tag_links l JOIN article_tags t ON t.id = l.article_tag_id WHERE l.article_id = ? ORDER BY t.slug',
        parent.id,
      ),
    members: (parent: Row, _args: unknown, context: GraphqlContext) =>
      context.db.all<Row>(
        `SELECT m.* FROM article_members am JOIN members m ON m.id = am.member_id
         WHERE am.article_id = ? AND m.status = 'active' ORDER BY m.name LIMIT 24`,
        parent.id,
      ),
  },
  Author: {
    jobTitle: text('job_title'),
    bio: text('bio'),
    avatar: (parent: Row) => picture(parent.avatar_key),
  },
  ArticleTag: { id: (parent: Row) => parent.public_id, label: text('label') },
};
