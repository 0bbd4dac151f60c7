/** schema.org ItemList of a ranking or directory page (item URLs absolute). */
export function itemListJsonLd(name: string, items: { url: string; name: string; position: number }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item) => ({
      '@type': 'ListItem',
      position: item.position,
      url: item.url,
      name: item.name,
    })),
  };
}

/** schema.org Article of an article page. */
export function articleJsonLd(article: {
  title: string;
  description?: string | null;
  url: string;
  image?: string | null;
  publishedAt: string;
  updatedAt?: string | null;
  authorName?: string | null;
  publisher: string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title.slice(0, 110),
    ...(article.description ? { description: article.description } : {}),
    mainEntityOfPage: article.url,
    ...(article.image ? { image: [article.image] } : {}),
    datePublished: article.publishedAt,
    dateModified: article.updatedAt ?? article.publishedAt,
    ...(article.authorName ? { author: { '@type': 'Person', name: article.authorName } } : {}),
    publisher: { '@type': 'Organization', name: article.publisher },
  };
}
