/**
 * CMS pages and components (docs/cms.md): main navigation, footer, the default call to action,
 * the home page with one block of each type, and the titled content pages.
 */
import type { ReviewSkeleton, SeedModel } from './model';
import { publicId } from './prng';
import { type Chunk, drain, TableBuffer } from './table-buffer';
import { iso, json } from './util';
import { CITIES, type Translated, tr } from './vocab';

interface ComponentSpec {
  kind: string;
  title?: Translated;
  description?: Translated;
  content?: unknown;
  relationships?: unknown;
  picture?: string;
  children?: ComponentSpec[];
}

const link = (title: Translated, target: unknown): ComponentSpec => ({
  kind: 'LINK',
  title,
  content: { link: target },
});

const NAV: ComponentSpec[] = [
  link(tr('Accueil', 'Home', 'Inicio', 'Home', 'Startseite', 'Home'), { target: 'BRAND_HOME' }),
  link(tr('Media', 'Media', 'Media', 'Media', 'Media', 'Media'), { target: 'MEDIA' }),
  link(tr('TrustSearch', 'TrustSearch', 'TrustSearch', 'TrustSearch', 'TrustSearch', 'TrustSearch'), {
    page: 'HOME_MEMBERS_CLIENTS',
  }),
  link(tr('Classements', 'Rankings', 'Clasificaciones', 'Classifiche', 'Rankings', 'Ranglijsten'), {
    page: 'LEADERBOARD',
  }),
  link(tr('Trustawards', 'Trustawards', 'Trustawards', 'Trustawards', 'Trustawards', 'Trustawards'), {
    page: 'TRUSTAWARDS',
  }),
];

const FOOTER: ComponentSpec[] = [
  {
    kind: 'TEXT',
    title: tr(
      'Le label de confiance des prestataires et services B2B.',
      'The trust label of B2B providers and services.',
      'El sello de confianza de los proveedores y servicios B2B.',
      'Il marchio di fiducia dei fornitori e servizi B2B.',
      'Das Vertrauenssiegel für B2B-Dienstleister und -Services.',
      'Het vertrouwenslabel van B2B-dienstverleners en -diensten.',
    ),
  },
  {
    kind: 'LINK_GROUP',
    title: tr(
      'Trouver un prestataire',
      'Find a provider',
      'Encontrar un proveedor',
      'Trova un fornitore',
      'Anbieter finden',
      'Vind een dienstverlener',
    ),
    children: [
      link(
        tr(
          'Tous les prestataires',
          'All providers',
          'Todos los proveedores',
          'Tutti i fornitori',
          'Alle Anbieter',
          'Alle dienstverleners',
        ),
        { target: 'BRAND_HOME' },
      ),
    ],
  },
  {
    kind: 'LINK_GROUP',
    title: tr(
      'Référencer mon entreprise',
      'List my company',
      'Registrar mi empresa',
      'Inserisci la mia azienda',
      'Mein Unternehmen eintragen',
      'Mijn bedrijf aanmelden',
    ),
    children: [
      link(
        tr(
          'Comment ça marche ?',
          'How does it work?',
          '¿Cómo funciona?',
          'Come funziona?',
          'Wie funktioniert es?',
          'Hoe werkt het?',
        ),
        { target: 'SOLUTIONS' },
      ),
      link(
        tr(
          "Centre d'aide",
          'Help centre',
          'Centro de ayuda',
          'Centro assistenza',
          'Hilfe-Center',
          'Helpcentrum',
        ),
        { target: 'HELP_CENTER' },
      ),
    ],
  },
  {
    kind: 'LINK_GROUP',
    title: tr('Entreprise', 'Company', 'Empresa', 'Azienda', 'Unternehmen', 'Bedrijf'),
    children: [
      link(tr("Offres d'emploi", 'Jobs', 'Empleo', 'Lavora con noi', 'Jobs', 'Vacatures'), {
        target: 'JOBS',
      }),
      link(tr('LinkedIn', 'LinkedIn', 'LinkedIn', 'LinkedIn', 'LinkedIn', 'LinkedIn'), {
        target: 'LINKEDIN',
      }),
      link(tr('Twitter', 'Twitter', 'Twitter', 'Twitter', 'Twitter', 'Twitter'), { target: 'TWITTER' }),
    ],
  },
  {
    kind: 'LEGAL',
    children: [
      link(
        tr(
          'Mentions légales',
          'Legal notice',
          'Aviso legal',
          'Note legali',
          'Impressum',
          'Juridische kennisgeving',
        ),
        { target: 'LEGAL_NOTICE' },
      ),
      link(tr('Conditions générales', 'Terms', 'Condiciones', 'Termini', 'AGB', 'Voorwaarden'), {
        target: 'TERMS',
      }),
      link(tr('Confidentialité', 'Privacy', 'Privacidad', 'Privacy', 'Datenschutz', 'Privacy'), {
        target: 'PRIVACY',
      }),
    ],
  },
];

const DEFAULT_CTA: ComponentSpec = {
  kind: 'CTA',
  title: tr(
    'Faites de vos clients vos meilleurs ambassadeurs',
    'Turn your clients into your best ambassadors',
    'Convierta a sus clientes en sus mejores embajadores',
    'Trasforma i tuoi clienti nei tuoi migliori ambasciatori',
    'Machen Sie Ihre Kunden zu Ihren besten Botschaftern',
    'Maak van uw klanten uw beste ambassadeurs',
  ),
  description: tr(
    'Collectez des avis authentifiés et gagnez la confiance de vos prospects.',
    'Collect authenticated reviews and win your prospects’ trust.',
    'Recoja opiniones autenticadas y gane la confianza de sus clientes potenciales.',
    'Raccogli recensioni autenticate e conquista la fiducia dei potenziali clienti.',
    'Sammeln Sie geprüfte Bewertungen und gewinnen Sie das Vertrauen Ihrer Interessenten.',
    'Verzamel geverifieerde reviews en win het vertrouwen van prospects.',
  ),
  content: {
    button: {
      label: tr(
        'Réserver une démo',
        'Book a demo',
        'Reservar una demo',
        'Prenota una demo',
        'Demo buchen',
        'Demo boeken',
      ),
      link: { target: 'SOLUTIONS' },
    },
    theme: 'brand',
    icon: 'lucide:calendar-check',
  },
};

const PAGE_TEXTS: Record<string, [Translated, Translated]> = {
  HOME: [
    tr(
      'Trouvez le bon prestataire B2B grâce aux avis clients authentifiés',
      'Find the right B2B provider through authenticated client reviews',
      'Encuentre el proveedor B2B adecuado gracias a opiniones autenticadas',
      'Trova il fornitore B2B giusto grazie alle recensioni autenticate',
      'Finden Sie den passenden B2B-Dienstleister dank geprüfter Kundenbewertungen',
      'Vind de juiste B2B-dienstverlener dankzij geverifieerde klantreviews',
    ),
    tr(
      'Des milliers d’avis vérifiés sur les agences, cabinets et prestataires partout en Europe.',
      'Thousands of verified reviews of agencies, firms and providers across Europe.',
      'Miles de opiniones verificadas sobre agencias, despachos y proveedores de toda Europa.',
      'Migliaia di recensioni verificate su agenzie, studi e fornitori in tutta Europa.',
      'Tausende geprüfte Bewertungen zu Agenturen, Kanzleien und Dienstleistern in ganz Europa.',
      'Duizenden geverifieerde reviews van bureaus, kantoren en dienstverleners in heel Europa.',
    ),
  ],
  HOME_MEMBERS_CLIENTS: [
    tr(
      'TrustSearch : les prestataires recommandés par leurs clients',
      'TrustSearch: providers recommended by their clients',
      'TrustSearch: proveedores recomendados por sus clientes',
      'TrustSearch: fornitori raccomandati dai clienti',
      'TrustSearch: von Kunden empfohlene Anbieter',
      'TrustSearch: dienstverleners aanbevolen door hun klanten',
    ),
    tr(
      'Cherchez par service, par ville ou par entreprise cliente.',
      'Search by service, city or client company.',
      'Busque por servicio, ciudad o empresa cliente.',
      'Cerca per servizio, città o azienda cliente.',
      'Suchen Sie nach Leistung, Stadt oder Kundenunternehmen.',
      'Zoek op dienst, stad of klantbedrijf.',
    ),
  ],
  TRUSTAWARDS: [
    tr(
      'Trustawards : les prestataires les mieux recommandés de l’année',
      'Trustawards: the best-recommended providers of the year',
      'Trustawards: los proveedores mejor recomendados del año',
      'Trustawards: i fornitori più raccomandati dell’anno',
      'Trustawards: die am besten empfohlenen Anbieter des Jahres',
      'Trustawards: de best aanbevolen dienstverleners van het jaar',
    ),
    tr(
      'Un prix décerné uniquement à partir des avis clients publiés.',
      'An award based only on published client reviews.',
      'Un premio basado solo en las opiniones publicadas.',
      'Un premio basato solo sulle recensioni pubblicate.',
      'Ein Preis, der allein auf veröffentlichten Kundenbewertungen beruht.',
      'Een prijs die alleen op gepubliceerde klantreviews is gebaseerd.',
    ),
  ],
  LEADERBOARD: [
    tr(
      'Classements des prestataires B2B',
      'B2B provider rankings',
      'Clasificaciones de proveedores B2B',
      'Classifiche dei fornitori B2B',
      'Rankings der B2B-Dienstleister',
      'Ranglijsten van B2B-dienstverleners',
    ),
    tr(
      'Chaque semaine, mois, trimestre et année, selon les avis publiés.',
      'Every week, month, quarter and year, from published reviews.',
      'Cada semana, mes, trimestre y año, según las opiniones publicadas.',
      'Ogni settimana, mese, trimestre e anno, dalle recensioni pubblicate.',
      'Jede Woche, jeden Monat, jedes Quartal und Jahr, aus veröffentlichten Bewertungen.',
      'Elke week, maand, kwartaal en jaar, op basis van gepubliceerde reviews.',
    ),
  ],
  HOME_ARTICLES: [
    tr(
      'Le média des achats B2B',
      'The B2B purchasing magazine',
      'El medio de las compras B2B',
      'Il magazine degli acquisti B2B',
      'Das Magazin für B2B-Einkauf',
      'Het magazine voor B2B-inkoop',
    ),
    tr(
      'Guides, classements et études de cas pour bien choisir vos prestataires.',
      'Guides, rankings and case studies to choose your providers well.',
      'Guías, clasificaciones y casos para elegir bien a sus proveedores.',
      'Guide, classifiche e casi studio per scegliere bene i fornitori.',
      'Ratgeber, Rankings und Fallstudien für die richtige Anbieterwahl.',
      'Gidsen, ranglijsten en cases om goed te kiezen.',
    ),
  ],
};

function homeBlocks(model: SeedModel, sampleReviews: Map<number, ReviewSkeleton[]>): ComponentSpec[] {
  const top = [...model.members]
    .filter((m) => m.status === 'active' && (sampleReviews.get(m.id)?.length ?? 0) > 0)
    .slice(0, 3);
  const review = top[0] ? sampleReviews.get(top[0].id)?.at(-1) : undefined;
  const activities = model.tags.filter((t) => t.kind === 'ACTIVITY').slice(0, 6);
  return [
    {
      kind: 'HERO',
      title: PAGE_TEXTS.HOME?.[0],
      description: PAGE_TEXTS.HOME?.[1],
      content: {
        eyebrow: tr(
          'Avis clients authentifiés',
          'Authenticated client reviews',
          'Opiniones autenticadas',
          'Recensioni autenticate',
          'Geprüfte Kundenbewertungen',
          'Geverifieerde klantreviews',
        ),
        button: {
          label: tr(
            'Trouver un prestataire',
            'Find a provider',
            'Encontrar un proveedor',
            'Trova un fornitore',
            'Anbieter finden',
            'Vind een dienstverlener',
          ),
          link: { page: 'HOME_MEMBERS_CLIENTS' },
        },
      },
      // The brand green's concentric arcs, not a member's colours.
      picture: model.image('covers/hero.png', 'cover', '3', '#23A954'),
    },
    {
      kind: 'MEMBERS_SERVICES',
      title: tr(
        'Tous les services',
        'All services',
        'Todos los servicios',
        'Tutti i servizi',
        'Alle Leistungen',
        'Alle diensten',
      ),
      description: tr(
        'Choisissez une catégorie puis une activité.',
        'Pick a category, then an activity.',
        'Elija una categoría y luego una actividad.',
        'Scegli una categoria, poi un’attività.',
        'Wählen Sie eine Kategorie, dann eine Tätigkeit.',
        'Kies een categorie en daarna een activiteit.',
      ),
    },
    {
      kind: 'TEAMPICKED_REVIEWS',
      title: tr(
        'Les coups de cœur de l’équipe',
        'Our team’s picks',
        'Los favoritos del equipo',
        'Le scelte della redazione',
        'Die Favoriten des Teams',
        'Favorieten van het team',
      ),
      description: tr(
        'Des avis qui racontent un vrai projet.',
        'Reviews that tell a real project.',
        'Opiniones que cuentan un proyecto real.',
        'Recensioni che raccontano un progetto vero.',
        'Bewertungen, die ein echtes Projekt erzählen.',
        'Reviews die een echt project vertellen.',
      ),
      content: { limit: 6 },
    },
    {
      kind: 'CITIES_QUERIES_TABS',
      title: tr(
        'Les prestataires près de chez vous',
        'Providers near you',
        'Proveedores cerca de usted',
        'Fornitori vicino a te',
        'Anbieter in Ihrer Nähe',
        'Dienstverleners bij u in de buurt',
      ),
      content: { cities: CITIES.slice(0, 6).map((c) => c.slug), tags: activities.map((t) => t.slug) },
    },
    {
      kind: 'GROUP',
      title: tr(
        'Pourquoi nous faire confiance',
        'Why trust us',
        'Por qué confiar en nosotros',
        'Perché fidarsi di noi',
        'Warum Sie uns vertrauen können',
        'Waarom ons vertrouwen',
      ),
      children: [
        {
          kind: 'CARD',
          title: tr(
            'Des avis authentifiés',
            'Authenticated reviews',
            'Opiniones autenticadas',
            'Recensioni autenticate',
            'Geprüfte Bewertungen',
            'Geverifieerde reviews',
          ),
          description: tr(
            'Chaque auteur est vérifié par son e-mail professionnel.',
            'Every author is checked through a professional e-mail.',
            'Cada autor se verifica por su correo profesional.',
            'Ogni autore è verificato con l’e-mail professionale.',
            'Jede Person wird über ihre berufliche E-Mail geprüft.',
            'Elke auteur wordt via een zakelijk e-mailadres gecontroleerd.',
          ),
          content: {
            icon: 'lucide:shield-check',
            link: { target: 'SOLUTIONS' },
            linkLabel: tr(
              'Notre méthode',
              'Our method',
              'Nuestro método',
              'Il nostro metodo',
              'Unsere Methode',
              'Onze methode',
            ),
          },
          picture: model.coverKey(1),
        },
        {
          kind: 'CARD',
          title: tr(
            'Des classements publics',
            'Public rankings',
            'Clasificaciones públicas',
            'Classifiche pubbliche',
            'Öffentliche Rankings',
            'Openbare ranglijsten',
          ),
          description: tr(
            'Seuls les avis font bouger un classement.',
            'Only reviews move a rank.',
            'Solo las opiniones mueven una posición.',
            'Solo le recensioni muovono una posizione.',
            'Nur Bewertungen bewegen eine Platzierung.',
            'Alleen reviews bepalen een plaats.',
          ),
          content: {
            icon: 'lucide:trophy',
            link: { page: 'LEADERBOARD' },
            linkLabel: tr(
              'Voir les classements',
              'See the rankings',
              'Ver las clasificaciones',
              'Vedi le classifiche',
              'Rankings ansehen',
              'Bekijk de ranglijsten',
            ),
          },
          picture: model.coverKey(2),
        },
        {
          kind: 'CARD',
          title: tr(
            'Les Trustawards',
            'The Trustawards',
            'Los Trustawards',
            'I Trustawards',
            'Die Trustawards',
            'De Trustawards',
          ),
          description: tr(
            'Les meilleurs de chaque catégorie, chaque année.',
            'The best of each category, every year.',
            'Los mejores de cada categoría, cada año.',
            'I migliori di ogni categoria, ogni anno.',
            'Die Besten jeder Kategorie, jedes Jahr.',
            'De besten per categorie, elk jaar.',
          ),
          content: {
            icon: 'lucide:award',
            link: { page: 'TRUSTAWARDS' },
            linkLabel: tr('Découvrir', 'Discover', 'Descubrir', 'Scopri', 'Entdecken', 'Ontdekken'),
          },
          picture: model.coverKey(3),
        },
      ],
    },
    {
      kind: 'HEADER',
      title: tr(
        'Ils sont recommandés par leurs clients',
        'Recommended by their clients',
        'Recomendados por sus clientes',
        'Raccomandati dai loro clienti',
        'Von ihren Kunden empfohlen',
        'Aanbevolen door hun klanten',
      ),
      description: tr(
        'Une sélection de prestataires et d’avis récents.',
        'A selection of providers and recent reviews.',
        'Una selección de proveedores y opiniones recientes.',
        'Una selezione di fornitori e recensioni recenti.',
        'Eine Auswahl an Anbietern und aktuellen Bewertungen.',
        'Een selectie van dienstverleners en recente reviews.',
      ),
    },
    {
      kind: 'MENTION',
      title: tr('À la une', 'In the spotlight', 'Destacados', 'In evidenza', 'Im Rampenlicht', 'Uitgelicht'),
      relationships: [
        ...top.map((m) => ({ kind: 'MEMBER', public_id: m.publicId })),
        ...(review ? [{ kind: 'REVIEW', public_id: review.publicId }] : []),
      ],
    },
    {
      kind: 'RICH_TEXT',
      title: tr(
        'Notre engagement',
        'Our commitment',
        'Nuestro compromiso',
        'Il nostro impegno',
        'Unser Versprechen',
        'Onze belofte',
      ),
      content: {
        text: {
          FR_FR: [
            {
              type: 'paragraph',
              children: [
                { type: 'text', text: 'Aucun classement ne s’achète : seuls les ' },
                { type: 'text', text: 'avis clients authentifiés', marks: ['bold'] },
                { type: 'text', text: ' font bouger un prestataire.' },
              ],
            },
          ],
          EN_GB: [
            {
              type: 'paragraph',
              children: [
                { type: 'text', text: 'No rank can be bought: only ' },
                { type: 'text', text: 'authenticated client reviews', marks: ['bold'] },
                { type: 'text', text: ' move a provider.' },
              ],
            },
          ],
          ES_ES: [
            {
              type: 'paragraph',
              children: [
                { type: 'text', text: 'Ninguna posición se compra: solo las ' },
                { type: 'text', text: 'opiniones autenticadas', marks: ['bold'] },
                { type: 'text', text: ' hacen avanzar a un proveedor.' },
              ],
            },
          ],
          IT_IT: [
            {
              type: 'paragraph',
              children: [
                { type: 'text', text: 'Nessuna posizione si compra: solo le ' },
                { type: 'text', text: 'recensioni autenticate', marks: ['bold'] },
                { type: 'text', text: ' fanno salire un fornitore.' },
              ],
            },
          ],
          DE_DE: [
            {
              type: 'paragraph',
              children: [
                { type: 'text', text: 'Keine Platzierung ist käuflich: nur ' },
                { type: 'text', text: 'geprüfte Kundenbewertungen', marks: ['bold'] },
                { type: 'text', text: ' bewegen einen Anbieter.' },
              ],
            },
          ],
          NL_NL: [
            {
              type: 'paragraph',
              children: [
                { type: 'text', text: 'Geen plaats is te koop: alleen ' },
                { type: 'text', text: 'geverifieerde klantreviews', marks: ['bold'] },
                { type: 'text', text: ' bepalen de positie.' },
              ],
            },
          ],
        },
      },
    },
    {
      kind: 'MEDIA_LAST_ARTICLES',
      title: tr(
        'Derniers articles',
        'Latest articles',
        'Últimos artículos',
        'Ultimi articoli',
        'Neueste Artikel',
        'Laatste artikelen',
      ),
      content: {
        limit: 3,
        button: {
          label: tr(
            'Tous les articles',
            'All articles',
            'Todos los artículos',
            'Tutti gli articoli',
            'Alle Artikel',
            'Alle artikelen',
          ),
          link: { route: 'articles', params: {} },
        },
      },
    },
    {
      kind: 'FAQ',
      title: tr(
        'Questions fréquentes',
        'Frequently asked questions',
        'Preguntas frecuentes',
        'Domande frequenti',
        'Häufige Fragen',
        'Veelgestelde vragen',
      ),
      content: {
        items: [
          {
            question: tr(
              'Comment les avis sont-ils vérifiés ?',
              'How are reviews verified?',
              '¿Cómo se verifican las opiniones?',
              'Come vengono verificate le recensioni?',
              'Wie werden Bewertungen geprüft?',
              'Hoe worden reviews gecontroleerd?',
            ),
            answer: tr(
              'Par l’e-mail professionnel de l’auteur ou une vérification manuelle.',
              'Through the author’s professional e-mail or a manual check.',
              'Por el correo profesional del autor o una verificación manual.',
              'Tramite l’e-mail professionale dell’autore o una verifica manuale.',
              'Über die berufliche E-Mail oder eine manuelle Prüfung.',
              'Via het zakelijke e-mailadres of een handmatige controle.',
            ),
          },
          {
            question: tr(
              'Les classements sont-ils payants ?',
              'Can rankings be bought?',
              '¿Se pueden comprar las posiciones?',
              'Le classifiche sono a pagamento?',
              'Kann man Platzierungen kaufen?',
              'Kun je een plaats kopen?',
            ),
            answer: tr(
              'Non : seuls les avis publiés comptent.',
              'No: only published reviews count.',
              'No: solo cuentan las opiniones publicadas.',
              'No: contano solo le recensioni pubblicate.',
              'Nein: Nur veröffentlichte Bewertungen zählen.',
              'Nee: alleen gepubliceerde reviews tellen.',
            ),
          },
        ],
      },
    },
    { ...DEFAULT_CTA, content: { ...(DEFAULT_CTA.content as object), theme: 'dark' } },
  ];
}

/** Pages, their components and the `default_cta_component` config row. */
export function* cmsChunks(model: SeedModel, sampleReviews: Map<number, ReviewSkeleton[]>): Generator<Chunk> {
  const pages = new TableBuffer('pages', [
    'id',
    'public_id',
    'kind',
    'slug',
    'title',
    'description',
    'updated_at',
  ]);
  const components = new TableBuffer('components', [
    'id',
    'public_id',
    'page_id',
    'parent_id',
    'kind',
    'position',
    'title',
    'description',
    'content',
    'relationships',
    'picture_key',
  ]);
  const config = new TableBuffer('config', ['key', 'value']);
  const now = iso(model.nowMs);
  let pageId = 0;
  let componentId = 0;
  const add = (spec: ComponentSpec, page: number | null, parent: number | null, position: number): string => {
    const id = ++componentId;
    const pid = publicId('cmp', id);
    components.push([
      id,
      pid,
      page,
      parent,
      spec.kind,
      position,
      json(spec.title),
      json(spec.description),
      json(spec.content),
      json(spec.relationships),
      spec.picture ?? null,
    ]);
    spec.children?.forEach((child, i) => {
      add(child, page, id, i);
    });
    return pid;
  };
  const page = (kind: string, slug: string | null, blocks: ComponentSpec[]) => {
    const id = ++pageId;
    const [title, description] = PAGE_TEXTS[kind] ?? [null, null];
    pages.push([id, publicId('pag', id), kind, slug, json(title), json(description), now]);
    blocks.forEach((block, i) => {
      add(block, id, null, i);
    });
  };
  page('MAIN_NAV', null, NAV);
  page('MAIN_FOOTER', null, FOOTER);
  page('HOME', '', homeBlocks(model, sampleReviews));
  page('HOME_MEMBERS_CLIENTS', 'membres', []);
  page('TRUSTAWARDS', 'trustawards', []);
  page('LEADERBOARD', 'leaderboards', []);
  page('HOME_ARTICLES', 'articles', []);
  const ctaId = add(DEFAULT_CTA, null, null, 0);
  config.push(['default_cta_component', json(ctaId)]);
  yield* drain(pages, components, config);
}
