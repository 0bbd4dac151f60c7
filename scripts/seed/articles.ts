/**
 * Media content: authors, article tags and articles whose bodies are structured rich text
 * (JSON nodes: paragraph, heading, list, quote, link, mention), never HTML, in six languages.
 */

import { LIST_TITLES, MISTAKES, QUESTIONS } from './article-text';
import type { ReviewSkeleton, SeedModel } from './model';
import { publicId } from './prng';
import { type Chunk, drain, TableBuffer } from './table-buffer';
import { midSentence } from './texts';
import { DAY_MS, iso, json, slugify } from './util';
import { LANGS, type Lang, type Translated, tr } from './vocab';

type Node = Record<string, unknown>;

const AUTHORS = [
  {
    name: 'Claire Fontaine',
    gender: 'female' as const,
    job: tr(
      'Rédactrice en chef',
      'Editor in chief',
      'Redactora jefe',
      'Caporedattrice',
      'Chefredakteurin',
      'Hoofdredacteur',
    ),
  },
  {
    name: 'Julien Mercier',
    gender: 'male' as const,
    job: tr(
      'Journaliste économie',
      'Business journalist',
      'Periodista económico',
      'Giornalista economico',
      'Wirtschaftsjournalist',
      'Economisch journalist',
    ),
  },
  {
    name: 'Nadia Benali',
    gender: 'female' as const,
    job: tr(
      'Analyste des classements',
      'Rankings analyst',
      'Analista de clasificaciones',
      'Analista delle classifiche',
      'Ranking-Analystin',
      'Analist ranglijsten',
    ),
  },
  {
    name: 'Thomas Girard',
    gender: 'male' as const,
    job: tr(
      'Responsable contenu',
      'Head of content',
      'Responsable de contenidos',
      'Responsabile contenuti',
      'Leiter Content',
      'Hoofd content',
    ),
  },
  {
    name: 'Sofia Martinez',
    gender: 'female' as const,
    job: tr(
      'Journaliste tech',
      'Tech journalist',
      'Periodista tecnológica',
      'Giornalista tech',
      'Tech-Journalistin',
      'Techjournalist',
    ),
  },
  {
    name: 'Hugo Lambert',
    gender: 'male' as const,
    job: tr(
      'Rédacteur RH',
      'HR writer',
      'Redactor de RR. HH.',
      'Redattore HR',
      'HR-Redakteur',
      'Hr-redacteur',
    ),
  },
];

const ARTICLE_TAGS = [
  { slug: 'guides', label: tr('Guides', 'Guides', 'Guías', 'Guide', 'Ratgeber', 'Gidsen') },
  {
    slug: 'classements',
    label: tr('Classements', 'Rankings', 'Clasificaciones', 'Classifiche', 'Rankings', 'Ranglijsten'),
  },
  {
    slug: 'trustawards',
    label: tr('Trustawards', 'Trustawards', 'Trustawards', 'Trustawards', 'Trustawards', 'Trustawards'),
  },
  {
    slug: 'etudes-de-cas',
    label: tr('Études de cas', 'Case studies', 'Casos de estudio', 'Casi studio', 'Fallstudien', 'Cases'),
  },
  {
    slug: 'achats-b2b',
    label: tr('Achats B2B', 'B2B purchasing', 'Compras B2B', 'Acquisti B2B', 'B2B-Einkauf', 'B2B-inkoop'),
  },
  { slug: 'tendances', label: tr('Tendances', 'Trends', 'Tendencias', 'Tendenze', 'Trends', 'Trends') },
  { slug: 'portraits', label: tr('Portraits', 'Profiles', 'Retratos', 'Ritratti', 'Porträts', 'Portretten') },
  {
    slug: 'methodologie',
    label: tr('Méthodologie', 'Methodology', 'Metodología', 'Metodologia', 'Methodik', 'Methodologie'),
  },
];

const TITLES: Record<Lang, string[]> = {
  FR_FR: [
    'Comment choisir son prestataire en {topic}',
    '{topic} : les 5 erreurs à éviter',
    'Ce que les avis clients disent du marché {topic}',
    '{topic} : le guide complet pour les PME',
    'Classement {topic} : qui monte, qui descend',
  ],
  EN_GB: [
    'How to choose a {topic} provider',
    '{topic}: five mistakes to avoid',
    'What client reviews say about the {topic} market',
    '{topic}: the complete guide for SMEs',
    '{topic} rankings: who is up, who is down',
  ],
  ES_ES: [
    'Cómo elegir un proveedor de {topic}',
    '{topic}: cinco errores que evitar',
    'Lo que dicen las opiniones sobre el mercado de {topic}',
    '{topic}: la guía completa para pymes',
    'Clasificación {topic}: quién sube y quién baja',
  ],
  IT_IT: [
    'Come scegliere un fornitore di {topic}',
    '{topic}: cinque errori da evitare',
    'Cosa dicono le recensioni del mercato {topic}',
    '{topic}: la guida completa per le PMI',
    'Classifica {topic}: chi sale e chi scende',
  ],
  DE_DE: [
    'So wählen Sie einen Anbieter für {topic}',
    '{topic}: fünf Fehler, die Sie vermeiden sollten',
    'Was Kundenbewertungen über den Markt für {topic} verraten',
    '{topic}: der komplette Leitfaden für KMU',
    'Ranking {topic}: wer steigt, wer fällt',
  ],
  NL_NL: [
    'Zo kiest u een dienstverlener voor {topic}',
    '{topic}: vijf fouten om te vermijden',
    'Wat klantreviews zeggen over de markt voor {topic}',
    '{topic}: de complete gids voor het mkb',
    'Ranglijst {topic}: wie stijgt, wie daalt',
  ],
};

const PARAGRAPHS: Record<Lang, string[]> = {
  FR_FR: [
    'Choisir un prestataire est un pari : les avis clients authentifiés réduisent ce risque en montrant ce que d’autres entreprises ont vécu.',
    'Avant de signer, comparez au moins trois propositions et demandez des références dans votre secteur.',
    'Les meilleurs prestataires publient des études de cas détaillées, avec des résultats chiffrés.',
  ],
  EN_GB: [
    'Choosing a provider is a bet: authenticated client reviews lower the risk by showing what other companies went through.',
    'Before signing, compare at least three proposals and ask for references in your sector.',
    'The best providers publish detailed case studies with measured results.',
  ],
  ES_ES: [
    'Elegir un proveedor es una apuesta: las opiniones autenticadas reducen el riesgo al mostrar la experiencia de otras empresas.',
    'Antes de firmar, compare al menos tres propuestas y pida referencias de su sector.',
    'Los mejores proveedores publican casos de estudio detallados con resultados medibles.',
  ],
  IT_IT: [
    'Scegliere un fornitore è una scommessa: le recensioni autenticate riducono il rischio mostrando l’esperienza di altre aziende.',
    'Prima di firmare, confronta almeno tre proposte e chiedi referenze nel tuo settore.',
    'I migliori fornitori pubblicano casi studio dettagliati con risultati misurati.',
  ],
  DE_DE: [
    'Die Wahl eines Anbieters ist eine Wette: Geprüfte Kundenbewertungen senken das Risiko, weil sie zeigen, was andere Unternehmen erlebt haben.',
    'Vergleichen Sie vor der Unterschrift mindestens drei Angebote und fragen Sie nach Referenzen aus Ihrer Branche.',
    'Die besten Anbieter veröffentlichen ausführliche Fallstudien mit messbaren Ergebnissen.',
  ],
  NL_NL: [
    'Een dienstverlener kiezen is een gok: geverifieerde klantreviews verkleinen het risico door te laten zien wat andere bedrijven meemaakten.',
    'Vergelijk voor u tekent minstens drie offertes en vraag om referenties uit uw sector.',
    'De beste dienstverleners publiceren uitgebreide cases met meetbare resultaten.',
  ],
};

/**
 * Each article's excerpt, shown under its title and on its cards, by title variant: it speaks of
 * the article's topic (`t`, written mid-sentence) and, for the list articles, of its `n` items.
 * The body opens on another paragraph, so the page does not say it twice.
 */
const LEADS: Record<Lang, ((t: string, n: number) => string)[]> = {
  FR_FR: [
    (t) =>
      `Un bon prestataire en ${t} ne se choisit pas sur le prix seul : les avis clients authentifiés montrent qui tient ses délais, son budget et ses promesses.`,
    (t, n) =>
      `Les mêmes erreurs reviennent dans les avis clients sur les projets en ${t} : en voici ${n}, et comment les repérer avant de signer.`,
    (t) =>
      `Nous avons lu les derniers avis clients authentifiés du marché ${t} : ce que les entreprises saluent, ce qu’elles regrettent, ce qui fait la différence.`,
    (t, n) =>
      `Avant de confier un projet en ${t}, ${n} questions suffisent pour juger une proposition : les clients qui les ont posées le racontent dans leurs avis.`,
    (t) =>
      `Les points gagnés ces derniers mois redessinent le classement ${t} : qui progresse, qui recule, et les avis qui l’expliquent.`,
  ],
  EN_GB: [
    (t) =>
      `A good ${t} provider is not chosen on price alone: authenticated client reviews show who keeps to deadlines, budgets and promises.`,
    (t, n) =>
      `The same mistakes come up again and again in client reviews of ${t} projects: here are ${n}, and how to spot them before you sign.`,
    (t) =>
      `We read the latest authenticated client reviews in the ${t} market: what companies praise, what they regret and what makes the difference.`,
    (t, n) =>
      `Before you hand over a ${t} project, ${n} questions are enough to judge a proposal: the clients who asked them say so in their reviews.`,
    (t) =>
      `Points won over recent months have redrawn the ${t} rankings: who is rising, who is falling, and the reviews that explain why.`,
  ],
  ES_ES: [
    (t) =>
      `Un buen proveedor de ${t} no se elige solo por el precio: las opiniones autenticadas muestran quién cumple plazos, presupuestos y promesas.`,
    (t, n) =>
      `Los mismos errores se repiten en las opiniones sobre proyectos de ${t}: aquí tiene ${n}, y cómo detectarlos antes de firmar.`,
    (t) =>
      `Hemos leído las últimas opiniones autenticadas del mercado de ${t}: lo que las empresas valoran, lo que lamentan y lo que marca la diferencia.`,
    (t, n) =>
      `Antes de encargar un proyecto de ${t}, bastan ${n} preguntas para juzgar una propuesta: los clientes que las hicieron lo cuentan en sus opiniones.`,
    (t) =>
      `Los puntos ganados en los últimos meses redibujan la clasificación de ${t}: quién avanza, quién retrocede y las opiniones que lo explican.`,
  ],
  IT_IT: [
    (t) =>
      `Un buon fornitore di ${t} non si sceglie solo in base al prezzo: le recensioni autenticate mostrano chi rispetta tempi, budget e promesse.`,
    (t, n) =>
      `Gli stessi errori tornano nelle recensioni dei progetti di ${t}: eccone ${n}, e come riconoscerli prima di firmare.`,
    (t) =>
      `Abbiamo letto le ultime recensioni autenticate del mercato ${t}: cosa apprezzano le aziende, cosa rimpiangono e cosa fa la differenza.`,
    (t, n) =>
      `Prima di affidare un progetto di ${t}, bastano ${n} domande per giudicare una proposta: i clienti che le hanno fatte lo raccontano nelle recensioni.`,
    (t) =>
      `I punti conquistati negli ultimi mesi ridisegnano la classifica ${t}: chi avanza, chi arretra e le recensioni che lo spiegano.`,
  ],
  DE_DE: [
    (t) =>
      `Einen guten Anbieter für ${t} wählt man nicht nach dem Preis allein: Geprüfte Kundenbewertungen zeigen, wer Fristen, Budgets und Zusagen einhält.`,
    (t, n) =>
      `In Kundenbewertungen zu Projekten für ${t} tauchen immer wieder dieselben Fehler auf: Hier sind ${n}, und so erkennen Sie sie vor der Unterschrift.`,
    (t) =>
      `Wir haben die neuesten geprüften Kundenbewertungen zum Markt für ${t} gelesen: was Unternehmen loben, was sie bedauern und was den Unterschied macht.`,
    (t, n) =>
      `Bevor Sie ein Projekt für ${t} vergeben, genügen ${n} Fragen, um ein Angebot zu beurteilen: Kunden, die sie gestellt haben, berichten davon in ihren Bewertungen.`,
    (t) =>
      `Die Punkte der letzten Monate ordnen das Ranking für ${t} neu: wer aufsteigt, wer zurückfällt und welche Bewertungen das erklären.`,
  ],
  NL_NL: [
    (t) =>
      `Een goede dienstverlener voor ${t} kiest u niet op prijs alleen: geverifieerde klantreviews laten zien wie deadlines, budgetten en beloftes nakomt.`,
    (t, n) =>
      `In klantreviews over projecten voor ${t} komen steeds dezelfde fouten terug: hier zijn er ${n}, en zo herkent u ze voordat u tekent.`,
    (t) =>
      `We lazen de nieuwste geverifieerde klantreviews over de markt voor ${t}: wat bedrijven waarderen, wat ze betreuren en wat het verschil maakt.`,
    (t, n) =>
      `Voordat u een project voor ${t} uitbesteedt, volstaan ${n} vragen om een offerte te beoordelen: klanten die ze stelden, vertellen erover in hun reviews.`,
    (t) =>
      `De punten van de afgelopen maanden hertekenen de ranglijst voor ${t}: wie stijgt, wie daalt en welke reviews dat verklaren.`,
  ],
};

const HEADINGS: Record<Lang, [string, string, string]> = {
  FR_FR: ['Les critères qui comptent', 'Ils sont recommandés', 'Notre conseil'],
  EN_GB: ['The criteria that matter', 'Recommended providers', 'Our advice'],
  ES_ES: ['Los criterios que cuentan', 'Proveedores recomendados', 'Nuestro consejo'],
  IT_IT: ['I criteri che contano', 'Fornitori consigliati', 'Il nostro consiglio'],
  DE_DE: ['Die Kriterien, die zählen', 'Empfohlene Anbieter', 'Unser Rat'],
  NL_NL: ['De criteria die tellen', 'Aanbevolen dienstverleners', 'Ons advies'],
};

const LIST_ITEMS: Record<Lang, string[]> = {
  FR_FR: [
    'Le nombre et la fraîcheur des avis',
    'La note moyenne sur douze mois',
    'Des témoignages vidéo',
    'Des études de cas dans votre secteur',
  ],
  EN_GB: [
    'The number and freshness of reviews',
    'The average rating over twelve months',
    'Video testimonials',
    'Case studies in your sector',
  ],
  ES_ES: [
    'El número y la actualidad de las opiniones',
    'La nota media en doce meses',
    'Testimonios en vídeo',
    'Casos de estudio de su sector',
  ],
  IT_IT: [
    'Il numero e l’attualità delle recensioni',
    'La valutazione media su dodici mesi',
    'Videotestimonianze',
    'Casi studio nel tuo settore',
  ],
  DE_DE: [
    'Anzahl und Aktualität der Bewertungen',
    'Die Durchschnittsnote über zwölf Monate',
    'Video-Testimonials',
    'Fallstudien aus Ihrer Branche',
  ],
  NL_NL: [
    'Het aantal en de actualiteit van reviews',
    'De gemiddelde score over twaalf maanden',
    'Videogetuigenissen',
    'Cases uit uw sector',
  ],
};

const QUOTES: Record<Lang, string> = {
  FR_FR: '« Un avis authentifié vaut dix promesses commerciales. »',
  EN_GB: '“One authenticated review is worth ten sales promises.”',
  ES_ES: '«Una opinión autenticada vale más que diez promesas comerciales.»',
  IT_IT: '«Una recensione autenticata vale dieci promesse commerciali.»',
  DE_DE: '„Eine geprüfte Bewertung wiegt zehn Verkaufsversprechen auf.“',
  NL_NL: '“Eén geverifieerde review is tien verkoopbeloftes waard.”',
};

const LINK_LABEL: Record<Lang, string> = {
  FR_FR: 'notre méthode de classement',
  EN_GB: 'our ranking method',
  ES_ES: 'nuestro método de clasificación',
  IT_IT: 'il nostro metodo di classifica',
  DE_DE: 'unsere Ranking-Methode',
  NL_NL: 'onze rankingmethode',
};

const METHOD_LEAD: Record<Lang, string> = {
  FR_FR: 'Nos critères sont publics, voir ',
  EN_GB: 'Our criteria are public: see ',
  ES_ES: 'Nuestros criterios son públicos: consulte ',
  IT_IT: 'I nostri criteri sono pubblici: vedi ',
  DE_DE: 'Unsere Kriterien sind öffentlich, siehe ',
  NL_NL: 'Onze criteria zijn openbaar, zie ',
};

const REVIEW_LEAD: Record<Lang, string> = {
  FR_FR: 'Un exemple : l’avis authentifié d’un client de ',
  EN_GB: 'A case in point: an authenticated client review of ',
  ES_ES: 'Un ejemplo: la opinión autenticada de un cliente de ',
  IT_IT: 'Un esempio: la recensione autenticata di un cliente di ',
  DE_DE: 'Ein Beispiel: die geprüfte Bewertung eines Kunden von ',
  NL_NL: 'Een voorbeeld: de geverifieerde review van een klant van ',
};

const READ_ALSO: Record<Lang, string> = {
  FR_FR: 'À lire aussi : ',
  EN_GB: 'Read next: ',
  ES_ES: 'Lea también: ',
  IT_IT: 'Da leggere anche: ',
  DE_DE: 'Lesen Sie auch: ',
  NL_NL: 'Lees ook: ',
};

const text = (value: string): Node => ({ type: 'text', text: value });

/** Authors, article tags, articles and their links to tags and mentioned members. */
export function* articleChunks(
  model: SeedModel,
  sampleReviews: Map<number, ReviewSkeleton[]>,
): Generator<Chunk> {
  const rng = model.rng(61);
  const authors = new TableBuffer('authors', [
    'id',
    'public_id',
    'slug',
    'name',
    'job_title',
    'bio',
    'avatar_key',
  ]);
  AUTHORS.forEach((a, i) => {
    const bio = tr(
      `${a.name} écrit sur les achats B2B et les prestataires.`,
      `${a.name} writes about B2B purchasing and providers.`,
      `${a.name} escribe sobre compras B2B y proveedores.`,
      `${a.name} scrive di acquisti B2B e fornitori.`,
      `${a.name} schreibt über B2B-Einkauf und Dienstleister.`,
      `${a.name} schrijft over B2B-inkoop en dienstverleners.`,
    );
    authors.push([
      i + 1,
      publicId('aut', i + 1),
      slugify(a.name),
      a.name,
      json(a.job),
      json(bio),
      model.avatarKey(a.gender, 1000 + i),
    ]);
  });
  const tags = new TableBuffer('article_tags', ['id', 'public_id', 'slug', 'label']);
  ARTICLE_TAGS.forEach((t, i) => {
    tags.push([i + 1, publicId('atg', i + 1), t.slug, json(t.label)]);
  });
  yield* drain(authors, tags);

  const articles = new TableBuffer('articles', [
    'id',
    'public_id',
    'slug',
    'author_id',
    'title',
    'excerpt',
    'body',
    'cover_key',
    'published_at',
    'updated_at',
  ]);
  const tagLinks = new TableBuffer('article_tag_links', ['article_id', 'article_tag_id']);
  const articleMembers = new TableBuffer('article_members', ['article_id', 'member_id']);
  const activities = model.tags.filter((t) => t.kind === 'ACTIVITY');
  const active = model.members.filter(
    (m) => m.status === 'active' && (sampleReviews.get(m.id)?.length ?? 0) > 0,
  );
  const count = model.counts.articles;
  const slugs = new Set<string>();
  const written: { publicId: string; slug: string; title: Translated }[] = [];
  for (let i = 0; i < count; i++) {
    const id = i + 1;
    const topic = activities[i % activities.length] as (typeof activities)[number];
    const variant = i % 5;
    // Variants 1 and 3 are list articles: one headed section per mistake or question.
    const listKind = variant === 1 ? 'mistakes' : variant === 3 ? 'questions' : null;
    const items = (lang: Lang) => (listKind === 'mistakes' ? MISTAKES[lang] : QUESTIONS[lang]);
    const title: Translated = {};
    const excerpt: Translated = {};
    for (const lang of LANGS) {
      const label = topic.label[lang] ?? (topic.label.FR_FR as string);
      const lead = LEADS[lang][variant] as (t: string, n: number) => string;
      excerpt[lang] = lead(midSentence(label, lang), listKind ? items(lang).length : 0);
      if (listKind) {
        title[lang] = LIST_TITLES[listKind][lang](label, items(lang).length);
        continue;
      }
      const template = TITLES[lang][variant] as string;
      const topicText = template.startsWith('{topic}') ? label : midSentence(label, lang);
      title[lang] = template.replace('{topic}', topicText);
    }
    let slug = slugify(title.FR_FR as string);
    if (slugs.has(slug)) slug = `${slug}-${id}`;
    slugs.add(slug);
    // Providers of the article's topic first, so a cybersecurity guide recommends security firms.
    const onTopic = active.filter((m) => m.activityIds.includes(topic.id));
    const mentioned = rng.sample(onTopic.length >= 2 ? onTopic : active, 2);
    const review = mentioned[0] ? sampleReviews.get(mentioned[0].id)?.[0] : undefined;
    const previous = written.length > 0 ? written[rng.int(0, written.length - 1)] : undefined;
    const body: Record<string, Node[]> = {};
    for (const lang of LANGS) {
      const [h1, h2, h3] = HEADINGS[lang];
      const paragraphs = PARAGRAPHS[lang];
      const sections: Node[] = listKind
        ? items(lang).flatMap(([heading, paragraph], n) => [
            { type: 'heading', level: 2, children: [text(`${n + 1}. ${heading}`)] },
            { type: 'paragraph', children: [text(paragraph)] },
            ...(n === 1
              ? [
                  {
                    type: 'list',
                    ordered: false,
                    children: LIST_ITEMS[lang].map((item) => ({ type: 'list-item', children: [text(item)] })),
                  },
                ]
              : []),
            ...(n === 2 ? [{ type: 'quote', children: [text(QUOTES[lang])] }] : []),
          ])
        : [];
      const nodes: Node[] = [
        { type: 'paragraph', children: [text(paragraphs[i % 3] as string)] },
        ...sections,
        ...(listKind ? [] : ([{ type: 'heading', level: 2, children: [text(h1)] }] as Node[])),
        ...(listKind
          ? []
          : ([
              {
                type: 'list',
                ordered: false,
                children: LIST_ITEMS[lang].map((item) => ({ type: 'list-item', children: [text(item)] })),
              },
              { type: 'quote', children: [text(QUOTES[lang])] },
            ] as Node[])),
        { type: 'heading', level: listKind ? 3 : 2, children: [text(h2)] },
        {
          type: 'paragraph',
          children: [
            ...mentioned.flatMap((m, n) => [
              ...(n > 0 ? [text(', ')] : []),
              {
                type: 'mention',
                kind: 'MEMBER',
                public_id: m.publicId,
                id: m.publicId,
                slug: m.slug,
                label: m.name,
              },
            ]),
            text(' · '),
            {
              type: 'mention',
              kind: 'TAG',
              public_id: topic.publicId,
              id: topic.publicId,
              slug: topic.slug,
              label: topic.label[lang] ?? topic.label.FR_FR,
            },
          ],
        },
        ...(review && mentioned[0]
          ? [
              {
                type: 'paragraph',
                children: [
                  text(REVIEW_LEAD[lang]),
                  {
                    type: 'mention',
                    kind: 'REVIEW',
                    public_id: review.publicId,
                    id: review.publicId,
                    slug: mentioned[0].slug,
                    label: mentioned[0].name,
                  },
                  text('.'),
                ],
              },
            ]
          : []),
        { type: 'heading', level: listKind ? 3 : 2, children: [text(h3)] },
        { type: 'paragraph', children: [text(paragraphs[(i + 1) % 3] as string)] },
        {
          type: 'paragraph',
          children: [
            text(METHOD_LEAD[lang]),
            { type: 'mention', kind: 'PAGE', slug: 'LEADERBOARD', label: LINK_LABEL[lang] },
            text('.'),
          ],
        },
        ...(previous
          ? [
              {
                type: 'paragraph',
                children: [
                  text(READ_ALSO[lang]),
                  {
                    type: 'mention',
                    kind: 'ARTICLE',
                    public_id: previous.publicId,
                    id: previous.publicId,
                    slug: previous.slug,
                    label: previous.title[lang] ?? previous.title.FR_FR,
                  },
                ],
              },
            ]
          : []),
      ];
      body[lang] = nodes;
    }
    // Spread over the last three years, newest last so ids follow dates.
    const published =
      model.nowMs - Math.floor(((count - i) / count) * 3 * 365 * DAY_MS) - rng.int(0, 86_400_000);
    const pid = publicId('art', id);
    articles.push([
      id,
      pid,
      slug,
      (i % AUTHORS.length) + 1,
      json(title),
      json(excerpt),
      json(body),
      model.coverKey(i + 5),
      iso(published),
      iso(
        published + rng.int(0, 10) * DAY_MS > model.nowMs ? published : published + rng.int(0, 10) * DAY_MS,
      ),
    ]);
    written.push({ publicId: pid, slug, title });
    for (const t of rng.sample([1, 2, 3, 4, 5, 6, 7, 8], rng.int(1, 3))) tagLinks.push([id, t]);
    for (const m of mentioned) articleMembers.push([id, m.id]);
  }
  yield* drain(articles, tagLinks, articleMembers);
}
