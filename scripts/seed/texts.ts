/**
 * Text templates of the seed in the six languages: member presentations, reviews, testimonies,
 * case studies, FAQs. Placeholders are {name}, {activity} (mid-sentence), {Activity} (starting a
 * sentence), {city}, {year}, {member}, {client}, {quality}.
 */
import type { Rng } from './prng';
import type { Lang, Translated } from './vocab';

type Templates = Record<Lang, string[]>;

/**
 * A label as it reads mid-sentence: first letter lower-cased, except German nouns and acronyms.
 * @example midSentence('Aménagement de bureaux', 'FR_FR') // 'aménagement de bureaux'
 * @example midSentence('SEO', 'FR_FR') // 'SEO'
 */
export function midSentence(label: string, lang: Lang): string {
  if (lang === 'DE_DE' || /^\p{Lu}{2}/u.test(label)) return label;
  return label.charAt(0).toLocaleLowerCase(lang.replace('_', '-')) + label.slice(1);
}

/** Replaces {placeholders} with values; unknown ones stay as they are. */
export function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => vars[key] ?? whole);
}

/** Renders template number `index` of each language with per-language variables. */
export function render(
  templates: Templates,
  index: number,
  vars: (lang: Lang) => Record<string, string>,
  langs: readonly Lang[],
): Translated {
  const out: Translated = {};
  for (const lang of langs) {
    const list = templates[lang];
    out[lang] = fill(list[index % list.length] as string, vars(lang));
  }
  return out;
}

export const SHORT_DESCRIPTIONS: Templates = {
  FR_FR: [
    '{Activity} pour les PME et ETI, à {city} et partout en France.',
    'Votre partenaire {activity} depuis {year}.',
    'Une équipe de spécialistes en {activity}, basée à {city}.',
  ],
  EN_GB: [
    '{Activity} for SMEs and mid-sized companies, in {city} and across France.',
    'Your {activity} partner since {year}.',
    'A team of {activity} specialists based in {city}.',
  ],
  ES_ES: [
    '{Activity} para pymes y medianas empresas, en {city} y en toda Francia.',
    'Su socio en {activity} desde {year}.',
    'Un equipo de especialistas en {activity} con sede en {city}.',
  ],
  IT_IT: [
    '{Activity} per PMI e medie imprese, a {city} e in tutta la Francia.',
    'Il vostro partner per {activity} dal {year}.',
    'Un team di specialisti in {activity} con sede a {city}.',
  ],
  DE_DE: [
    '{Activity} für KMU und Mittelstand, in {city} und ganz Frankreich.',
    'Ihr Partner für {activity} seit {year}.',
    'Ein Team von Fachleuten für {activity} mit Sitz in {city}.',
  ],
  NL_NL: [
    '{Activity} voor mkb-bedrijven, in {city} en heel Frankrijk.',
    'Uw partner voor {activity} sinds {year}.',
    'Een team van specialisten in {activity}, gevestigd in {city}.',
  ],
};

export const ABOUTS: Templates = {
  FR_FR: [
    'Fondée en {year} à {city}, {name} accompagne les entreprises dans leurs projets de {activity}. Notre équipe privilégie la proximité, des engagements clairs et des résultats mesurables. Nos clients nous recommandent avant tout pour notre {quality}.',
    '{name} réunit des experts en {activity} qui ont fait leurs armes en cabinet comme en entreprise. Depuis {year}, nous intervenons auprès de startups, de PME et de grands comptes, depuis nos bureaux de {city}.',
  ],
  EN_GB: [
    'Founded in {year} in {city}, {name} helps companies with their {activity} projects. Our team values proximity, clear commitments and measurable results. Clients recommend us first and foremost for our {quality}.',
    '{name} brings together {activity} experts who learnt their trade in consultancies and in-house teams alike. Since {year} we have worked with start-ups, SMEs and large accounts from our {city} office.',
  ],
  ES_ES: [
    'Fundada en {year} en {city}, {name} acompaña a las empresas en sus proyectos de {activity}. Nuestro equipo apuesta por la cercanía, compromisos claros y resultados medibles. Nuestros clientes destacan sobre todo nuestra {quality}.',
    '{name} reúne a expertos en {activity} formados tanto en consultoras como en empresas. Desde {year} trabajamos con startups, pymes y grandes cuentas desde nuestra oficina de {city}.',
  ],
  IT_IT: [
    'Fondata nel {year} a {city}, {name} affianca le aziende nei progetti di {activity}. Il nostro team punta su vicinanza, impegni chiari e risultati misurabili. I clienti ci raccomandano soprattutto per la nostra {quality}.',
    '{name} riunisce esperti di {activity} formati sia in società di consulenza sia in azienda. Dal {year} lavoriamo con startup, PMI e grandi clienti dal nostro ufficio di {city}.',
  ],
  DE_DE: [
    '{name} wurde {year} in {city} gegründet und begleitet Unternehmen bei ihren Projekten rund um {activity}. Unser Team setzt auf Nähe, klare Zusagen und messbare Ergebnisse. Kunden empfehlen uns vor allem für unsere {quality}.',
    '{name} vereint Fachleute für {activity}, die ihr Handwerk in Beratungen und Unternehmen gelernt haben. Seit {year} arbeiten wir von {city} aus für Start-ups, KMU und Konzerne.',
  ],
  NL_NL: [
    '{name} werd in {year} opgericht in {city} en begeleidt bedrijven bij hun projecten in {activity}. Ons team kiest voor nabijheid, heldere afspraken en meetbare resultaten. Klanten bevelen ons vooral aan om onze {quality}.',
    '{name} brengt specialisten in {activity} samen die hun vak leerden bij adviesbureaus en in bedrijven. Sinds {year} werken we vanuit {city} voor start-ups, mkb en grote klanten.',
  ],
};

export const UNIQUE_VALUES: Templates = {
  FR_FR: [
    'Un interlocuteur unique du premier appel à la livraison, et un point d’étape chaque semaine.',
    'Des méthodes éprouvées sur plus de cent projets, adaptées à la taille de chaque client.',
  ],
  EN_GB: [
    'One point of contact from the first call to delivery, with a progress review every week.',
    'Methods proven on more than a hundred projects, tailored to each client’s size.',
  ],
  ES_ES: [
    'Un único interlocutor desde la primera llamada hasta la entrega, con un seguimiento semanal.',
    'Métodos probados en más de cien proyectos, adaptados al tamaño de cada cliente.',
  ],
  IT_IT: [
    'Un unico referente dalla prima chiamata alla consegna, con un punto settimanale.',
    'Metodi collaudati su oltre cento progetti, adattati alle dimensioni di ogni cliente.',
  ],
  DE_DE: [
    'Ein fester Ansprechpartner vom ersten Gespräch bis zur Lieferung, mit wöchentlichem Statustermin.',
    'In über hundert Projekten bewährte Methoden, zugeschnitten auf jede Unternehmensgröße.',
  ],
  NL_NL: [
    'Eén aanspreekpunt van het eerste gesprek tot de oplevering, met een wekelijkse update.',
    'Methoden die zich in meer dan honderd projecten bewezen, afgestemd op elke klant.',
  ],
};

export const JOURNEY: Record<Lang, string[]> = {
  FR_FR: [
    'Premier échange et diagnostic',
    'Proposition chiffrée',
    'Lancement du projet',
    'Points d’étape réguliers',
    'Bilan et suivi',
  ],
  EN_GB: [
    'First call and diagnosis',
    'Costed proposal',
    'Project kick-off',
    'Regular check-ins',
    'Review and follow-up',
  ],
  ES_ES: [
    'Primer contacto y diagnóstico',
    'Propuesta con presupuesto',
    'Inicio del proyecto',
    'Seguimiento periódico',
    'Balance y seguimiento',
  ],
  IT_IT: [
    'Primo contatto e diagnosi',
    'Proposta economica',
    'Avvio del progetto',
    'Aggiornamenti regolari',
    'Bilancio e follow-up',
  ],
  DE_DE: [
    'Erstgespräch und Analyse',
    'Angebot mit Kosten',
    'Projektstart',
    'Regelmäßige Abstimmungen',
    'Abschluss und Nachbetreuung',
  ],
  NL_NL: [
    'Kennismaking en analyse',
    'Offerte',
    'Projectstart',
    'Regelmatige voortgangsgesprekken',
    'Evaluatie en opvolging',
  ],
};

/** Review titles by rating band: index 0 for excellent, 1 for good, 2 for mixed. */
export const REVIEW_TITLES: Record<Lang, string[][]> = {
  FR_FR: [
    [
      'Un partenaire exceptionnel',
      'Je recommande sans hésiter',
      'Une équipe au top',
      'Des résultats au-delà de nos attentes',
    ],
    ['Très bonne collaboration', 'Un accompagnement sérieux', 'Travail de qualité'],
    ['Prestation correcte', 'Des points à améliorer', 'Résultat satisfaisant malgré quelques retards'],
  ],
  EN_GB: [
    [
      'An outstanding partner',
      'I recommend them without hesitation',
      'A brilliant team',
      'Results beyond our expectations',
    ],
    ['A very good collaboration', 'Reliable support', 'Quality work'],
    ['A decent service', 'Some room for improvement', 'A fair result despite some delays'],
  ],
  ES_ES: [
    [
      'Un socio excepcional',
      'Lo recomiendo sin dudar',
      'Un equipo excelente',
      'Resultados por encima de lo esperado',
    ],
    ['Muy buena colaboración', 'Un acompañamiento serio', 'Trabajo de calidad'],
    ['Servicio correcto', 'Aspectos por mejorar', 'Resultado aceptable pese a algunos retrasos'],
  ],
  IT_IT: [
    [
      'Un partner eccezionale',
      'Lo consiglio senza esitazione',
      'Un team eccellente',
      'Risultati oltre le aspettative',
    ],
    ['Ottima collaborazione', 'Un supporto serio', 'Lavoro di qualità'],
    [
      'Servizio discreto',
      'Alcuni aspetti da migliorare',
      'Risultato soddisfacente nonostante qualche ritardo',
    ],
  ],
  DE_DE: [
    [
      'Ein hervorragender Partner',
      'Uneingeschränkt zu empfehlen',
      'Ein großartiges Team',
      'Ergebnisse über unseren Erwartungen',
    ],
    ['Sehr gute Zusammenarbeit', 'Zuverlässige Begleitung', 'Qualitativ hochwertige Arbeit'],
    ['Ordentliche Leistung', 'Mit Verbesserungspotenzial', 'Gutes Ergebnis trotz einiger Verzögerungen'],
  ],
  NL_NL: [
    [
      'Een uitzonderlijke partner',
      'Zonder twijfel aanbevolen',
      'Een top team',
      'Resultaten boven verwachting',
    ],
    ['Zeer goede samenwerking', 'Betrouwbare begeleiding', 'Kwaliteitswerk'],
    ['Degelijke dienstverlening', 'Enkele verbeterpunten', 'Goed resultaat ondanks wat vertraging'],
  ],
};

export const REVIEW_BODIES: Templates = {
  FR_FR: [
    'Nous avons confié à {member} notre projet de {activity} et le résultat est à la hauteur. L’équipe a su comprendre nos enjeux rapidement et nous a proposé un plan d’action clair. Mention spéciale pour leur {quality}.',
    'Chez {client}, nous cherchions un partenaire en {activity} capable de s’adapter à nos contraintes. {member} a tenu ses engagements, avec des points réguliers et une vraie transparence sur l’avancement.',
    'Collaboration de plusieurs mois avec {member}. Leur {quality} a fait la différence au moment du lancement. Nous continuons à travailler ensemble.',
  ],
  EN_GB: [
    'We entrusted {member} with our {activity} project and the result lived up to expectations. The team grasped our challenges quickly and proposed a clear action plan. Special mention for their {quality}.',
    'At {client} we were looking for a {activity} partner able to adapt to our constraints. {member} kept its promises, with regular check-ins and real transparency on progress.',
    'A collaboration of several months with {member}. Their {quality} made the difference at launch. We keep working together.',
  ],
  ES_ES: [
    'Confiamos a {member} nuestro proyecto de {activity} y el resultado estuvo a la altura. El equipo entendió rápidamente nuestros retos y propuso un plan de acción claro. Mención especial a su {quality}.',
    'En {client} buscábamos un socio en {activity} capaz de adaptarse a nuestras limitaciones. {member} cumplió sus compromisos, con reuniones periódicas y total transparencia.',
    'Varios meses de colaboración con {member}. Su {quality} marcó la diferencia en el lanzamiento. Seguimos trabajando juntos.',
  ],
  IT_IT: [
    'Abbiamo affidato a {member} il nostro progetto di {activity} e il risultato è stato all’altezza. Il team ha capito subito le nostre esigenze e ha proposto un piano d’azione chiaro. Menzione speciale per la loro {quality}.',
    'In {client} cercavamo un partner per {activity} capace di adattarsi ai nostri vincoli. {member} ha mantenuto gli impegni, con aggiornamenti regolari e vera trasparenza.',
    'Una collaborazione di diversi mesi con {member}. La loro {quality} ha fatto la differenza al lancio. Continuiamo a lavorare insieme.',
  ],
  DE_DE: [
    'Wir haben {member} unser Projekt im Bereich {activity} anvertraut, und das Ergebnis überzeugt. Das Team hat unsere Herausforderungen schnell verstanden und einen klaren Plan vorgelegt. Besonders hervorzuheben: ihre {quality}.',
    'Bei {client} suchten wir einen Partner für {activity}, der sich unseren Vorgaben anpasst. {member} hat Wort gehalten, mit regelmäßigen Abstimmungen und echter Transparenz.',
    'Mehrere Monate Zusammenarbeit mit {member}. Ihre {quality} hat beim Start den Unterschied gemacht. Wir arbeiten weiter zusammen.',
  ],
  NL_NL: [
    'We vertrouwden ons project in {activity} toe aan {member} en het resultaat mag er zijn. Het team begreep snel waar het om ging en kwam met een helder plan. Speciale vermelding voor hun {quality}.',
    'Bij {client} zochten we een partner in {activity} die zich aan onze randvoorwaarden kon aanpassen. {member} kwam afspraken na, met regelmatig overleg en echte transparantie.',
    'Enkele maanden samenwerking met {member}. Hun {quality} maakte het verschil bij de lancering. We blijven samenwerken.',
  ],
};

export const TESTIMONIES: Templates = {
  FR_FR: [
    'Ce qui nous a marqués, c’est leur {quality} : chaque question trouvait une réponse dans la journée.',
    'Sans {member}, notre projet de {activity} aurait pris six mois de plus.',
  ],
  EN_GB: [
    'What struck us was their {quality}: every question got an answer the same day.',
    'Without {member}, our {activity} project would have taken six more months.',
  ],
  ES_ES: [
    'Lo que más nos impresionó fue su {quality}: cada pregunta tenía respuesta en el día.',
    'Sin {member}, nuestro proyecto de {activity} habría tardado seis meses más.',
  ],
  IT_IT: [
    'Ci ha colpito la loro {quality}: ogni domanda riceveva risposta in giornata.',
    'Senza {member}, il nostro progetto di {activity} avrebbe richiesto sei mesi in più.',
  ],
  DE_DE: [
    'Beeindruckt hat uns ihre {quality}: Jede Frage wurde noch am selben Tag beantwortet.',
    'Ohne {member} hätte unser Projekt im Bereich {activity} sechs Monate länger gedauert.',
  ],
  NL_NL: [
    'Wat opviel was hun {quality}: elke vraag kreeg dezelfde dag antwoord.',
    'Zonder {member} had ons project in {activity} zes maanden langer geduurd.',
  ],
};

export const SUMMARY: Record<'issue' | 'solution' | 'result', Templates> = {
  issue: {
    FR_FR: ['Nos processus de {activity} ne suivaient plus notre croissance.'],
    EN_GB: ['Our {activity} processes could no longer keep up with our growth.'],
    ES_ES: ['Nuestros procesos de {activity} ya no acompañaban nuestro crecimiento.'],
    IT_IT: ['I nostri processi di {activity} non tenevano più il passo con la crescita.'],
    DE_DE: ['Unsere Abläufe im Bereich {activity} hielten mit unserem Wachstum nicht mehr Schritt.'],
    NL_NL: ['Onze processen rond {activity} konden onze groei niet meer bijbenen.'],
  },
  solution: {
    FR_FR: ['{member} a mené un audit puis déployé une nouvelle organisation en trois étapes.'],
    EN_GB: ['{member} ran an audit, then rolled out a new set-up in three stages.'],
    ES_ES: ['{member} realizó una auditoría y desplegó una nueva organización en tres etapas.'],
    IT_IT: ['{member} ha condotto un audit e introdotto una nuova organizzazione in tre fasi.'],
    DE_DE: ['{member} führte eine Analyse durch und setzte eine neue Organisation in drei Schritten um.'],
    NL_NL: ['{member} voerde een audit uit en rolde in drie stappen een nieuwe aanpak uit.'],
  },
  result: {
    FR_FR: ['Des délais divisés par deux et une équipe qui a repris la main.'],
    EN_GB: ['Lead times halved and a team back in control.'],
    ES_ES: ['Plazos reducidos a la mitad y un equipo que recuperó el control.'],
    IT_IT: ['Tempi dimezzati e un team di nuovo padrone della situazione.'],
    DE_DE: ['Halbierte Durchlaufzeiten und ein Team, das wieder die Kontrolle hat.'],
    NL_NL: ['Doorlooptijden gehalveerd en een team dat weer grip heeft.'],
  },
};

export const CASE_SECTIONS: Record<Lang, [string, string][]> = {
  FR_FR: [
    ['Le contexte', '{client} devait moderniser son approche de {activity} sans perturber l’activité.'],
    [
      'La démarche',
      'Ateliers de cadrage, priorisation des chantiers puis mise en œuvre par itérations courtes.',
    ],
    ['Les résultats', 'Les indicateurs clés ont progressé dès le deuxième mois.'],
  ],
  EN_GB: [
    ['The context', '{client} had to modernise its {activity} approach without disrupting the business.'],
    ['The approach', 'Scoping workshops, prioritised workstreams, then delivery in short iterations.'],
    ['The results', 'Key indicators improved from the second month.'],
  ],
  ES_ES: [
    ['El contexto', '{client} debía modernizar su enfoque de {activity} sin interrumpir la actividad.'],
    ['El enfoque', 'Talleres de definición, priorización y ejecución en iteraciones cortas.'],
    ['Los resultados', 'Los indicadores clave mejoraron desde el segundo mes.'],
  ],
  IT_IT: [
    [
      'Il contesto',
      '{client} doveva modernizzare il proprio approccio a {activity} senza fermare l’attività.',
    ],
    ['L’approccio', 'Workshop di definizione, priorità chiare e realizzazione per brevi iterazioni.'],
    ['I risultati', 'Gli indicatori chiave sono migliorati dal secondo mese.'],
  ],
  DE_DE: [
    [
      'Die Ausgangslage',
      '{client} musste seinen Ansatz für {activity} modernisieren, ohne den Betrieb zu stören.',
    ],
    [
      'Das Vorgehen',
      'Workshops zur Zielklärung, priorisierte Arbeitspakete und Umsetzung in kurzen Iterationen.',
    ],
    ['Die Ergebnisse', 'Die wichtigsten Kennzahlen verbesserten sich ab dem zweiten Monat.'],
  ],
  NL_NL: [
    [
      'De context',
      '{client} moest zijn aanpak van {activity} vernieuwen zonder de bedrijfsvoering te verstoren.',
    ],
    ['De aanpak', 'Workshops, duidelijke prioriteiten en uitvoering in korte iteraties.'],
    ['De resultaten', 'De belangrijkste indicatoren verbeterden vanaf de tweede maand.'],
  ],
};

export const TIMELINE_LABELS: Translated[] = [
  {
    FR_FR: 'Premier contact',
    EN_GB: 'First contact',
    ES_ES: 'Primer contacto',
    IT_IT: 'Primo contatto',
    DE_DE: 'Erster Kontakt',
    NL_NL: 'Eerste contact',
  },
  {
    FR_FR: 'Lancement',
    EN_GB: 'Kick-off',
    ES_ES: 'Lanzamiento',
    IT_IT: 'Avvio',
    DE_DE: 'Projektstart',
    NL_NL: 'Aftrap',
  },
  {
    FR_FR: 'Mise en production',
    EN_GB: 'Go-live',
    ES_ES: 'Puesta en marcha',
    IT_IT: 'Messa in produzione',
    DE_DE: 'Livegang',
    NL_NL: 'Livegang',
  },
  {
    FR_FR: 'Bilan',
    EN_GB: 'Review',
    ES_ES: 'Balance',
    IT_IT: 'Bilancio',
    DE_DE: 'Abschlussbericht',
    NL_NL: 'Evaluatie',
  },
];

export const MEMBER_FAQS: Record<Lang, [string, string][]> = {
  FR_FR: [
    [
      'Quels sont vos délais d’intervention ?',
      'Nous démarrons en général sous deux semaines après validation de la proposition.',
    ],
    [
      'Travaillez-vous à distance ?',
      'Oui, nous accompagnons des clients partout en France, avec des rencontres sur site quand c’est utile.',
    ],
    [
      'Comment fixez-vous vos tarifs ?',
      'Au forfait pour les projets cadrés, en régie pour les missions longues.',
    ],
  ],
  EN_GB: [
    ['How soon can you start?', 'We usually start within two weeks of the proposal being approved.'],
    ['Do you work remotely?', 'Yes, we support clients across France and meet on site when it helps.'],
    [
      'How do you price your work?',
      'Fixed price for scoped projects, time and materials for longer assignments.',
    ],
  ],
  ES_ES: [
    ['¿En qué plazo pueden empezar?', 'Solemos empezar en dos semanas tras validar la propuesta.'],
    [
      '¿Trabajan a distancia?',
      'Sí, acompañamos a clientes en toda Francia y nos reunimos in situ cuando es útil.',
    ],
    ['¿Cómo fijan sus tarifas?', 'Precio cerrado para proyectos definidos, por horas para misiones largas.'],
  ],
  IT_IT: [
    [
      'In quanto tempo potete iniziare?',
      'Di solito iniziamo entro due settimane dall’approvazione della proposta.',
    ],
    [
      'Lavorate da remoto?',
      'Sì, seguiamo clienti in tutta la Francia e ci incontriamo di persona quando serve.',
    ],
    ['Come definite i prezzi?', 'A corpo per progetti definiti, a consumo per incarichi lunghi.'],
  ],
  DE_DE: [
    ['Wie schnell können Sie starten?', 'In der Regel innerhalb von zwei Wochen nach Freigabe des Angebots.'],
    [
      'Arbeiten Sie auch remote?',
      'Ja, wir betreuen Kunden in ganz Frankreich und kommen vor Ort, wenn es hilft.',
    ],
    [
      'Wie kalkulieren Sie Ihre Preise?',
      'Festpreis für klar umrissene Projekte, nach Aufwand für längere Einsätze.',
    ],
  ],
  NL_NL: [
    ['Hoe snel kunt u starten?', 'Meestal binnen twee weken na akkoord op de offerte.'],
    ['Werkt u op afstand?', 'Ja, we begeleiden klanten in heel Frankrijk en komen langs wanneer dat helpt.'],
    [
      'Hoe bepaalt u uw tarieven?',
      'Vaste prijs voor afgebakende projecten, op regiebasis voor langere opdrachten.',
    ],
  ],
};

/**
 * A rating on the 10 scale with the J shape of real review sites: mostly 9 and 10, few middling
 * marks, and a second bump of very low ones. `weakness` (0..3) shifts a member's clients towards
 * disappointment.
 */
export function drawRating(rng: Rng, weakness = 0): number {
  const w = weakness;
  return [10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0][
    rng.weighted([
      42 - 8 * w,
      24 - 2 * w,
      13,
      6.5 + w,
      3.5 + 2 * w,
      2 + 2 * w,
      1.5 + 2 * w,
      1.5 + 2 * w,
      2 + 2 * w,
      2 + 2 * w,
      1.5 + w,
    ])
  ] as number;
}
