import type { Resolvers } from '../../generated/resolvers';
import { LANG_CODES, type LangCode } from '../../i18n/locales';
import { languageOf, translated, translatedValue } from '../../i18n/translated';
import { type GraphqlContext, kept } from '../context';
import { foldedOr, memberColumns } from '../loaders';
import {
  idColumn,
  idOf,
  json,
  keyOf,
  langOf,
  oneOf,
  pageInfo,
  paging,
  picture,
  type Row,
  text,
  textColumn,
} from './shared';

/**
 * An article's columns for a card (alias `a`): all but its body, which a list reads as
 * `body_langs`, an object of the languages it holds (each with a non-empty text): a card needs to
 * know those, not the 13-21 KB of rich text per language (D1 handing the home six whole bodies was
 * its largest result). A body in another stored form (plain text, a list of `{ lang, value }`)
 * is read whole, as before.
 */
export const ARTICLE_CARD_COLUMNS = `a.id, a.public_id, a.slug, a.author_id, a.title, a.excerpt, a.cover_key,
  a.published_at, a.updated_at,
  CASE WHEN json_valid(a.body) AND json_type(a.body) = 'object' THEN (
    SELECT json_group_object(key, 1) FROM json_each(a.body)
    WHERE type <> 'null'
      AND NOT (type = 'text' AND trim(value, ' ' || char(9, 10, 11, 12, 13)) = '')
      AND NOT (type = 'array' AND json_array_length(value) = 0)
  ) ELSE a.body END AS body_langs,
  (SELECT json_group_array(json_object('id', t.id, 'public_id', t.public_id, 'slug', t.slug, 'label', t.label) ORDER BY t.slug)
   FROM article_tag_links l JOIN article_tags t ON t.id = l.article_tag_id WHERE l.article_id = a.id) AS __tags`;

/**
 * Text languages already found, by row and wanted language: a card asks for one per field
 * (textLang, title, excerpt) and each finding parses the whole body (17 KB of JSON on average).
 * Kept in the request's context.
 */
const TEXT_LANGS = Symbol('article text languages');

/**
 * The language an article is given in: the visitor's when its body holds it, else its original
 * language when the row names one (a `lang` column), else whichever its body holds.
 */
function articleTextLang(parent: Row, context: GraphqlContext): LangCode {
  const wanted = langOf(parent, context);
  const textLangs = kept(context, TEXT_LANGS, () => new WeakMap<Row, Map<LangCode, LangCode>>());
  let known = textLangs.get(parent);
  const found = known?.get(wanted);
  if (found) return found;
  const original = oneOf(LANG_CODES, parent.lang) ?? null;
  const preferred = original ? [wanted, original] : [wanted];
  const body = json(parent.body_langs ?? parent.body);
  const lang = languageOf(body, preferred) ?? languageOf(parent.title, preferred) ?? wanted;
  if (!known) {
    known = new Map();
    textLangs.set(parent, known);
  }
  known.set(wanted, lang);
  return lang;
}

const articleText = (column: string) =>
  function articleTextField(parent: Row, _args: unknown, context: GraphqlContext) {
    return translated(parent[column], articleTextLang(parent, context));
  };

/** Articles, their authors and tags. */
export const articleResolvers = {
  Query: {
    async articles(_root, args, context) {
      const { page, pageSize, offset } = paging(args.page, args.pageSize);
      const tag = typeof args.tag === 'string' && args.tag ? args.tag : null;
      const where = `(?1 IS NULL OR a.id IN (SELECT l.article_id FROM article_tag_links l JOIN article_tags t ON t.id = l.article_tag_id WHERE t.slug = ?1))`;
      const [items, count] = await Promise.all([
        context.db.all<Row>(
          `SELECT ${ARTICLE_CARD_COLUMNS} FROM articles a WHERE ${where}
           ORDER BY a.published_at DESC LIMIT ?2 OFFSET ?3`,
          tag,
          pageSize,
          offset,
        ),
        context.db.first<{ n: number }>(`SELECT count(*) AS n FROM articles a WHERE ${where}`, tag),
      ]);
      return { info: pageInfo(count?.n ?? 0, page, pageSize), items };
    },
    article: (_root, args, context) =>
      context.db.first<Row>('SELECT * FROM articles WHERE slug = ?', args.slug),
    articleTag: (_root, args, context) =>
      context.db.first<Row>('SELECT * FROM article_tags WHERE slug = ?', args.slug),
  },
  Article: {
    id: idColumn('public_id'),
    textLang: (parent, _args, context) => articleTextLang(parent, context),
    title: articleText('title'),
    excerpt: articleText('excerpt'),
    body: (parent, _args, context) => translatedValue(json(parent.body), articleTextLang(parent, context)),
    cover: (parent) => picture(parent.cover_key),
    publishedAt: textColumn('published_at'),
    updatedAt: textColumn('updated_at'),
    author(parent, _args, context) {
      const authorId = keyOf(parent, 'author_id');
      return authorId === null ? null : context.loaders.authorById.load(authorId);
    },
    tags: async (parent, _args, context) =>
      (await foldedOr<Row[]>(parent, '__tags', () => context.loaders.tagsByArticle.load(idOf(parent)))) ?? [],
    members: (parent, _args, context) =>
      context.db.all<Row>(
        `SELECT ${memberColumns('m')} FROM article_members am JOIN members m ON m.id = am.member_id
         WHERE am.article_id = ? AND m.status = 'active' ORDER BY m.name LIMIT 24`,
        parent.id,
      ),
  },
  Author: {
    jobTitle: text('job_title'),
    bio: text('bio'),
    avatar: (parent) => picture(parent.avatar_key),
  },
  ArticleTag: { id: idColumn('public_id'), label: text('label') },
} satisfies Resolvers;
