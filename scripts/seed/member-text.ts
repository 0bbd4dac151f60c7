/**
 * A provider's own texts in the six languages: tagline, presentation, what makes it different,
 * how a project runs with it, and its street addresses. Built from what the model knows of the
 * member (services, city, founding year, founder, team size), so two profiles do not read alike.
 */
import type { MemberInfo, SeedModel } from './model';
import { midSentence } from './texts';
import { CITIES, type Country, LANGS, type Lang, type Translated, tr } from './vocab';

interface Facts {
  name: string;
  services: string;
  service: string;
  city: string;
  year: number;
  founder: string;
  team: number;
  clients: number;
  n: number;
}

type T = (f: Facts) => string;

const SHORT: Record<Lang, T[]> = {
  FR_FR: [
    (f) => `${f.service} à ${f.city} depuis ${f.year}, pour des PME et des ETI.`,
    (f) => `${f.team} spécialistes en ${f.services}, basés à ${f.city}.`,
    (f) => `Cabinet fondé en ${f.year} par ${f.founder} : ${f.services}.`,
  ],
  EN_GB: [
    (f) => `${f.service} in ${f.city} since ${f.year}, for small and mid-sized businesses.`,
    (f) => `${f.team} specialists in ${f.services}, based in ${f.city}.`,
    (f) => `Founded in ${f.year} by ${f.founder}: ${f.services}.`,
  ],
  ES_ES: [
    (f) => `${f.service} en ${f.city} desde ${f.year}, para pymes y empresas medianas.`,
    (f) => `${f.team} especialistas en ${f.services}, con sede en ${f.city}.`,
    (f) => `Fundada en ${f.year} por ${f.founder}: ${f.services}.`,
  ],
  IT_IT: [
    (f) => `${f.service} a ${f.city} dal ${f.year}, per PMI e medie imprese.`,
    (f) => `${f.team} specialisti in ${f.services}, con sede a ${f.city}.`,
    (f) => `Fondata nel ${f.year} da ${f.founder}: ${f.services}.`,
  ],
  DE_DE: [
    (f) => `${f.service} in ${f.city} seit ${f.year}, für kleine und mittlere Unternehmen.`,
    (f) => `${f.team} Fachleute für ${f.services}, mit Sitz in ${f.city}.`,
    (f) => `${f.year} von ${f.founder} gegründet: ${f.services}.`,
  ],
  NL_NL: [
    (f) => `${f.service} in ${f.city} sinds ${f.year}, voor het mkb.`,
    (f) => `${f.team} specialisten in ${f.services}, gevestigd in ${f.city}.`,
    (f) => `In ${f.year} opgericht door ${f.founder}: ${f.services}.`,
  ],
};

const ABOUT: Record<Lang, T[][]> = {
  FR_FR: [
    [
      (f) =>
        `${f.founder} a fondé ${f.name} à ${f.city} en ${f.year}, après plusieurs années dans un grand cabinet.`,
      (f) =>
        `${f.name} est né en ${f.year} à ${f.city}, d’une idée simple de ${f.founder} : un seul interlocuteur du premier rendez-vous à la livraison.`,
    ],
    [
      (f) => `L’équipe compte aujourd’hui ${f.team} personnes et travaille surtout en ${f.services}.`,
      (f) => `Nous sommes ${f.team}, et notre métier est ${f.services}.`,
    ],
    [
      (f) =>
        `Environ ${f.clients} clients nous confient leurs projets chaque année, la plupart sur recommandation.`,
      (f) =>
        `Plus de la moitié de nos ${f.clients} clients de l’an dernier étaient déjà venus nous voir auparavant.`,
    ],
  ],
  EN_GB: [
    [
      (f) => `${f.founder} set up ${f.name} in ${f.city} in ${f.year}, after several years at a large firm.`,
      (f) =>
        `${f.name} started in ${f.city} in ${f.year} with a simple idea from ${f.founder}: one contact from the first meeting to delivery.`,
    ],
    [
      (f) => `Today the team is ${f.team} people, working mostly on ${f.services}.`,
      (f) => `There are ${f.team} of us, and our work is ${f.services}.`,
    ],
    [
      (f) => `Around ${f.clients} clients trust us with projects each year, most of them through referrals.`,
      (f) => `More than half of last year’s ${f.clients} clients had worked with us before.`,
    ],
  ],
  ES_ES: [
    [
      (f) =>
        `${f.founder} fundó ${f.name} en ${f.city} en ${f.year}, tras varios años en una gran consultora.`,
      (f) =>
        `${f.name} nació en ${f.city} en ${f.year} de una idea sencilla de ${f.founder}: un único interlocutor de la primera reunión a la entrega.`,
    ],
    [
      (f) => `Hoy el equipo lo forman ${f.team} personas, centradas sobre todo en ${f.services}.`,
      (f) => `Somos ${f.team} y nuestro oficio es ${f.services}.`,
    ],
    [
      (f) => `Unos ${f.clients} clientes nos confían proyectos cada año, la mayoría por recomendación.`,
      (f) => `Más de la mitad de los ${f.clients} clientes del año pasado ya habían trabajado con nosotros.`,
    ],
  ],
  IT_IT: [
    [
      (f) =>
        `${f.founder} ha fondato ${f.name} a ${f.city} nel ${f.year}, dopo diversi anni in una grande società.`,
      (f) =>
        `${f.name} è nata a ${f.city} nel ${f.year} da un’idea semplice di ${f.founder}: un solo referente dal primo incontro alla consegna.`,
    ],
    [
      (f) => `Oggi il team conta ${f.team} persone e lavora soprattutto in ${f.services}.`,
      (f) => `Siamo in ${f.team} e il nostro mestiere è ${f.services}.`,
    ],
    [
      (f) => `Circa ${f.clients} clienti ci affidano progetti ogni anno, per lo più su passaparola.`,
      (f) => `Più della metà dei ${f.clients} clienti dell’anno scorso aveva già lavorato con noi.`,
    ],
  ],
  DE_DE: [
    [
      (f) =>
        `${f.founder} hat ${f.name} ${f.year} in ${f.city} gegründet, nach einigen Jahren in einem großen Beratungshaus.`,
      (f) =>
        `${f.name} entstand ${f.year} in ${f.city} aus einer einfachen Idee von ${f.founder}: ein Ansprechpartner vom ersten Termin bis zur Übergabe.`,
    ],
    [
      (f) => `Heute arbeiten ${f.team} Menschen bei uns, vor allem in den Bereichen ${f.services}.`,
      (f) => `Wir sind ${f.team} Leute, unser Handwerk: ${f.services}.`,
    ],
    [
      (f) => `Rund ${f.clients} Kunden vertrauen uns jedes Jahr Projekte an, die meisten auf Empfehlung.`,
      (f) =>
        `Mehr als die Hälfte unserer ${f.clients} Kunden im letzten Jahr hatte schon vorher mit uns gearbeitet.`,
    ],
  ],
  NL_NL: [
    [
      (f) =>
        `${f.founder} richtte ${f.name} in ${f.year} op in ${f.city}, na een aantal jaren bij een groot bureau.`,
      (f) =>
        `${f.name} begon in ${f.year} in ${f.city} met een eenvoudig idee van ${f.founder}: één aanspreekpunt van het eerste gesprek tot de oplevering.`,
    ],
    [
      (f) => `Het team telt nu ${f.team} mensen en werkt vooral aan ${f.services}.`,
      (f) => `We zijn met ${f.team} en ons vak is ${f.services}.`,
    ],
    [
      (f) => `Zo’n ${f.clients} klanten vertrouwen ons elk jaar projecten toe, de meeste via via.`,
      (f) => `Meer dan de helft van onze ${f.clients} klanten van vorig jaar had al eerder met ons gewerkt.`,
    ],
  ],
};

const UNIQUE: Record<Lang, T[]> = {
  FR_FR: [
    (f) =>
      `Un associé suit chaque dossier de bout en bout, et nous fixons le prix avant de commencer.\nNous refusons les missions hors de notre cœur de métier (${f.services}) plutôt que de les sous-traiter.`,
    (f) =>
      `Nous publions nos délais moyens : ${f.n} semaines pour un premier livrable.\n${f.founder} rencontre chaque nouveau client avant le lancement.`,
  ],
  EN_GB: [
    (f) =>
      `A partner follows each project from start to finish, and we fix the price before we begin.\nWe turn down work outside our core (${f.services}) rather than subcontract it.`,
    (f) =>
      `We publish our lead times: ${f.n} weeks to a first deliverable.\n${f.founder} meets every new client before kick-off.`,
  ],
  ES_ES: [
    (f) =>
      `Un socio sigue cada proyecto de principio a fin, y cerramos el precio antes de empezar.\nRechazamos los encargos fuera de lo nuestro (${f.services}) antes que subcontratarlos.`,
    (f) =>
      `Publicamos nuestros plazos: ${f.n} semanas hasta la primera entrega.\n${f.founder} se reúne con cada cliente nuevo antes de arrancar.`,
  ],
  IT_IT: [
    (f) =>
      `Un socio segue ogni progetto dall’inizio alla fine, e fissiamo il prezzo prima di partire.\nRifiutiamo gli incarichi fuori dal nostro campo (${f.services}) piuttosto che subappaltarli.`,
    (f) =>
      `Pubblichiamo i nostri tempi: ${f.n} settimane per una prima consegna.\n${f.founder} incontra ogni nuovo cliente prima dell’avvio.`,
  ],
  DE_DE: [
    (f) =>
      `Ein Partner begleitet jedes Projekt von Anfang bis Ende, und der Preis steht vor dem Start fest.\nAufträge außerhalb unseres Kerns (${f.services}) lehnen wir ab, statt sie weiterzugeben.`,
    (f) =>
      `Wir veröffentlichen unsere Lieferzeiten: ${f.n} Wochen bis zum ersten Ergebnis.\n${f.founder} trifft jeden neuen Kunden vor dem Projektstart.`,
  ],
  NL_NL: [
    (f) =>
      `Een partner volgt elk project van begin tot eind, en de prijs staat vast voordat we beginnen.\nWerk buiten onze kern (${f.services}) slaan we af in plaats van het uit te besteden.`,
    (f) =>
      `We publiceren onze doorlooptijden: ${f.n} weken tot een eerste oplevering.\n${f.founder} spreekt elke nieuwe klant voor de aftrap.`,
  ],
};

const JOURNEY: Record<Lang, ((f: Facts) => string[])[]> = {
  FR_FR: [
    (f) => [
      `Un premier appel de 30 minutes avec ${f.founder}`,
      'Une proposition chiffrée sous une semaine',
      'Un point d’étape chaque semaine',
      'Un bilan trois mois après la livraison',
    ],
    () => [
      'Un diagnostic gratuit sur place',
      'Un planning validé ensemble',
      'Des livraisons par étapes',
      'Un suivi annuel',
    ],
  ],
  EN_GB: [
    (f) => [
      `A 30-minute first call with ${f.founder}`,
      'A costed proposal within a week',
      'A progress check every week',
      'A review three months after delivery',
    ],
    () => [
      'A free on-site assessment',
      'A schedule agreed together',
      'Delivery in stages',
      'A yearly follow-up',
    ],
  ],
  ES_ES: [
    (f) => [
      `Una primera llamada de 30 minutos con ${f.founder}`,
      'Una propuesta con precio en una semana',
      'Un seguimiento semanal',
      'Un balance tres meses después de la entrega',
    ],
    () => [
      'Un diagnóstico gratuito in situ',
      'Un calendario acordado juntos',
      'Entregas por fases',
      'Un seguimiento anual',
    ],
  ],
  IT_IT: [
    (f) => [
      `Una prima call di 30 minuti con ${f.founder}`,
      'Una proposta economica entro una settimana',
      'Un aggiornamento ogni settimana',
      'Un bilancio tre mesi dopo la consegna',
    ],
    () => [
      'Un’analisi gratuita in sede',
      'Un calendario concordato insieme',
      'Consegne per fasi',
      'Un controllo annuale',
    ],
  ],
  DE_DE: [
    (f) => [
      `Ein 30-minütiges Erstgespräch mit ${f.founder}`,
      'Ein Angebot mit Festpreis innerhalb einer Woche',
      'Ein wöchentlicher Abstimmungstermin',
      'Ein Rückblick drei Monate nach der Übergabe',
    ],
    () => [
      'Eine kostenlose Analyse vor Ort',
      'Ein gemeinsam abgestimmter Zeitplan',
      'Lieferung in Etappen',
      'Ein jährlicher Check',
    ],
  ],
  NL_NL: [
    (f) => [
      `Een eerste belafspraak van 30 minuten met ${f.founder}`,
      'Een offerte met vaste prijs binnen een week',
      'Elke week een voortgangsoverleg',
      'Een evaluatie drie maanden na oplevering',
    ],
    () => [
      'Een gratis analyse op locatie',
      'Een samen afgestemde planning',
      'Oplevering in fasen',
      'Een jaarlijkse check',
    ],
  ],
};

const STREETS: Record<Country, (n: number, s: number) => string> = {
  FR: (n, s) =>
    `${n} ${['rue de la République', 'rue Victor-Hugo', 'quai des Chartrons', 'boulevard Voltaire', 'rue du Faubourg', 'cours Lafayette'][s]}`,
  GB: (n, s) =>
    `${n} ${['High Street', 'Station Road', 'Church Lane', 'King Street', 'Mill Road', 'Victoria Street'][s]}`,
  ES: (n, s) =>
    `${['Calle Mayor', 'Calle de Alcalá', 'Carrer de Balmes', 'Avenida de América', 'Calle Serrano', 'Paseo de Gracia'][s]}, ${n}`,
  IT: (n, s) =>
    `${['Via Roma', 'Corso Venezia', 'Via Garibaldi', 'Via Mazzini', 'Viale Monza', 'Via Torino'][s]} ${n}`,
  DE: (n, s) =>
    `${['Hauptstraße', 'Bahnhofstraße', 'Schillerstraße', 'Gartenstraße', 'Lindenallee', 'Hafenstraße'][s]} ${n}`,
  NL: (n, s) =>
    `${['Keizersgracht', 'Stationsweg', 'Kerkstraat', 'Herengracht', 'Molenstraat', 'Coolsingel'][s]} ${n}`,
};

const LIST_AND: Record<Lang, string> = {
  FR_FR: 'et',
  EN_GB: 'and',
  ES_ES: 'y',
  IT_IT: 'e',
  DE_DE: 'und',
  NL_NL: 'en',
};

/**
 * What a provider does, where its directory label names the kind of firm ("SEO agency",
 * "Business lawyers"): "12 specialists in SEO", not "12 specialists in SEO agency".
 */
const WORK: Record<string, Translated> = {
  'avocats-affaires': tr(
    'droit des affaires',
    'business law',
    'derecho mercantil',
    'diritto commerciale',
    'Wirtschaftsrecht',
    'ondernemingsrecht',
  ),
  'daf-externalise': tr(
    'direction financière à temps partagé',
    'part-time finance leadership',
    'dirección financiera a tiempo parcial',
    'direzione finanziaria a tempo parziale',
    'Finanzleitung auf Zeit',
    'financieel management in deeltijd',
  ),
  'agence-seo': tr(
    'référencement naturel',
    'SEO',
    'posicionamiento SEO',
    'posizionamento SEO',
    'Suchmaschinenoptimierung',
    'zoekmachineoptimalisatie',
  ),
  'agence-sea': tr(
    'référencement payant',
    'paid search',
    'publicidad en buscadores',
    'pubblicità sui motori di ricerca',
    'Suchmaschinenwerbung',
    'zoekmachineadverteren',
  ),
  'cabinet-de-recrutement': tr(
    'recrutement',
    'recruitment',
    'selección de personal',
    'selezione del personale',
    'Personalsuche',
    'werving en selectie',
  ),
};

/**
 * "a, b and c"; where an item holds an "and" itself, "coaching and wellbeing, and training"
 * ("Coaching und Wohlbefinden sowie Weiterbildung"), so it does not read as three services.
 */
function listOf(items: string[], lang: Lang): string {
  if (items.length < 2) return items[0] ?? '';
  const and = LIST_AND[lang];
  const last = items.some((item) => item.includes(` ${and} `))
    ? lang === 'DE_DE'
      ? ' sowie'
      : `, ${and}`
    : ` ${and}`;
  return `${items.slice(0, -1).join(', ')}${last} ${items.at(-1)}`;
}

/** The member's texts, translated, and its addresses (one per city). */
export function memberTexts(model: SeedModel, m: MemberInfo) {
  const rng = model.rng(23, m.index);
  const founder = m.staff[0] as MemberInfo['staff'][number];
  const team = rng.int(4, 45);
  const clients = rng.int(3, 12) * 10;
  const n = rng.int(2, 6);
  const facts = (lang: Lang): Facts => {
    const labels = m.activityIds.map((id) => {
      const label = model.tags[id - 1]?.label;
      return label?.[lang] ?? label?.FR_FR ?? '';
    });
    const lower = m.activityIds.map((id, i) => {
      const tag = model.tags[id - 1];
      const work = tag ? WORK[tag.slug] : undefined;
      return work ? (work[lang] ?? work.FR_FR ?? '') : midSentence(labels[i] ?? '', lang);
    });
    const services = listOf(lower, lang);
    const city = CITIES[(m.cityIds[0] as number) - 1]?.name[lang] ?? '';
    return {
      name: m.name,
      services,
      service: labels[0] ?? '',
      city,
      year: m.foundedYear,
      founder: `${founder.firstName} ${founder.lastName}`,
      team,
      clients,
      n,
    };
  };
  const pick = <X>(list: X[], salt: number) => list[(m.index + salt) % list.length] as X;
  const short: Translated = {};
  const about: Translated = {};
  const uniqueValue: Translated = {};
  const journey: Record<string, string[]> = {};
  const choices = [rng.int(0, 1), rng.int(0, 1), rng.int(0, 1)];
  for (const lang of LANGS) {
    const f = facts(lang);
    short[lang] = pick(SHORT[lang], 0)(f);
    about[lang] = (ABOUT[lang] as T[][])
      .map((options, i) => (options[choices[i] as number] as T)(f))
      .join(' ');
    uniqueValue[lang] = pick(UNIQUE[lang], 1)(f);
    journey[lang] = pick(JOURNEY[lang], 2)(f);
  }
  const addresses = m.cityIds.map(() => STREETS[m.country](rng.int(2, 140), rng.int(0, 5)));
  return { short, about, uniqueValue, journey, addresses };
}
