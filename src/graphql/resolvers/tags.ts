import type { Resolvers } from '../../generated/resolvers';
import { fromLangCode } from '../../i18n/locales';
import { labelOf, translator } from '../../i18n/translate';
import { isCity } from '../../routing/route-params';
import type { GraphqlContext } from '../context';
import { idColumn, idOf, keyOf, langOf, type Row, rowWithLang, text, textColumn, withLang } from './shared';

/** Service tags, qualities and cities. */
export const tagResolvers = {
  Query: {
    async membersServices(_root, _args, context) {
      return (await context.reference()).tags.filter((tag) => tag.kind === 'CATEGORY');
    },
    async cities(_root, args, context) {
      const reference = await context.reference();
      const allCities = reference.cities;
      const value = reference.config.get('common_cities');
      const config = value === undefined ? null : { value };
      // Only the cities the directory routes (spec section 5): the others are members' addresses,
      // and a link to their directory page would answer 404.
      const cities = allCities.filter((city) => isCity(String(city.slug)));
      let common: unknown = null;
      try {
        common = config ? JSON.parse(config.value) : null;
      } catch {
        common = null;
      }
      if (!Array.isArray(common) || common.length === 0) return cities;
      // common_cities lists slugs or ids, in display order.
      const wanted = common.map(String);
      const picked = wanted
        .map((key) => cities.find((city) => city.slug === key || String(city.id) === key))
        .filter((city): city is Row => Boolean(city));
      return args.all ? [...picked, ...cities.filter((city) => !picked.includes(city))] : picked;
    },
    async qualities(_root, _args, context) {
      return (await context.reference()).qualities;
    },
  },
  Tag: {
    id: idColumn('public_id'),
    label: tagLabel,
    async parent(parent, _args, context) {
      const parentId = keyOf(parent, 'parent_id');
      if (parentId === null) return null;
      const row = await context.loaders.tagById.load(parentId);
      return row && rowWithLang(row, parent.__lang);
    },
    async children(parent, _args, context) {
      return withLang(await context.loaders.childrenByTag.load(idOf(parent)), parent.__lang);
    },
  },
  Quality: { id: idColumn('public_id'), label: text('label') },
  City: { id: textColumn('slug'), name: text('name') },
} satisfies Resolvers;

const storedLabel = text('label');

/**
 * A tag's label; a service category's comes from the dictionaries, so a category reads the same
 * in the menus, the directory, the leaderboard filters and the removed-company page.
 */
function tagLabel(parent: Row, args: unknown, context: GraphqlContext): string | null {
  if (parent.kind === 'CATEGORY' && typeof parent.slug === 'string') {
    const label = labelOf(
      translator(fromLangCode(langOf(parent, context))),
      'marketplace.categories',
      parent.slug,
    );
    if (label) return label;
  }
  return storedLabel(parent, args, context);
}
