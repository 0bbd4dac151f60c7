/** Rows around members: collections, badges, certifications, groups, partners, FAQs, collaborators. */
import type { MemberInfo, ReviewSkeleton, SeedModel } from './model';
import { JOBS } from './people';
import { publicId } from './prng';
import { type Chunk, drain, flushGroupIfFull, TableBuffer } from './table-buffer';
import { MEMBER_FAQS } from './texts';
import { DAY_MS, iso, isoDate, json } from './util';
import { LANGS, PALETTE, type Translated, tr } from './vocab';

interface StatsLike {
  reviewCount: number;
  videos: number;
  caseStudies: number;
}

const COLLECTION_TITLES: Translated[] = [
  tr(
    'Nos projets phares',
    'Our flagship projects',
    'Nuestros proyectos estrella',
    'I nostri progetti di punta',
    'Unsere Leuchtturmprojekte',
    'Onze paradepaardjes',
  ),
  tr(
    'Ils nous ont fait confiance',
    'They trusted us',
    'Confiaron en nosotros',
    'Si sono fidati di noi',
    'Sie haben uns vertraut',
    'Zij vertrouwden ons',
  ),
  tr(
    'Accompagnement de startups',
    'Supporting start-ups',
    'Acompañamiento a startups',
    'Supporto alle startup',
    'Begleitung von Start-ups',
    'Begeleiding van start-ups',
  ),
];

const BADGES = [
  {
    kind: 'reviews_10',
    icon: 'lucide:message-square-check',
    min: (s: StatsLike) => s.reviewCount >= 10,
    label: tr(
      '10 avis vérifiés',
      '10 verified reviews',
      '10 opiniones verificadas',
      '10 recensioni verificate',
      '10 geprüfte Bewertungen',
      '10 geverifieerde reviews',
    ),
  },
  {
    kind: 'reviews_50',
    icon: 'lucide:award',
    min: (s: StatsLike) => s.reviewCount >= 50,
    label: tr(
      '50 avis vérifiés',
      '50 verified reviews',
      '50 opiniones verificadas',
      '50 recensioni verificate',
      '50 geprüfte Bewertungen',
      '50 geverifieerde reviews',
    ),
  },
  {
    kind: 'video_champion',
    icon: 'lucide:video',
    min: (s: StatsLike) => s.videos >= 3,
    label: tr(
      'Champion des témoignages vidéo',
      'Video testimonial champion',
      'Campeón de testimonios en vídeo',
      'Campione di videotestimonianze',
      'Video-Testimonial-Champion',
      'Kampioen videogetuigenissen',
    ),
  },
  {
    kind: 'case_studies',
    icon: 'lucide:book-open-check',
    min: (s: StatsLike) => s.caseStudies >= 3,
    label: tr(
      'Études de cas publiées',
      'Published case studies',
      'Casos de estudio publicados',
      'Casi studio pubblicati',
      'Veröffentlichte Fallstudien',
      'Gepubliceerde cases',
    ),
  },
];

const CERTIFICATIONS: Record<string, [string, string, string][]> = {
  legal_compta_et_finances: [
    [
      'Inscription à l’Ordre des experts-comptables',
      'Ordre des experts-comptables',
      'https://www.example.org/oec',
    ],
    ['Label RGPD', 'CNIL', 'https://www.example.org/cnil'],
  ],
  marketing_communication_et_ventes: [
    ['Google Partner', 'Google', 'https://www.example.org/google-partner'],
    ['HubSpot Solutions Partner', 'HubSpot', 'https://www.example.org/hubspot'],
  ],
  operations_et_divers: [
    ['ISO 9001', 'AFNOR', 'https://www.example.org/iso-9001'],
    ['B Corp', 'B Lab', 'https://www.example.org/bcorp'],
  ],
  recrutement_et_rh: [
    ['Qualiopi', 'Ministère du Travail', 'https://www.example.org/qualiopi'],
    ['Label Happy at Work', 'ChooseMyCompany', 'https://www.example.org/happy'],
  ],
  tech_et_produit: [
    ['ISO 27001', 'AFNOR', 'https://www.example.org/iso-27001'],
    ['AWS Partner', 'Amazon Web Services', 'https://www.example.org/aws'],
  ],
};

export const MEMBER_GROUPS = [
  {
    slug: 'french-tech-bordeaux',
    name: 'French Tech Bordeaux',
    description: tr(
      'Le réseau des entreprises tech bordelaises.',
      'The network of Bordeaux tech companies.',
      'La red de empresas tecnológicas de Burdeos.',
      'La rete delle aziende tech di Bordeaux.',
      'Das Netzwerk der Tech-Unternehmen in Bordeaux.',
      'Het netwerk van techbedrijven in Bordeaux.',
    ),
  },
  {
    slug: 'reseau-entreprendre',
    name: 'Réseau Entreprendre',
    description: tr(
      'Des chefs d’entreprise qui accompagnent les créateurs.',
      'Business leaders mentoring founders.',
      'Empresarios que acompañan a los emprendedores.',
      'Imprenditori che accompagnano i fondatori.',
      'Unternehmer, die Gründer begleiten.',
      'Ondernemers die starters begeleiden.',
    ),
  },
  {
    slug: 'club-des-daf',
    name: 'Club des DAF',
    description: tr(
      'Les directions financières échangent leurs bonnes pratiques.',
      'Finance leaders sharing good practice.',
      'Directores financieros que comparten buenas prácticas.',
      'Direttori finanziari che condividono buone pratiche.',
      'Finanzchefs im Erfahrungsaustausch.',
      'Financieel directeuren delen goede praktijken.',
    ),
  },
  {
    slug: 'collectif-rse',
    name: 'Collectif RSE',
    description: tr(
      'Des prestataires engagés pour un impact positif.',
      'Providers committed to positive impact.',
      'Proveedores comprometidos con un impacto positivo.',
      'Fornitori impegnati per un impatto positivo.',
      'Dienstleister mit Engagement für positive Wirkung.',
      'Dienstverleners die zich inzetten voor positieve impact.',
    ),
  },
  {
    slug: 'agences-lyonnaises',
    name: 'Agences Lyonnaises Associées',
    description: tr(
      'Les agences de communication de Lyon.',
      'Lyon’s communication agencies.',
      'Las agencias de comunicación de Lyon.',
      'Le agenzie di comunicazione di Lione.',
      'Die Kommunikationsagenturen aus Lyon.',
      'De communicatiebureaus van Lyon.',
    ),
  },
  {
    slug: 'numerique-sud',
    name: 'Numérique Sud',
    description: tr(
      'Le cluster numérique du Sud de la France.',
      'The digital cluster of southern France.',
      'El clúster digital del sur de Francia.',
      'Il cluster digitale del Sud della Francia.',
      'Der Digitalcluster Südfrankreichs.',
      'Het digitale cluster van Zuid-Frankrijk.',
    ),
  },
];

export const GLOBAL_FAQS: [Translated, Translated][] = [
  [
    tr(
      'Comment les avis sont-ils vérifiés ?',
      'How are reviews verified?',
      '¿Cómo se verifican las opiniones?',
      'Come vengono verificate le recensioni?',
      'Wie werden Bewertungen geprüft?',
      'Hoe worden reviews gecontroleerd?',
    ),
    tr(
      'Chaque auteur s’authentifie avec son adresse e-mail professionnelle, ou fait l’objet d’une vérification manuelle.',
      'Every author signs in with a professional e-mail address, or is checked by hand.',
      'Cada autor se autentica con su correo profesional o pasa una verificación manual.',
      'Ogni autore si autentica con l’e-mail professionale o viene verificato manualmente.',
      'Jede Person meldet sich mit ihrer beruflichen E-Mail-Adresse an oder wird manuell geprüft.',
      'Elke auteur logt in met een zakelijk e-mailadres of wordt handmatig gecontroleerd.',
    ),
  ],
  [
    tr(
      'Un prestataire peut-il modifier un avis ?',
      'Can a provider edit a review?',
      '¿Puede un proveedor modificar una opinión?',
      'Un fornitore può modificare una recensione?',
      'Kann ein Anbieter eine Bewertung ändern?',
      'Kan een dienstverlener een review aanpassen?',
    ),
    tr(
      'Non, jamais sans l’accord explicite de son auteur.',
      'No, never without the author’s explicit consent.',
      'No, nunca sin el consentimiento explícito del autor.',
      'No, mai senza il consenso esplicito dell’autore.',
      'Nein, niemals ohne ausdrückliche Zustimmung der verfassenden Person.',
      'Nee, nooit zonder uitdrukkelijke toestemming van de auteur.',
    ),
  ],
  [
    tr(
      'Comment sont calculés les classements ?',
      'How are rankings computed?',
      '¿Cómo se calculan las clasificaciones?',
      'Come vengono calcolate le classifiche?',
      'Wie werden die Rankings berechnet?',
      'Hoe worden de ranglijsten berekend?',
    ),
    tr(
      'Uniquement à partir des avis publiés sur la période : aucun classement ne s’achète.',
      'Only from the reviews published in the period: no rank can be bought.',
      'Solo a partir de las opiniones publicadas en el periodo: ninguna posición se compra.',
      'Solo dalle recensioni pubblicate nel periodo: nessuna posizione si compra.',
      'Ausschließlich aus den im Zeitraum veröffentlichten Bewertungen: Platzierungen sind nicht käuflich.',
      'Alleen op basis van reviews uit de periode: een plaats is niet te koop.',
    ),
  ],
  [
    tr(
      'Combien coûte la mise en relation ?',
      'How much does contacting a provider cost?',
      '¿Cuánto cuesta contactar con un proveedor?',
      'Quanto costa contattare un fornitore?',
      'Was kostet die Kontaktaufnahme?',
      'Wat kost het om contact op te nemen?',
    ),
    tr(
      'Rien : le contact avec un prestataire est gratuit pour les entreprises clientes.',
      'Nothing: contacting a provider is free for client companies.',
      'Nada: el contacto es gratuito para las empresas clientes.',
      'Nulla: il contatto è gratuito per le aziende clienti.',
      'Nichts: Die Kontaktaufnahme ist für Kundenunternehmen kostenlos.',
      'Niets: contact opnemen is gratis voor klantbedrijven.',
    ),
  ],
  [
    tr(
      'Qu’est-ce que les Trustawards ?',
      'What are the Trustawards?',
      '¿Qué son los Trustawards?',
      'Cosa sono i Trustawards?',
      'Was sind die Trustawards?',
      'Wat zijn de Trustawards?',
    ),
    tr(
      'Les prix annuels des prestataires les mieux recommandés de chaque catégorie.',
      'The yearly awards of the best-recommended providers in each category.',
      'Los premios anuales a los proveedores mejor recomendados de cada categoría.',
      'I premi annuali ai fornitori più raccomandati di ogni categoria.',
      'Die jährlichen Preise für die am besten empfohlenen Anbieter jeder Kategorie.',
      'De jaarlijkse prijzen voor de best aanbevolen dienstverleners per categorie.',
    ),
  ],
  [
    tr(
      'Comment référencer mon entreprise ?',
      'How do I list my company?',
      '¿Cómo registro mi empresa?',
      'Come inserisco la mia azienda?',
      'Wie trage ich mein Unternehmen ein?',
      'Hoe meld ik mijn bedrijf aan?',
    ),
    tr(
      'Réservez une démo : nous vous présentons la collecte d’avis authentifiés.',
      'Book a demo and we will show you how authenticated reviews are collected.',
      'Reserve una demo y le mostramos cómo se recogen las opiniones autenticadas.',
      'Prenota una demo e ti mostriamo come si raccolgono le recensioni autenticate.',
      'Buchen Sie eine Demo, wir zeigen Ihnen die Erfassung geprüfter Bewertungen.',
      'Boek een demo en we laten zien hoe geverifieerde reviews worden verzameld.',
    ),
  ],
];

/** Rows of collections, badges, certifications, groups, memberships, partners, FAQs and collaborators. */
export function* memberExtraChunks(
  model: SeedModel,
  sampleReviews: Map<number, ReviewSkeleton[]>,
  stats: StatsLike[],
): Generator<Chunk> {
  const rng = model.rng(51);
  const collections = new TableBuffer('collections', [
    'id',
    'public_id',
    'member_id',
    'title',
    'description',
    'position',
  ]);
  const collectionReviews = new TableBuffer('collection_reviews', ['collection_id', 'review_id', 'position']);
  const badges = new TableBuffer('badges', [
    'id',
    'public_id',
    'member_id',
    'kind',
    'label',
    'icon',
    'awarded_at',
  ]);
  const certifications = new TableBuffer('certifications', [
    'id',
    'public_id',
    'member_id',
    'name',
    'issuer',
    'year',
    'url',
  ]);
  const groups = new TableBuffer('member_groups', [
    'id',
    'public_id',
    'slug',
    'name',
    'description',
    'logo_key',
  ]);
  const memberships = new TableBuffer('memberships', ['member_id', 'group_id', 'since']);
  const partners = new TableBuffer('partners', ['member_id', 'partner_id', 'position']);
  const faqs = new TableBuffer('faqs', ['id', 'member_id', 'question', 'answer', 'position']);
  const collaborators = new TableBuffer('collaborators', [
    'id',
    'public_id',
    'member_id',
    'first_name',
    'last_name',
    'job_title',
    'avatar_key',
    'position',
  ]);
  MEMBER_GROUPS.forEach((g, i) => {
    const mono = g.name
      .split(' ')
      .map((w) => w.charAt(0))
      .join('')
      .slice(0, 2)
      .toUpperCase();
    groups.push([
      i + 1,
      publicId('grp', i + 1),
      g.slug,
      g.name,
      json(g.description),
      model.image(`logos/${mono}-${i}.png`, 'logo', mono, PALETTE[i] as string),
    ]);
  });
  yield* drain(groups);
  let collectionId = 0;
  let badgeId = 0;
  let certificationId = 0;
  let faqId = 0;
  let collaboratorId = 0;
  GLOBAL_FAQS.forEach(([question, answer], position) => {
    faqs.push([++faqId, null, json(question), json(answer), position]);
  });
  const all = [
    collections,
    collectionReviews,
    badges,
    certifications,
    memberships,
    partners,
    faqs,
    collaborators,
  ];
  for (const m of model.members as MemberInfo[]) {
    const reviews = sampleReviews.get(m.id) ?? [];
    const s = stats[m.index] as StatsLike;
    if (reviews.length >= 3 && rng.chance(0.35)) {
      const count = rng.int(1, 2);
      for (let c = 0; c < count; c++) {
        collectionId++;
        const title = COLLECTION_TITLES[(m.index + c) % COLLECTION_TITLES.length] as Translated;
        collections.push([collectionId, publicId('col', collectionId), m.id, json(title), json(null), c]);
        rng.sample(reviews, rng.int(3, Math.min(6, reviews.length))).forEach((r, position) => {
          collectionReviews.push([collectionId, r.id, position]);
        });
      }
    }
    for (const badge of BADGES) {
      if (!badge.min(s)) continue;
      badgeId++;
      badges.push([
        badgeId,
        publicId('bdg', badgeId),
        m.id,
        badge.kind,
        json(badge.label),
        badge.icon,
        iso(Math.min(model.nowMs, m.createdMs + 200 * DAY_MS)),
      ]);
    }
    if (m.createdMs < Date.UTC(2020, 0, 1)) {
      badgeId++;
      const label = tr(
        'Membre fondateur',
        'Founding member',
        'Miembro fundador',
        'Membro fondatore',
        'Gründungsmitglied',
        'Medeoprichter',
      );
      badges.push([
        badgeId,
        publicId('bdg', badgeId),
        m.id,
        'founding_member',
        json(label),
        'lucide:sparkles',
        iso(m.createdMs),
      ]);
    }
    if (rng.chance(0.3)) {
      for (const [name, issuer, url] of rng.sample(CERTIFICATIONS[m.category] ?? [], rng.int(1, 2))) {
        certificationId++;
        certifications.push([
          certificationId,
          publicId('crt', certificationId),
          m.id,
          name,
          issuer,
          rng.int(2015, model.now.getUTCFullYear()),
          url,
        ]);
      }
    }
    if (rng.chance(0.22)) {
      for (const g of rng.sample([1, 2, 3, 4, 5, 6], rng.int(1, 2)))
        memberships.push([m.id, g, isoDate(m.createdMs + rng.int(0, 300) * DAY_MS)]);
    }
    const partnerCount = rng.weighted([40, 25, 20, 10, 5]);
    const partnerIds = new Set<number>();
    for (let p = 0; p < partnerCount; p++) {
      const other = rng.int(1, model.members.length);
      if (other !== m.id) partnerIds.add(other);
    }
    [...partnerIds].forEach((id, position) => {
      partners.push([m.id, id, position]);
    });
    const faqCount = rng.weighted([35, 20, 25, 20]);
    for (let f = 0; f < faqCount; f++) {
      const question: Translated = {};
      const answer: Translated = {};
      for (const lang of LANGS) {
        const [q, a] = MEMBER_FAQS[lang][f] as [string, string];
        question[lang] = q;
        answer[lang] = a;
      }
      faqs.push([++faqId, m.id, json(question), json(answer), f]);
    }
    m.staff.forEach((person, c) => {
      collaboratorId++;
      const avatar = rng.chance(0.8) ? model.avatarKey(person.gender, collaboratorId * 7 + 3) : null;
      collaborators.push([
        collaboratorId,
        publicId('clb', collaboratorId),
        m.id,
        person.firstName,
        person.lastName,
        json((JOBS[person.jobIndex] as (typeof JOBS)[number])[person.gender]),
        avatar,
        c,
      ]);
    });
    yield* flushGroupIfFull(all);
  }
  yield* drain(...all);
}
