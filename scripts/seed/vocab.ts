/** Reference vocabulary of the seed: cities, service taxonomy, qualities, sectors, job titles. */

/** A translated value keyed by upper-case locale. */
export type Translated = Partial<Record<Lang, string>>;
export type Lang = 'FR_FR' | 'EN_GB' | 'ES_ES' | 'IT_IT' | 'DE_DE' | 'NL_NL';
export const LANGS: readonly Lang[] = ['FR_FR', 'EN_GB', 'ES_ES', 'IT_IT', 'DE_DE', 'NL_NL'];

/** Builds a translated map in the order fr, en, es, it, de, nl; empty strings stay untranslated. */
export function tr(fr: string, en: string, es: string, it: string, de: string, nl: string): Translated {
  const out: Translated = {};
  [fr, en, es, it, de, nl].forEach((value, index) => {
    if (value) out[LANGS[index] as Lang] = value;
  });
  return out;
}

/** Countries of members and clients (ISO 3166-1 alpha-2) and the language their people write in. */
export type Country = 'FR' | 'GB' | 'ES' | 'IT' | 'DE' | 'NL';
export const COUNTRY_LANG: Record<Country, Lang> = {
  FR: 'FR_FR',
  GB: 'EN_GB',
  ES: 'ES_ES',
  IT: 'IT_IT',
  DE: 'DE_DE',
  NL: 'NL_NL',
};

/** Cities of the directory: France first (the marketplace started there), then its neighbours. */
export const CITIES: readonly { slug: string; name: Translated; weight: number; country: Country }[] = [
  {
    slug: 'paris',
    name: tr('Paris', 'Paris', 'París', 'Parigi', 'Paris', 'Parijs'),
    weight: 34,
    country: 'FR',
  },
  { slug: 'lyon', name: tr('Lyon', 'Lyon', 'Lyon', 'Lione', 'Lyon', 'Lyon'), weight: 14, country: 'FR' },
  {
    slug: 'marseille',
    name: tr('Marseille', 'Marseille', 'Marsella', 'Marsiglia', 'Marseille', 'Marseille'),
    weight: 9,
    country: 'FR',
  },
  {
    slug: 'bordeaux',
    name: tr('Bordeaux', 'Bordeaux', 'Burdeos', 'Bordeaux', 'Bordeaux', 'Bordeaux'),
    weight: 9,
    country: 'FR',
  },
  {
    slug: 'lille',
    name: tr('Lille', 'Lille', 'Lille', 'Lilla', 'Lille', 'Rijsel'),
    weight: 8,
    country: 'FR',
  },
  {
    slug: 'nantes',
    name: tr('Nantes', 'Nantes', 'Nantes', 'Nantes', 'Nantes', 'Nantes'),
    weight: 9,
    country: 'FR',
  },
  {
    slug: 'toulouse',
    name: tr('Toulouse', 'Toulouse', 'Toulouse', 'Tolosa', 'Toulouse', 'Toulouse'),
    weight: 10,
    country: 'FR',
  },
  { slug: 'nice', name: tr('Nice', 'Nice', 'Niza', 'Nizza', 'Nizza', 'Nice'), weight: 7, country: 'FR' },
  {
    slug: 'london',
    name: tr('Londres', 'London', 'Londres', 'Londra', 'London', 'Londen'),
    weight: 20,
    country: 'GB',
  },
  {
    slug: 'manchester',
    name: tr('Manchester', 'Manchester', 'Mánchester', 'Manchester', 'Manchester', 'Manchester'),
    weight: 8,
    country: 'GB',
  },
  {
    slug: 'madrid',
    name: tr('Madrid', 'Madrid', 'Madrid', 'Madrid', 'Madrid', 'Madrid'),
    weight: 16,
    country: 'ES',
  },
  {
    slug: 'barcelona',
    name: tr('Barcelone', 'Barcelona', 'Barcelona', 'Barcellona', 'Barcelona', 'Barcelona'),
    weight: 14,
    country: 'ES',
  },
  {
    slug: 'milano',
    name: tr('Milan', 'Milan', 'Milán', 'Milano', 'Mailand', 'Milaan'),
    weight: 16,
    country: 'IT',
  },
  { slug: 'roma', name: tr('Rome', 'Rome', 'Roma', 'Roma', 'Rom', 'Rome'), weight: 10, country: 'IT' },
  {
    slug: 'berlin',
    name: tr('Berlin', 'Berlin', 'Berlín', 'Berlino', 'Berlin', 'Berlijn'),
    weight: 16,
    country: 'DE',
  },
  {
    slug: 'muenchen',
    name: tr('Munich', 'Munich', 'Múnich', 'Monaco di Baviera', 'München', 'München'),
    weight: 12,
    country: 'DE',
  },
  {
    slug: 'hamburg',
    name: tr('Hambourg', 'Hamburg', 'Hamburgo', 'Amburgo', 'Hamburg', 'Hamburg'),
    weight: 9,
    country: 'DE',
  },
  {
    slug: 'amsterdam',
    name: tr('Amsterdam', 'Amsterdam', 'Ámsterdam', 'Amsterdam', 'Amsterdam', 'Amsterdam'),
    weight: 14,
    country: 'NL',
  },
  {
    slug: 'rotterdam',
    name: tr('Rotterdam', 'Rotterdam', 'Róterdam', 'Rotterdam', 'Rotterdam', 'Rotterdam'),
    weight: 8,
    country: 'NL',
  },
];

export interface Specialty {
  slug: string;
  label: Translated;
}
export interface Activity {
  slug: string;
  label: Translated;
  specialties: Specialty[];
}
export interface Category {
  slug: string;
  icon: string;
  label: Translated;
  activities: Activity[];
}

const sp = (slug: string, label: Translated): Specialty => ({ slug, label });

/** The five member categories (spec section 3), their activities and specialties. */
export const TAXONOMY: Category[] = [
  {
    slug: 'legal_compta_et_finances',
    icon: 'lucide:scale',
    label: tr(
      'Juridique, compta et finances',
      'Legal, accounting and finance',
      'Legal, contabilidad y finanzas',
      'Legale, contabilità e finanza',
      'Recht, Buchhaltung und Finanzen',
      'Juridisch, boekhouding en financiën',
    ),
    activities: [
      {
        slug: 'expertise-comptable',
        label: tr(
          'Expertise comptable',
          'Chartered accounting',
          'Contabilidad',
          'Contabilità',
          'Wirtschaftsprüfung',
          'Accountancy',
        ),
        specialties: [
          sp(
            'comptabilite-startups',
            tr(
              'Comptabilité de startups',
              'Start-up accounting',
              'Contabilidad para startups',
              'Contabilità per startup',
              'Buchhaltung für Start-ups',
              'Boekhouding voor start-ups',
            ),
          ),
          sp(
            'paie',
            tr(
              'Gestion de la paie',
              'Payroll',
              'Nóminas',
              'Buste paga',
              'Lohnabrechnung',
              'Salarisadministratie',
            ),
          ),
        ],
      },
      {
        slug: 'avocats-affaires',
        label: tr(
          "Avocats d'affaires",
          'Business lawyers',
          'Abogados de empresa',
          "Avvocati d'affari",
          'Wirtschaftsanwälte',
          'Bedrijfsadvocaten',
        ),
        specialties: [
          sp(
            'droit-des-societes',
            tr(
              'Droit des sociétés',
              'Corporate law',
              'Derecho societario',
              'Diritto societario',
              'Gesellschaftsrecht',
              'Vennootschapsrecht',
            ),
          ),
          sp(
            'propriete-intellectuelle',
            tr(
              'Propriété intellectuelle',
              'Intellectual property',
              'Propiedad intelectual',
              'Proprietà intellettuale',
              'Geistiges Eigentum',
              'Intellectueel eigendom',
            ),
          ),
          sp(
            'droit-social',
            tr(
              'Droit social',
              'Employment law',
              'Derecho laboral',
              'Diritto del lavoro',
              'Arbeitsrecht',
              'Arbeidsrecht',
            ),
          ),
        ],
      },
      {
        slug: 'daf-externalise',
        label: tr(
          'DAF externalisé',
          'Outsourced CFO',
          'Director financiero externo',
          'CFO esterno',
          'Externer Finanzchef',
          'Externe CFO',
        ),
        specialties: [
          sp(
            'levee-de-fonds',
            tr(
              'Levée de fonds',
              'Fundraising',
              'Captación de fondos',
              'Raccolta fondi',
              'Finanzierungsrunden',
              'Kapitaalwerving',
            ),
          ),
          sp(
            'controle-de-gestion',
            tr(
              'Contrôle de gestion',
              'Management control',
              'Control de gestión',
              'Controllo di gestione',
              'Controlling',
              'Controlling',
            ),
          ),
        ],
      },
      {
        slug: 'conformite-rgpd',
        label: tr(
          'Conformité RGPD',
          'GDPR compliance',
          'Cumplimiento RGPD',
          'Conformità GDPR',
          'DSGVO-Konformität',
          'AVG-naleving',
        ),
        specialties: [
          sp(
            'dpo-externalise',
            tr(
              'DPO externalisé',
              'Outsourced DPO',
              'DPO externo',
              'DPO esterno',
              'Externer Datenschutzbeauftragter',
              'Externe FG',
            ),
          ),
        ],
      },
      {
        slug: 'assurance-entreprise',
        label: tr(
          "Assurance d'entreprise",
          'Business insurance',
          'Seguros para empresas',
          'Assicurazioni aziendali',
          'Gewerbeversicherungen',
          'Bedrijfsverzekeringen',
        ),
        specialties: [
          sp(
            'cyber-assurance',
            tr(
              'Cyber-assurance',
              'Cyber insurance',
              'Ciberseguro',
              'Assicurazione cyber',
              'Cyberversicherung',
              'Cyberverzekering',
            ),
          ),
        ],
      },
    ],
  },
  {
    slug: 'marketing_communication_et_ventes',
    icon: 'lucide:megaphone',
    label: tr(
      'Marketing, communication et ventes',
      'Marketing, communication and sales',
      'Marketing, comunicación y ventas',
      'Marketing, comunicazione e vendite',
      'Marketing, Kommunikation und Vertrieb',
      'Marketing, communicatie en verkoop',
    ),
    activities: [
      {
        slug: 'agence-seo',
        label: tr('Agence SEO', 'SEO agency', 'Agencia SEO', 'Agenzia SEO', 'SEO-Agentur', 'SEO-bureau'),
        specialties: [
          sp(
            'seo-technique',
            tr(
              'SEO technique',
              'Technical SEO',
              'SEO técnico',
              'SEO tecnico',
              'Technisches SEO',
              'Technische SEO',
            ),
          ),
          sp(
            'netlinking',
            tr('Netlinking', 'Link building', 'Linkbuilding', 'Link building', 'Linkaufbau', 'Linkbuilding'),
          ),
        ],
      },
      {
        slug: 'agence-sea',
        label: tr(
          'Agence SEA',
          'Paid search agency',
          'Agencia SEM',
          'Agenzia SEA',
          'SEA-Agentur',
          'SEA-bureau',
        ),
        specialties: [
          sp(
            'google-ads',
            tr('Google Ads', 'Google Ads', 'Google Ads', 'Google Ads', 'Google Ads', 'Google Ads'),
          ),
          sp(
            'social-ads',
            tr(
              'Social Ads',
              'Paid social',
              'Anuncios en redes sociales',
              'Social Ads',
              'Social Ads',
              'Social advertising',
            ),
          ),
        ],
      },
      {
        slug: 'relations-presse',
        label: tr(
          'Relations presse',
          'Public relations',
          'Relaciones con la prensa',
          'Ufficio stampa',
          'Pressearbeit',
          'Persrelaties',
        ),
        specialties: [
          sp(
            'communication-de-crise',
            tr(
              'Communication de crise',
              'Crisis communication',
              'Comunicación de crisis',
              'Comunicazione di crisi',
              'Krisenkommunikation',
              'Crisiscommunicatie',
            ),
          ),
        ],
      },
      {
        slug: 'branding',
        label: tr(
          'Branding et identité visuelle',
          'Branding and visual identity',
          'Branding e identidad visual',
          'Branding e identità visiva',
          'Branding und Corporate Design',
          'Branding en huisstijl',
        ),
        specialties: [
          sp(
            'creation-de-logo',
            tr(
              'Création de logo',
              'Logo design',
              'Diseño de logotipo',
              'Creazione di logo',
              'Logogestaltung',
              'Logo-ontwerp',
            ),
          ),
          sp(
            'design-packaging',
            tr(
              'Design packaging',
              'Packaging design',
              'Diseño de packaging',
              'Design del packaging',
              'Verpackungsdesign',
              'Verpakkingsontwerp',
            ),
          ),
        ],
      },
      {
        slug: 'growth-marketing',
        label: tr(
          'Growth marketing',
          'Growth marketing',
          'Growth marketing',
          'Growth marketing',
          'Growth-Marketing',
          'Growth marketing',
        ),
        specialties: [
          sp(
            'automatisation-marketing',
            tr(
              'Automatisation marketing',
              'Marketing automation',
              'Automatización del marketing',
              'Marketing automation',
              'Marketing-Automatisierung',
              'Marketingautomatisering',
            ),
          ),
          sp(
            'prospection-b2b',
            tr(
              'Prospection B2B',
              'B2B lead generation',
              'Prospección B2B',
              'Prospezione B2B',
              'B2B-Akquise',
              'B2B-prospectie',
            ),
          ),
        ],
      },
      {
        slug: 'production-video',
        label: tr(
          'Production vidéo',
          'Video production',
          'Producción de vídeo',
          'Produzione video',
          'Videoproduktion',
          'Videoproductie',
        ),
        specialties: [
          sp(
            'motion-design',
            tr(
              'Motion design',
              'Motion design',
              'Motion graphics',
              'Motion design',
              'Motion Design',
              'Motion design',
            ),
          ),
          sp(
            'video-corporate',
            tr(
              'Vidéo corporate',
              'Corporate video',
              'Vídeo corporativo',
              'Video aziendale',
              'Unternehmensfilm',
              'Bedrijfsfilm',
            ),
          ),
        ],
      },
    ],
  },
  {
    slug: 'operations_et_divers',
    icon: 'lucide:settings',
    label: tr(
      'Opérations et divers',
      'Operations and more',
      'Operaciones y otros',
      'Operazioni e altro',
      'Betrieb und Sonstiges',
      'Operations en overig',
    ),
    activities: [
      {
        slug: 'conseil-en-strategie',
        label: tr(
          'Conseil en stratégie',
          'Strategy consulting',
          'Consultoría estratégica',
          'Consulenza strategica',
          'Strategieberatung',
          'Strategieadvies',
        ),
        specialties: [
          sp(
            'transformation-organisationnelle',
            tr(
              'Transformation organisationnelle',
              'Organisational change',
              'Transformación organizativa',
              'Trasformazione organizzativa',
              'Organisationsentwicklung',
              'Organisatieverandering',
            ),
          ),
        ],
      },
      {
        slug: 'logistique',
        label: tr(
          'Logistique et supply chain',
          'Logistics and supply chain',
          'Logística y cadena de suministro',
          'Logistica e supply chain',
          'Logistik und Lieferkette',
          'Logistiek en supply chain',
        ),
        specialties: [
          sp(
            'e-logistique',
            tr(
              'E-logistique',
              'E-commerce fulfilment',
              'Logística e-commerce',
              'E-logistica',
              'E-Commerce-Fulfillment',
              'E-fulfilment',
            ),
          ),
        ],
      },
      {
        slug: 'amenagement-de-bureaux',
        label: tr(
          'Aménagement de bureaux',
          'Office design',
          'Diseño de oficinas',
          'Allestimento uffici',
          'Büroeinrichtung',
          'Kantoorinrichting',
        ),
        specialties: [
          sp(
            'flex-office',
            tr(
              'Flex office',
              'Flexible workspace',
              'Oficina flexible',
              'Flex office',
              'Flexible Arbeitsplätze',
              'Flexwerkplekken',
            ),
          ),
        ],
      },
      {
        slug: 'rse',
        label: tr(
          'RSE et développement durable',
          'CSR and sustainability',
          'RSC y sostenibilidad',
          'CSR e sostenibilità',
          'CSR und Nachhaltigkeit',
          'MVO en duurzaamheid',
        ),
        specialties: [
          sp(
            'bilan-carbone',
            tr(
              'Bilan carbone',
              'Carbon footprint',
              'Huella de carbono',
              'Bilancio carbonio',
              'CO2-Bilanz',
              'CO2-voetafdruk',
            ),
          ),
        ],
      },
      {
        slug: 'evenementiel',
        label: tr('Événementiel', 'Events', 'Eventos', 'Eventi', 'Veranstaltungen', 'Evenementen'),
        specialties: [
          sp(
            'seminaires',
            tr(
              "Séminaires d'entreprise",
              'Corporate retreats',
              'Seminarios de empresa',
              'Seminari aziendali',
              'Firmenseminare',
              'Bedrijfsseminars',
            ),
          ),
        ],
      },
    ],
  },
  {
    slug: 'recrutement_et_rh',
    icon: 'lucide:users',
    label: tr(
      'Recrutement et RH',
      'Recruitment and HR',
      'Selección y RR. HH.',
      'Selezione e risorse umane',
      'Recruiting und Personal',
      'Werving en HR',
    ),
    activities: [
      {
        slug: 'cabinet-de-recrutement',
        label: tr(
          'Cabinet de recrutement',
          'Recruitment agency',
          'Consultora de selección',
          'Società di selezione',
          'Personalberatung',
          'Recruitmentbureau',
        ),
        specialties: [
          sp(
            'recrutement-tech',
            tr(
              'Recrutement tech',
              'Tech recruitment',
              'Selección tecnológica',
              'Recruiting tech',
              'Tech-Recruiting',
              'Techwerving',
            ),
          ),
          sp(
            'chasse-de-tetes',
            tr(
              'Chasse de têtes',
              'Executive search',
              'Headhunting',
              'Head hunting',
              'Headhunting',
              'Executive search',
            ),
          ),
        ],
      },
      {
        slug: 'formation',
        label: tr(
          'Formation professionnelle',
          'Professional training',
          'Formación profesional',
          'Formazione professionale',
          'Weiterbildung',
          'Bedrijfsopleidingen',
        ),
        specialties: [
          sp(
            'formation-management',
            tr(
              'Formation au management',
              'Management training',
              'Formación en gestión',
              'Formazione manageriale',
              'Führungskräftetraining',
              'Managementtraining',
            ),
          ),
          sp(
            'formation-langues',
            tr(
              'Formation en langues',
              'Language training',
              'Formación en idiomas',
              'Corsi di lingua',
              'Sprachkurse',
              'Taaltraining',
            ),
          ),
        ],
      },
      {
        slug: 'marque-employeur',
        label: tr(
          'Marque employeur',
          'Employer branding',
          'Marca empleadora',
          'Employer branding',
          'Arbeitgebermarke',
          'Employer branding',
        ),
        specialties: [
          sp(
            'onboarding',
            tr('Onboarding', 'Onboarding', 'Onboarding', 'Onboarding', 'Onboarding', 'Onboarding'),
          ),
        ],
      },
      {
        slug: 'portage-salarial',
        label: tr(
          'Portage salarial',
          'Umbrella employment',
          'Empleo a través de sociedad de portage',
          'Portage salariale',
          'Lohnportage',
          'Payrolling voor zelfstandigen',
        ),
        specialties: [
          sp(
            'freelances-it',
            tr(
              'Freelances IT',
              'IT freelancers',
              'Freelance IT',
              'Freelance IT',
              'IT-Freelancer',
              'IT-freelancers',
            ),
          ),
        ],
      },
      {
        slug: 'coaching',
        label: tr(
          'Coaching et bien-être',
          'Coaching and wellbeing',
          'Coaching y bienestar',
          'Coaching e benessere',
          'Coaching und Wohlbefinden',
          'Coaching en welzijn',
        ),
        specialties: [
          sp(
            'qualite-de-vie-au-travail',
            tr(
              'Qualité de vie au travail',
              'Workplace wellbeing',
              'Calidad de vida laboral',
              'Benessere al lavoro',
              'Wohlbefinden am Arbeitsplatz',
              'Werkgeluk',
            ),
          ),
        ],
      },
    ],
  },
  {
    slug: 'tech_et_produit',
    icon: 'lucide:code',
    label: tr(
      'Tech et produit',
      'Tech and product',
      'Tecnología y producto',
      'Tecnologia e prodotto',
      'Technik und Produkt',
      'Tech en product',
    ),
    activities: [
      {
        slug: 'developpement-web',
        label: tr(
          'Développement web',
          'Web development',
          'Desarrollo web',
          'Sviluppo web',
          'Webentwicklung',
          'Webontwikkeling',
        ),
        specialties: [
          sp('react', tr('React', 'React', 'React', 'React', 'React', 'React')),
          sp(
            'e-commerce',
            tr('E-commerce', 'E-commerce', 'Comercio electrónico', 'E-commerce', 'E-Commerce', 'E-commerce'),
          ),
          sp('wordpress', tr('WordPress', 'WordPress', 'WordPress', 'WordPress', 'WordPress', 'WordPress')),
        ],
      },
      {
        slug: 'applications-mobiles',
        label: tr(
          'Applications mobiles',
          'Mobile apps',
          'Aplicaciones móviles',
          'App mobile',
          'Mobile Apps',
          'Mobiele apps',
        ),
        specialties: [
          sp('flutter', tr('Flutter', 'Flutter', 'Flutter', 'Flutter', 'Flutter', 'Flutter')),
          sp(
            'ios-android',
            tr(
              'iOS et Android natifs',
              'Native iOS and Android',
              'iOS y Android nativos',
              'iOS e Android nativi',
              'Natives iOS und Android',
              'Native iOS en Android',
            ),
          ),
        ],
      },
      {
        slug: 'design-ux-ui',
        label: tr(
          'Design UX/UI',
          'UX/UI design',
          'Diseño UX/UI',
          'Design UX/UI',
          'UX/UI-Design',
          'UX/UI-ontwerp',
        ),
        specialties: [
          sp(
            'design-system',
            tr(
              'Design system',
              'Design systems',
              'Sistemas de diseño',
              'Design system',
              'Designsysteme',
              'Designsystemen',
            ),
          ),
          sp(
            'recherche-utilisateur',
            tr(
              'Recherche utilisateur',
              'User research',
              'Investigación de usuarios',
              'Ricerca utente',
              'Nutzerforschung',
              'Gebruikersonderzoek',
            ),
          ),
        ],
      },
      {
        slug: 'data-et-ia',
        label: tr('Data et IA', 'Data and AI', 'Datos e IA', 'Dati e IA', 'Daten und KI', 'Data en AI'),
        specialties: [
          sp(
            'business-intelligence',
            tr(
              'Business intelligence',
              'Business intelligence',
              'Inteligencia de negocio',
              'Business intelligence',
              'Business Intelligence',
              'Business intelligence',
            ),
          ),
          sp(
            'machine-learning',
            tr(
              'Machine learning',
              'Machine learning',
              'Aprendizaje automático',
              'Machine learning',
              'Maschinelles Lernen',
              'Machine learning',
            ),
          ),
        ],
      },
      {
        slug: 'cybersecurite',
        label: tr(
          'Cybersécurité',
          'Cybersecurity',
          'Ciberseguridad',
          'Cybersicurezza',
          'Cybersicherheit',
          'Cyberbeveiliging',
        ),
        specialties: [
          sp(
            'tests-intrusion',
            tr(
              "Tests d'intrusion",
              'Penetration testing',
              'Pruebas de penetración',
              'Penetration test',
              'Penetrationstests',
              'Penetratietesten',
            ),
          ),
        ],
      },
      {
        slug: 'infogerance-cloud',
        label: tr(
          'Infogérance et cloud',
          'Managed IT and cloud',
          'Servicios gestionados y nube',
          'Servizi gestiti e cloud',
          'IT-Betrieb und Cloud',
          'Beheerde IT en cloud',
        ),
        specialties: [
          sp('devops', tr('DevOps', 'DevOps', 'DevOps', 'DevOps', 'DevOps', 'DevOps')),
          sp(
            'migration-cloud',
            tr(
              'Migration cloud',
              'Cloud migration',
              'Migración a la nube',
              'Migrazione cloud',
              'Cloud-Migration',
              'Cloudmigratie',
            ),
          ),
        ],
      },
      {
        slug: 'no-code',
        label: tr('No-code', 'No-code', 'No-code', 'No-code', 'No-Code', 'No-code'),
        specialties: [
          sp(
            'automatisation-zapier',
            tr(
              'Automatisation de workflows',
              'Workflow automation',
              'Automatización de flujos',
              'Automazione dei flussi',
              'Workflow-Automatisierung',
              'Workflowautomatisering',
            ),
          ),
        ],
      },
    ],
  },
];

/** The qualities clients can recommend (about twelve, spec section 3). */
export const QUALITIES = [
  {
    slug: 'reactivite',
    icon: 'lucide:zap',
    label: tr(
      'Réactivité',
      'Responsiveness',
      'Reactividad',
      'Reattività',
      'Reaktionsschnelligkeit',
      'Snelheid',
    ),
  },
  {
    slug: 'expertise',
    icon: 'lucide:graduation-cap',
    label: tr('Expertise', 'Expertise', 'Experiencia', 'Competenza', 'Fachkompetenz', 'Expertise'),
  },
  {
    slug: 'creativite',
    icon: 'lucide:lightbulb',
    label: tr('Créativité', 'Creativity', 'Creatividad', 'Creatività', 'Kreativität', 'Creativiteit'),
  },
  {
    slug: 'ecoute',
    icon: 'lucide:ear',
    label: tr('Écoute', 'Listening', 'Escucha', 'Ascolto', 'Zuhören', 'Luisteren'),
  },
  {
    slug: 'pedagogie',
    icon: 'lucide:book-open',
    label: tr(
      'Pédagogie',
      'Clear explanations',
      'Pedagogía',
      'Chiarezza',
      'Verständlichkeit',
      'Heldere uitleg',
    ),
  },
  {
    slug: 'rigueur',
    icon: 'lucide:ruler',
    label: tr('Rigueur', 'Thoroughness', 'Rigor', 'Rigore', 'Sorgfalt', 'Nauwkeurigheid'),
  },
  {
    slug: 'respect-des-delais',
    icon: 'lucide:clock',
    label: tr(
      'Respect des délais',
      'On-time delivery',
      'Cumplimiento de plazos',
      'Rispetto delle scadenze',
      'Termintreue',
      'Deadlines halen',
    ),
  },
  {
    slug: 'transparence',
    icon: 'lucide:eye',
    label: tr('Transparence', 'Transparency', 'Transparencia', 'Trasparenza', 'Transparenz', 'Transparantie'),
  },
  {
    slug: 'proactivite',
    icon: 'lucide:rocket',
    label: tr(
      'Proactivité',
      'Proactivity',
      'Proactividad',
      'Proattività',
      'Eigeninitiative',
      'Proactiviteit',
    ),
  },
  {
    slug: 'sens-du-resultat',
    icon: 'lucide:target',
    label: tr(
      'Sens du résultat',
      'Results-driven',
      'Orientación a resultados',
      'Orientamento ai risultati',
      'Ergebnisorientierung',
      'Resultaatgericht',
    ),
  },
  {
    slug: 'disponibilite',
    icon: 'lucide:phone',
    label: tr(
      'Disponibilité',
      'Availability',
      'Disponibilidad',
      'Disponibilità',
      'Erreichbarkeit',
      'Beschikbaarheid',
    ),
  },
  {
    slug: 'rapport-qualite-prix',
    icon: 'lucide:badge-euro',
    label: tr(
      'Rapport qualité-prix',
      'Value for money',
      'Relación calidad-precio',
      'Rapporto qualità-prezzo',
      'Preis-Leistung',
      'Prijs-kwaliteit',
    ),
  },
] as const;

/** Activity sectors A..U (NACE sections), with a few client names each. */
export const SECTORS: { code: string; companies: string[] }[] = [
  { code: 'A', companies: ['Vergers du Lot', 'Coopérative Terres d’Oc', 'Domaine des Cigales'] },
  { code: 'B', companies: ['Carrières de Bourgogne', 'Sablières Atlantique'] },
  {
    code: 'C',
    companies: [
      'Ateliers Moreau',
      'Fonderie Rhodanienne',
      'Biscuiterie de l’Ouest',
      'Textiles Dumont',
      'Plasturgie Alpine',
    ],
  },
  { code: 'D', companies: ['Énergies Citoyennes', 'Solaire du Midi'] },
  { code: 'E', companies: ['Eaux de Provence Services', 'Recyclage Nord Industrie'] },
  { code: 'F', companies: ['Bâtiments Lefèvre', 'Charpentes Garonne', 'Rénov’Habitat'] },
  {
    code: 'G',
    companies: ['Maison Lacoste Distribution', 'Épicerie Fine Ribaud', 'Cavavin Conseil', 'Boutiques Rivoli'],
  },
  { code: 'H', companies: ['Transports Girard', 'Logistique Méditerranée', 'Fret Express Lille'] },
  { code: 'I', companies: ['Hôtels du Vieux Port', 'Brasseries Lumière', 'Auberge Saint-Roch'] },
  {
    code: 'J',
    companies: ['Kiosque Média', 'Logiciels Atalante', 'Nuage Numérique', 'Studio Pixel Nord', 'Datagora'],
  },
  { code: 'K', companies: ['Mutuelle Horizon', 'Banque Populaire des Alpes', 'Courtage Armor'] },
  { code: 'L', companies: ['Foncière Bellevue', 'Immo Confluence'] },
  { code: 'M', companies: ['Bureau d’études Vauban', 'Cabinet Archipel', 'Laboratoires Opale'] },
  { code: 'N', companies: ['Propreté Services Plus', 'Sécurité Vigilance', 'Intérim Émeraude'] },
  { code: 'O', companies: ['Communauté de communes du Val', 'Mairie de Villeneuve'] },
  { code: 'P', companies: ['École Supérieure du Numérique', 'Institut Pasteur Formation', 'Campus Horizon'] },
  { code: 'Q', companies: ['Clinique des Cèdres', 'Pharmacie Centrale', 'Ehpad Les Tilleuls'] },
  { code: 'R', companies: ['Théâtre de la Criée', 'Salle Le Bikini', 'Club Nautique de Nice'] },
  { code: 'S', companies: ['Fédération des Artisans', 'Association Solidarités Nouvelles'] },
  { code: 'T', companies: ['Services Domicile Plus'] },
  { code: 'U', companies: ['Délégation Européenne Culture'] },
];

/** Colours for logos and custom member themes. */
export const PALETTE = [
  '#1D4ED8',
  '#7C3AED',
  '#DB2777',
  '#EA580C',
  '#0F766E',
  '#B45309',
  '#4338CA',
  '#0E7490',
  '#BE123C',
  '#15803D',
];
