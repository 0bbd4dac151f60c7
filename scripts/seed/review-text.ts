/**
 * Sentences of reviews in the six languages, each a function of the project it tells about:
 * the provider, what was bought, the client's sector, budget, duration, team size, the people
 * involved, and what went well or wrong. review-writer.ts assembles them into one review.
 */
import type { Lang } from './vocab';

export interface ReviewVars {
  /** Provider name. */
  m: string;
  /** The project, as a noun phrase (German: accusative). */
  p: string;
  /** The sector noun the client uses after "our". */
  sector: string;
  /** First name of the provider's project lead, and of a second person on their side. */
  lead: string;
  lead2: string;
  /** Duration, formatted ("6 weeks"), and the month the project started. */
  dur: string;
  month: string;
  budget: string;
  /** People on the provider's side; people on the client's side. */
  team: number;
  ours: number;
  /** Weeks of delay, budget overrun in per cent, improvement in per cent, a small count. */
  late: number;
  over: number;
  pct: number;
  n: number;
  /** A quality the client singles out, lower case. */
  q: string;
  city: string;
}

type S = (v: ReviewVars) => string;
export type Cat = 'L' | 'M' | 'O' | 'R' | 'T';

export interface Bank {
  context: S[];
  choice: S[];
  good: S[];
  goodCat: Record<Cat, S[]>;
  minor: S[];
  bad: S[];
  badCat: Record<Cat, S[]>;
  closePos: S[];
  closeMid: S[];
  closeNeg: S[];
  onePos: S[];
  oneMid: S[];
  oneNeg: S[];
  titlePos: string[];
  titleMid: string[];
  titleNeg: string[];
  issue: S[];
  solution: S[];
  result: S[];
  /** Case study section titles: context, approach, results. */
  sections: [string, string, string];
  /** Timeline: first contact, kick-off, delivery, review. */
  timeline: [string, string, string, string];
  weeks: (n: number) => string;
  months: (n: number) => string;
}

const EN: Bank = {
  context: [
    (v) =>
      `We brought in ${v.m} in ${v.month} for ${v.p}, with a budget of ${v.budget} and ${v.dur} to get it done.`,
    (v) =>
      `As a ${v.sector} of about ${v.ours * 12} people, we needed outside help with ${v.p}, and ${v.m} took it on in ${v.month}.`,
    (v) => `${v.m} worked with us on ${v.p} over ${v.dur}; ${v.lead} led a team of ${v.team} on their side.`,
    (v) => `Our brief to ${v.m} was ${v.p}, on a fixed budget of ${v.budget}.`,
    (v) => `We run a ${v.sector} and had put off ${v.p} for two years before calling ${v.m}.`,
    (v) =>
      `The project (${v.p}) ran from ${v.month} for ${v.dur}, with ${v.ours} of us involved and ${v.team} people from ${v.m}.`,
  ],
  choice: [
    (v) =>
      `We picked them over two other firms because ${v.lead} asked the best questions at the first meeting.`,
    (v) =>
      `A supplier of ours in ${v.city} recommended ${v.m}, and their quote of ${v.budget} was the clearest we received.`,
    (v) =>
      `They were not the cheapest of the ${v.n} quotes we got, but the only ones who had done this for a ${v.sector} before.`,
    (v) =>
      `What convinced us was a short written plan from ${v.lead}, split into ${v.n} steps with a date for each.`,
  ],
  good: [
    (v) => `${v.lead} answered every email within the day, even in August.`,
    (v) => `The weekly call with ${v.lead} and ${v.lead2} kept us informed without eating our time.`,
    (v) =>
      `They delivered in ${v.dur}, exactly as planned, and the invoice matched the quote of ${v.budget}.`,
    (v) => `What stood out for us was their ${v.q}: ${v.lead} flagged problems before we noticed them.`,
    (v) => `Our ${v.ours} people who worked with them found ${v.lead2} patient and easy to reach.`,
    (v) =>
      `${v.lead} explained each decision in plain English, which mattered because none of our ${v.ours} people were specialists.`,
    (v) => `${v.lead} took the time to visit us twice, which made the kick-off much easier.`,
    (v) => `Small changes we asked ${v.lead2} for in week ${v.n} were handled without a new quote.`,
  ],
  goodCat: {
    L: [
      (v) => `Our month-end close now takes ${v.n} days instead of two weeks, and the figures are reliable.`,
      (v) =>
        `${v.lead} spotted a VAT issue from ${v.n} years ago and fixed it with the tax office before it became a penalty.`,
    ],
    M: [
      (v) => `Qualified leads from the website went up ${v.pct}% in the three months after launch.`,
      (v) => `${v.lead2} wrote copy that sounds like us, which no agency had managed before.`,
    ],
    O: [
      (v) =>
        `Picking errors dropped by ${v.pct}% and the team adopted the new way of working within ${v.n} weeks.`,
      (v) => `${v.lead} ran ${v.n} workshops with our managers, so the plan was ours and not theirs.`,
    ],
    R: [
      (v) =>
        `They filled the role in ${v.n} weeks, and the person they found is still with us and doing well.`,
      (v) =>
        `Our managers rated the sessions with ${v.lead2} ${v.n + 1} out of 10 on average, unheard of for internal training.`,
    ],
    T: [
      (v) =>
        `The release went live without downtime, and ${v.lead2} documented the code well enough for our own developer to take it over.`,
      (v) => `Page load time went from ${v.n + 2} seconds to under one, and conversion rose ${v.pct}%.`,
    ],
  },
  minor: [
    (v) =>
      `The only thing I would change is the reporting: ${v.lead} sent a monthly PDF when a shared dashboard would have done.`,
    (v) => `The first draft missed the mark and it took ${v.n} rounds of feedback to get it right.`,
    (v) =>
      `Holidays on their side slowed things down for about ${v.late} weeks in the middle of the project.`,
    (v) => `Their quote left out travel costs, which added a little to the ${v.budget} we had agreed.`,
  ],
  bad: [
    (v) =>
      `Delivery came ${v.late} weeks late, and we only heard about the delay two days before the deadline.`,
    (v) => `The final bill was ${v.over}% over the ${v.budget} quoted, for extras we never signed off.`,
    (v) =>
      `${v.lead}, who had sold us the project, left after the first month and ${v.lead2} had to start from scratch.`,
    (v) => `We sent ${v.n} emails about the same problem before anyone called us back.`,
    (v) =>
      `The senior people from the pitch disappeared after ${v.month} and a junior consultant did most of the work.`,
    (v) => `Nobody on their side owned the schedule, so we ended up chasing ${v.m} ourselves every week.`,
  ],
  badCat: {
    L: [(v) => `Two filings were submitted late and we paid a penalty that ${v.m} refused to cover.`],
    M: [
      (v) =>
        `For ${v.budget} the campaign brought clicks but almost no qualified leads, and the reports only showed impressions.`,
    ],
    O: [
      (v) => `The new layout ignored how our ${v.ours} people actually work, and we had to undo part of it.`,
    ],
    R: [(v) => `Of the ${v.n} candidates presented, none had the experience listed in the brief.`],
    T: [(v) => `We found ${v.n + 3} bugs in the first week after launch, and fixes were billed as new work.`],
  },
  closePos: [
    (v) => `We have already booked ${v.m} for the next phase.`,
    (v) => `I would recommend ${v.lead} and the team to any ${v.sector} without hesitation.`,
    (v) => `Money well spent: ${v.budget} for work we will use for years.`,
    (v) => `If you are weighing ${v.m} against a bigger firm, meet ${v.lead} first.`,
  ],
  closeMid: [
    (v) =>
      `Good value overall from ${v.m}, but agree on reporting and deadlines in writing before you start.`,
    (v) => `We would work with ${v.m} again, with a tighter brief on our side.`,
    (v) => `${v.m} is a solid firm; just keep an eye on the planning.`,
  ],
  closeNeg: [
    (v) => `We will not be working with ${v.m} again.`,
    (v) => `Ask for named people and penalty clauses if you hire ${v.m}.`,
    (v) => `Hard to recommend at ${v.budget}, although the end result is usable.`,
  ],
  onePos: [
    (v) => `${v.lead} and the ${v.m} team handled ${v.p} in ${v.dur}, on budget and without fuss.`,
    (v) => `Second project with ${v.m}, and again ${v.lead} delivered exactly what was promised.`,
    (v) => `Calm, precise and on time: ${v.p} done in ${v.dur} for ${v.budget}.`,
  ],
  oneMid: [
    (v) => `Good work on ${v.p}, though it took ${v.late} weeks longer than planned.`,
    (v) => `${v.m} did the job, but we had to push for updates more than we should have.`,
  ],
  oneNeg: [
    (v) => `${v.late} weeks late and ${v.over}% over budget on ${v.p}: not what we were promised.`,
    (v) => `Disappointing: after ${v.dur} we still had to redo part of the work with ${v.lead2}.`,
  ],
  titlePos: [
    'Exactly what we needed',
    'A partner we trust',
    'On time and on budget',
    'Clear, fast, reliable',
    'Would hire again',
    'Great people to work with',
    'Delivered what they promised',
  ],
  titleMid: [
    'Good work, slow start',
    'Solid, with a few hiccups',
    'Worth it, mind the planning',
    'Good result, patchy communication',
    'Decent value',
  ],
  titleNeg: [
    'Missed deadlines',
    'Not what was promised',
    'Over budget and late',
    'Poor follow-up',
    'Disappointing',
  ],
  issue: [
    (v) =>
      `We had put off ${v.p} for too long, and our ${v.ours} people were losing hours every week to workarounds.`,
    (v) => `We needed ${v.p} done in ${v.dur} without any in-house expertise.`,
  ],
  solution: [
    (v) =>
      `${v.m} put ${v.team} people on it under ${v.lead}, starting with a two-day audit, then delivering in ${v.n} stages.`,
    (v) =>
      `${v.lead} proposed a phased plan within a fixed budget of ${v.budget}, with a check-in every Friday.`,
  ],
  result: [
    (v) => `Done in ${v.dur}; the team saves about ${v.n + 2} hours a week and results are up ${v.pct}%.`,
    (v) => `Delivered on budget, and a ${v.pct}% improvement on the figure we track most.`,
  ],
  sections: ['The context', 'How we worked', 'The results'],
  timeline: ['First call', 'Kick-off', 'Delivery', 'Review'],
  weeks: (n) => `${n} weeks`,
  months: (n) => `${n} months`,
};

const FR: Bank = {
  context: [
    (v) =>
      `Nous avons fait appel à ${v.m} en ${v.month} pour ${v.p}, avec un budget de ${v.budget} et ${v.dur} devant nous.`,
    (v) =>
      `Notre ${v.sector} compte une cinquantaine de salariés et n’avait personne en interne pour ${v.p}.`,
    (v) =>
      `${v.m} nous a accompagnés sur ${v.p} pendant ${v.dur} ; ${v.lead} pilotait une équipe de ${v.team} personnes.`,
    (v) => `Le cahier des charges confié à ${v.m} portait sur ${v.p}, pour un forfait de ${v.budget}.`,
    (v) => `Nous repoussions depuis deux ans ${v.p} quand un confrère nous a parlé de ${v.m}.`,
    (v) =>
      `Le projet (${v.p}) a démarré en ${v.month} et a duré ${v.dur}, avec ${v.ours} personnes de chez nous et ${v.team} chez ${v.m}.`,
  ],
  choice: [
    (v) =>
      `Nous les avons choisis face à deux autres cabinets parce que ${v.lead} a posé les bonnes questions dès le premier rendez-vous.`,
    (v) =>
      `Un fournisseur de ${v.city} nous les avait recommandés, et leur devis de ${v.budget} était le plus lisible.`,
    (v) =>
      `Ce n’était pas le moins cher des ${v.n} devis reçus, mais le seul prestataire à connaître déjà une ${v.sector} comme la nôtre.`,
    (v) =>
      `Ce qui nous a décidés, c’est le plan en ${v.n} étapes que ${v.lead} nous a envoyé, avec une date pour chacune.`,
  ],
  good: [
    (v) => `${v.lead} répondait à chaque mail dans la journée, même en plein mois d’août.`,
    (v) =>
      `Le point hebdomadaire avec ${v.lead} et ${v.lead2} nous tenait informés sans nous prendre trop de temps.`,
    (v) => `Livraison en ${v.dur}, comme prévu, et une facture conforme au devis de ${v.budget}.`,
    (v) =>
      `Ce que nous retenons, c’est leur ${v.q} : ${v.lead} signalait les problèmes avant que nous les voyions.`,
    (v) =>
      `Les ${v.ours} collègues qui ont travaillé avec eux ont trouvé ${v.lead2} patient et toujours joignable.`,
    (v) =>
      `${v.lead} nous expliquait chaque choix simplement, ce qui comptait car aucun de nos ${v.ours} collaborateurs n’était spécialiste.`,
    (v) => `${v.lead} s’est déplacé deux fois dans nos locaux, ce qui a beaucoup facilité le démarrage.`,
    (v) => `Les petits ajustements demandés à ${v.lead2} en semaine ${v.n} ont été faits sans nouveau devis.`,
  ],
  goodCat: {
    L: [
      (v) =>
        `Notre clôture mensuelle prend maintenant ${v.n} jours au lieu de deux semaines, avec des chiffres fiables.`,
      (v) =>
        `${v.lead} a repéré une erreur de TVA vieille de ${v.n} ans et l’a régularisée avant tout redressement.`,
    ],
    M: [
      (v) =>
        `Les demandes de devis venues du site ont augmenté de ${v.pct} % dans les trois mois suivant le lancement.`,
      (v) =>
        `${v.lead2} a su écrire des textes qui nous ressemblent, ce qu’aucune agence n’avait réussi avant.`,
    ],
    O: [
      (v) =>
        `Les erreurs de préparation ont baissé de ${v.pct} % et l’équipe a adopté la nouvelle organisation en ${v.n} semaines.`,
      (v) =>
        `${v.lead} a animé ${v.n} ateliers avec nos responsables, si bien que le plan est devenu le nôtre.`,
    ],
    R: [
      (v) =>
        `Le poste a été pourvu en ${v.n} semaines, et la personne recrutée est toujours là et donne entière satisfaction.`,
      (v) =>
        `Nos managers ont noté les séances avec ${v.lead2} ${v.n + 1} sur 10 en moyenne, du jamais vu pour une formation interne.`,
    ],
    T: [
      (v) =>
        `La mise en production s’est faite sans coupure, et ${v.lead2} a assez documenté le code pour que notre développeur le reprenne seul.`,
      (v) =>
        `Le temps de chargement est passé de ${v.n + 2} secondes à moins d’une, et le taux de conversion a progressé de ${v.pct} %.`,
    ],
  },
  minor: [
    (v) =>
      `Seul bémol : le reporting de ${v.lead}, un PDF mensuel là où un tableau de bord partagé aurait suffi.`,
    (v) =>
      `La première version était à côté du sujet et il a fallu ${v.n} allers-retours pour arriver au bon résultat.`,
    (v) => `Les congés de leur côté ont ralenti le projet pendant environ ${v.late} semaines.`,
    (v) =>
      `Les frais de déplacement n’apparaissaient pas dans le devis de ${v.budget}, ce qui a un peu alourdi la facture.`,
  ],
  bad: [
    (v) =>
      `La livraison a eu ${v.late} semaines de retard, et nous l’avons appris deux jours avant l’échéance.`,
    (v) =>
      `La facture finale dépassait de ${v.over} % le devis de ${v.budget}, pour des compléments que nous n’avions jamais validés.`,
    (v) =>
      `${v.lead}, qui nous avait vendu le projet, est parti au bout d’un mois et ${v.lead2} a dû tout reprendre.`,
    (v) => `Il a fallu ${v.n} relances par mail sur le même problème avant qu’on nous rappelle.`,
    (v) =>
      `Les associés présents à la soutenance ont disparu dès ${v.month}, et c’est un junior qui a fait l’essentiel du travail.`,
    (v) => `Personne chez ${v.m} ne tenait le planning, c’est nous qui relancions chaque semaine.`,
  ],
  badCat: {
    L: [
      (v) =>
        `Deux déclarations ont été déposées en retard et ${v.m} a refusé de prendre en charge la pénalité.`,
    ],
    M: [
      (v) =>
        `Pour ${v.budget}, la campagne a généré des clics mais presque aucun contact qualifié, et les rapports ne parlaient que d’impressions.`,
    ],
    O: [
      (v) =>
        `La nouvelle organisation ignorait la façon dont nos ${v.ours} collaborateurs travaillent vraiment, et nous avons dû en défaire une partie.`,
    ],
    R: [
      (v) =>
        `Sur les ${v.n} candidats présentés, aucun n’avait l’expérience demandée dans la fiche de poste.`,
    ],
    T: [
      (v) =>
        `Nous avons trouvé ${v.n + 3} bugs la première semaine, et les corrections nous ont été facturées en plus.`,
    ],
  },
  closePos: [
    (v) => `Nous avons déjà signé avec ${v.m} pour la suite.`,
    (v) => `Je recommande ${v.lead} et son équipe sans hésiter à toute ${v.sector}.`,
    (v) => `Un budget de ${v.budget} bien investi pour un travail qui va nous servir des années.`,
    (v) => `Si vous hésitez entre ${v.m} et un plus gros cabinet, rencontrez d’abord ${v.lead}.`,
  ],
  closeMid: [
    (v) =>
      `Un bon rapport qualité-prix chez ${v.m}, à condition de caler le reporting et les délais par écrit dès le départ.`,
    (v) => `Nous retravaillerons avec ${v.m}, avec un cahier des charges plus précis de notre côté.`,
    (v) => `${v.m} reste un prestataire solide ; gardez simplement un œil sur le planning.`,
  ],
  closeNeg: [
    (v) => `Nous ne retravaillerons pas avec ${v.m}.`,
    (v) => `Si vous choisissez ${v.m}, exigez des interlocuteurs nommés et des pénalités de retard.`,
    (v) => `Difficile à recommander pour ${v.budget}, même si le résultat final est exploitable.`,
  ],
  onePos: [
    (v) => `${v.lead} et l’équipe de ${v.m} ont mené ${v.p} en ${v.dur}, dans le budget et sans histoires.`,
    (v) => `Deuxième mission avec ${v.m}, et ${v.lead} a de nouveau livré exactement ce qui était prévu.`,
    (v) => `Précis, calme et dans les temps : ${v.dur} et ${v.budget} pour ${v.p}.`,
  ],
  oneMid: [
    (v) => `Du bon travail sur ${v.p}, mais avec ${v.late} semaines de plus que prévu.`,
    (v) => `${v.m} a fait le travail, mais il a fallu réclamer des nouvelles plus souvent que normal.`,
  ],
  oneNeg: [
    (v) =>
      `${v.late} semaines de retard et ${v.over} % de dépassement pour ${v.p} : pas ce qui était promis.`,
    (v) =>
      `Décevant : au bout de ${v.dur}, nous avons encore dû refaire une partie du travail avec ${v.lead2}.`,
  ],
  titlePos: [
    'Exactement ce qu’il nous fallait',
    'Un partenaire de confiance',
    'Dans les délais et le budget',
    'Clair, rapide, fiable',
    'Nous referons appel à eux',
    'Une équipe très agréable',
    'Promesses tenues',
  ],
  titleMid: [
    'Bon travail, démarrage lent',
    'Solide, malgré quelques accrocs',
    'Bien, attention au planning',
    'Bon résultat, communication inégale',
    'Correct pour le prix',
  ],
  titleNeg: [
    'Délais non tenus',
    'Pas ce qui était promis',
    'Hors budget et en retard',
    'Suivi insuffisant',
    'Décevant',
  ],
  issue: [
    (v) =>
      `Nous repoussions ${v.p} depuis trop longtemps, et nos ${v.ours} collaborateurs perdaient des heures chaque semaine en bricolages.`,
    (v) => `Il nous fallait boucler ${v.p} en ${v.dur}, sans aucune compétence en interne.`,
  ],
  solution: [
    (v) =>
      `${v.m} a mobilisé ${v.team} personnes autour de ${v.lead} : deux jours d’audit, puis une mise en œuvre en ${v.n} étapes.`,
    (v) =>
      `${v.lead} a proposé un plan par phases dans un forfait de ${v.budget}, avec un point chaque vendredi.`,
  ],
  result: [
    (v) =>
      `Terminé en ${v.dur} ; l’équipe gagne environ ${v.n + 2} heures par semaine et nos résultats progressent de ${v.pct} %.`,
    (v) => `Livré dans le budget, avec ${v.pct} % de mieux sur l’indicateur que nous suivons le plus.`,
  ],
  sections: ['Le contexte', 'Notre façon de travailler', 'Les résultats'],
  timeline: ['Premier échange', 'Lancement', 'Livraison', 'Bilan'],
  weeks: (n) => `${n} semaines`,
  months: (n) => `${n} mois`,
};

const DE: Bank = {
  context: [
    (v) =>
      `Wir haben ${v.m} im ${v.month} für ${v.p} beauftragt, mit einem Budget von ${v.budget} und ${v.dur} Zeit.`,
    (v) => `Unser ${v.sector} hat rund ${v.ours * 12} Mitarbeitende, aber niemanden im Haus für ${v.p}.`,
    (v) =>
      `${v.m} hat uns ${v.dur} lang bei diesem Projekt begleitet; ${v.lead} leitete ein Team von ${v.team} Personen.`,
    (v) => `Der Auftrag an ${v.m} umfasste ${v.p}, zum Festpreis von ${v.budget}.`,
    (v) =>
      `Zwei Jahre lang hatten wir das Thema vor uns hergeschoben, bis uns ein Geschäftspartner ${v.m} empfahl.`,
    (v) =>
      `Das Projekt startete im ${v.month} und lief ${v.dur}, mit ${v.ours} Leuten von uns und ${v.team} von ${v.m}.`,
  ],
  choice: [
    (v) =>
      `Gegen zwei Mitbewerber haben sie sich durchgesetzt, weil ${v.lead} im ersten Termin die richtigen Fragen gestellt hat.`,
    (v) =>
      `Ein Lieferant aus ${v.city} hatte sie empfohlen, und ihr Angebot über ${v.budget} war das klarste.`,
    (v) =>
      `Von ${v.n} Angeboten war es nicht das günstigste, aber das einzige von jemandem, der ein ${v.sector} wie unseres schon kannte.`,
    (v) => `Überzeugt hat uns der Plan von ${v.lead}: ${v.n} Schritte, jeder mit einem festen Termin.`,
  ],
  good: [
    (v) => `${v.lead} hat jede Mail noch am selben Tag beantwortet, auch im August.`,
    (v) =>
      `Der wöchentliche Termin mit ${v.lead} und ${v.lead2} hielt uns auf dem Laufenden, ohne viel Zeit zu kosten.`,
    (v) =>
      `Geliefert wurde ${v.dur} nach dem Start, wie geplant, und die Rechnung entsprach genau dem Angebot über ${v.budget}.`,
    (v) =>
      `Besonders aufgefallen ist uns ihre ${v.q}: ${v.lead} hat Probleme angesprochen, bevor wir sie bemerkt hatten.`,
    (v) =>
      `Unsere ${v.ours} Kolleginnen und Kollegen im Projekt fanden ${v.lead2} geduldig und gut erreichbar.`,
    (v) =>
      `${v.lead} hat jede Entscheidung verständlich erklärt, was wichtig war, weil von unseren ${v.ours} Leuten niemand vom Fach ist.`,
    (v) => `${v.lead} war zweimal bei uns vor Ort, das hat den Start deutlich leichter gemacht.`,
    (v) =>
      `Kleine Änderungen, um die wir ${v.lead2} in Woche ${v.n} baten, wurden ohne Nachtragsangebot umgesetzt.`,
  ],
  goodCat: {
    L: [
      (v) => `Unser Monatsabschluss dauert jetzt ${v.n} Tage statt zwei Wochen, und die Zahlen stimmen.`,
      (v) =>
        `${v.lead} hat einen Umsatzsteuerfehler von vor ${v.n} Jahren entdeckt und mit dem Finanzamt geklärt, bevor es teuer wurde.`,
    ],
    M: [
      (v) => `Die Anfragen über die Website sind in den drei Monaten nach dem Start um ${v.pct} % gestiegen.`,
      (v) =>
        `${v.lead2} hat Texte geschrieben, die nach uns klingen, das hatte vorher keine Agentur geschafft.`,
    ],
    O: [
      (v) =>
        `Die Kommissionierfehler sind um ${v.pct} % zurückgegangen, und das Team hat die neuen Abläufe in ${v.n} Wochen übernommen.`,
      (v) =>
        `${v.lead} hat ${v.n} Workshops mit unseren Teamleitern moderiert, so wurde der Plan zu unserem eigenen.`,
    ],
    R: [
      (v) =>
        `Die Stelle war nach ${v.n} Wochen besetzt, und die neue Kollegin ist immer noch da und macht einen tollen Job.`,
      (v) =>
        `Unsere Führungskräfte haben die Termine mit ${v.lead2} im Schnitt mit ${v.n + 1} von 10 bewertet, das gab es bei internen Schulungen noch nie.`,
    ],
    T: [
      (v) =>
        `Der Livegang lief ohne Ausfallzeit, und ${v.lead2} hat den Code so gut dokumentiert, dass unser eigener Entwickler ihn übernehmen konnte.`,
      (v) => `Die Ladezeit sank von ${v.n + 2} Sekunden auf unter eine, die Conversion stieg um ${v.pct} %.`,
    ],
  },
  minor: [
    (v) =>
      `Einziger Kritikpunkt ist das Reporting von ${v.lead}: ein monatliches PDF, wo ein gemeinsames Dashboard gereicht hätte.`,
    (v) => `Der erste Entwurf lag daneben, und es brauchte ${v.n} Feedbackrunden bis zum richtigen Ergebnis.`,
    (v) => `Urlaube auf ihrer Seite haben das Projekt in der Mitte um etwa ${v.late} Wochen gebremst.`,
    (v) => `Reisekosten standen nicht im Angebot über ${v.budget} und kamen am Ende noch dazu.`,
  ],
  bad: [
    (v) =>
      `Geliefert wurde ${v.late} Wochen zu spät, und von der Verzögerung erfuhren wir zwei Tage vor dem Termin.`,
    (v) =>
      `Die Schlussrechnung lag ${v.over} % über dem Angebot von ${v.budget}, für Zusatzleistungen, die wir nie freigegeben hatten.`,
    (v) =>
      `${v.lead}, der uns das Projekt verkauft hatte, war nach einem Monat weg, und ${v.lead2} musste von vorn anfangen.`,
    (v) => `Wir haben ${v.n} Mails zum selben Problem geschrieben, bevor uns jemand zurückgerufen hat.`,
    (v) =>
      `Die erfahrenen Leute aus der Präsentation waren ab ${v.month} verschwunden, die Arbeit machte fast nur ein Junior.`,
    (v) =>
      `Bei ${v.m} fühlte sich niemand für den Zeitplan verantwortlich, also haben wir jede Woche selbst nachgehakt.`,
  ],
  badCat: {
    L: [
      (v) =>
        `Zwei Meldungen gingen zu spät raus, und ${v.m} wollte den Verspätungszuschlag nicht übernehmen.`,
    ],
    M: [
      (v) =>
        `Für ${v.budget} brachte die Kampagne Klicks, aber kaum qualifizierte Kontakte, und die Berichte zeigten nur Impressionen.`,
    ],
    O: [
      (v) =>
        `Das neue Konzept ging an der tatsächlichen Arbeitsweise unserer ${v.ours} Leute vorbei, wir mussten einiges zurückbauen.`,
    ],
    R: [(v) => `Von den ${v.n} vorgestellten Kandidaten hatte keiner die Erfahrung, die im Profil stand.`],
    T: [
      (v) =>
        `In der ersten Woche nach dem Livegang fanden wir ${v.n + 3} Fehler, und die Korrekturen wurden extra berechnet.`,
    ],
  },
  closePos: [
    (v) => `Die nächste Phase haben wir schon wieder an ${v.m} vergeben.`,
    (v) => `${v.lead} und das Team kann ich jedem ${v.sector} ohne Zögern empfehlen.`,
    (v) => `Gut angelegte ${v.budget} für eine Arbeit, von der wir jahrelang profitieren.`,
    (v) => `Wer zwischen ${v.m} und einem größeren Anbieter schwankt, sollte erst mit ${v.lead} sprechen.`,
  ],
  closeMid: [
    (v) =>
      `Bei ${v.m} stimmt das Preis-Leistungs-Verhältnis, aber Reporting und Termine vorher schriftlich festhalten.`,
    (v) => `Wir würden wieder mit ${v.m} arbeiten, mit einem genaueren Briefing von unserer Seite.`,
    (v) => `${v.m} ist ein solider Partner; den Zeitplan sollte man trotzdem im Blick behalten.`,
  ],
  closeNeg: [
    (v) => `Mit ${v.m} werden wir nicht mehr zusammenarbeiten.`,
    (v) => `Wer ${v.m} beauftragt, sollte feste Ansprechpartner und Vertragsstrafen vereinbaren.`,
    (v) => `Für ${v.budget} schwer zu empfehlen, auch wenn das Ergebnis am Ende brauchbar ist.`,
  ],
  onePos: [
    (v) =>
      `${v.lead} und das Team von ${v.m} haben ${v.p} umgesetzt: ${v.dur}, im Budget und ohne Aufregung.`,
    (v) => `Zweites Projekt mit ${v.m}, und wieder hat ${v.lead} genau das geliefert, was versprochen war.`,
    (v) => `Ruhig, genau und pünktlich: ${v.dur} und ${v.budget} für ${v.p}.`,
  ],
  oneMid: [
    (v) => `Gute Arbeit für ${v.p}, aber ${v.late} Wochen länger als geplant.`,
    (v) => `${v.m} hat geliefert, aber wir mussten öfter nach dem Stand fragen, als uns lieb war.`,
  ],
  oneNeg: [
    (v) => `${v.late} Wochen Verspätung und ${v.over} % über Budget für ${v.p}: nicht das, was zugesagt war.`,
    (v) => `Enttäuschend: ${v.dur} später mussten wir mit ${v.lead2} noch einen Teil der Arbeit neu machen.`,
  ],
  titlePos: [
    'Genau das, was wir gebraucht haben',
    'Ein Partner, dem wir vertrauen',
    'Pünktlich und im Budget',
    'Klar, schnell, verlässlich',
    'Jederzeit wieder',
    'Sehr angenehme Zusammenarbeit',
    'Versprechen gehalten',
  ],
  titleMid: [
    'Gute Arbeit, zäher Start',
    'Solide, mit kleinen Holpern',
    'Lohnt sich, Zeitplan im Blick behalten',
    'Gutes Ergebnis, Kommunikation ausbaufähig',
    'Ordentlich für den Preis',
  ],
  titleNeg: [
    'Termine nicht gehalten',
    'Nicht wie versprochen',
    'Zu teuer und zu spät',
    'Schlechte Betreuung',
    'Enttäuschend',
  ],
  issue: [
    (v) =>
      `Wir hatten ${v.p} zu lange aufgeschoben, und unsere ${v.ours} Leute verloren jede Woche Stunden mit Notlösungen.`,
    (v) => `Wir hatten ${v.dur} Zeit, um ${v.p} zu stemmen, ohne eigenes Know-how.`,
  ],
  solution: [
    (v) =>
      `${v.m} setzte ${v.team} Leute unter der Leitung von ${v.lead} ein: zwei Tage Analyse, dann Umsetzung in ${v.n} Etappen.`,
    (v) =>
      `${v.lead} schlug einen Stufenplan zum Festpreis von ${v.budget} vor, mit einem Abstimmungstermin jeden Freitag.`,
  ],
  result: [
    (v) =>
      `Fertig ${v.dur} nach dem Start; das Team spart rund ${v.n + 2} Stunden pro Woche, die Ergebnisse liegen ${v.pct} % höher.`,
    (v) => `Im Budget geliefert, mit ${v.pct} % Verbesserung bei unserer wichtigsten Kennzahl.`,
  ],
  sections: ['Die Ausgangslage', 'So haben wir gearbeitet', 'Die Ergebnisse'],
  timeline: ['Erstes Gespräch', 'Projektstart', 'Übergabe', 'Abschluss'],
  weeks: (n) => `${n} Wochen`,
  months: (n) => `${n} Monate`,
};

const ES: Bank = {
  context: [
    (v) =>
      `Contratamos a ${v.m} en ${v.month} para ${v.p}, con un presupuesto de ${v.budget} y ${v.dur} por delante.`,
    (v) => `Nuestra ${v.sector} tiene unos ${v.ours * 12} empleados y nadie en plantilla para ${v.p}.`,
    (v) =>
      `${v.m} nos acompañó durante ${v.dur} en este proyecto; ${v.lead} coordinaba un equipo de ${v.team} personas.`,
    (v) => `El encargo a ${v.m} consistía en ${v.p}, por un precio cerrado de ${v.budget}.`,
    (v) => `Llevábamos dos años aplazando el tema cuando un cliente nos habló de ${v.m}.`,
    (v) =>
      `El proyecto arrancó en ${v.month} y duró ${v.dur}, con ${v.ours} personas nuestras y ${v.team} de ${v.m}.`,
  ],
  choice: [
    (v) =>
      `Los elegimos frente a otras dos empresas porque ${v.lead} hizo las preguntas adecuadas en la primera reunión.`,
    (v) => `Nos los recomendó un proveedor de ${v.city}, y su presupuesto de ${v.budget} era el más claro.`,
    (v) =>
      `No era la más barata de las ${v.n} ofertas, pero sí la única de alguien que ya conocía una ${v.sector} como la nuestra.`,
    (v) => `Nos convenció el plan de ${v.lead}: ${v.n} fases, cada una con su fecha.`,
  ],
  good: [
    (v) => `${v.lead} contestaba cada correo en el mismo día, incluso en agosto.`,
    (v) => `La llamada semanal con ${v.lead} y ${v.lead2} nos mantenía al tanto sin quitarnos tiempo.`,
    (v) =>
      `Entregaron en ${v.dur}, según lo previsto, y la factura coincidió con el presupuesto de ${v.budget}.`,
    (v) =>
      `Lo que más valoramos fue su ${v.q}: ${v.lead} avisaba de los problemas antes de que los viéramos.`,
    (v) =>
      `Las ${v.ours} personas del equipo que trabajaron con ellos encontraron a ${v.lead2} paciente y siempre localizable.`,
    (v) =>
      `${v.lead} nos explicaba cada decisión con claridad, algo importante porque ninguna de nuestras ${v.ours} personas era experta.`,
    (v) => `${v.lead} vino dos veces a nuestras oficinas, y eso facilitó mucho el arranque.`,
    (v) =>
      `Los pequeños cambios que pedimos a ${v.lead2} en la semana ${v.n} se hicieron sin presupuesto adicional.`,
  ],
  goodCat: {
    L: [
      (v) =>
        `El cierre mensual nos lleva ahora ${v.n} días en lugar de dos semanas, y las cifras son fiables.`,
      (v) =>
        `${v.lead} detectó un error de IVA de hace ${v.n} años y lo regularizó con Hacienda antes de que hubiera sanción.`,
    ],
    M: [
      (v) =>
        `Las solicitudes de presupuesto desde la web subieron un ${v.pct} % en los tres meses siguientes.`,
      (v) => `${v.lead2} escribió textos que suenan a nosotros, algo que ninguna agencia había conseguido.`,
    ],
    O: [
      (v) =>
        `Los errores de preparación bajaron un ${v.pct} % y el equipo adoptó la nueva organización en ${v.n} semanas.`,
      (v) =>
        `${v.lead} dirigió ${v.n} talleres con nuestros responsables, así que el plan acabó siendo nuestro.`,
    ],
    R: [
      (v) =>
        `Cubrieron el puesto en ${v.n} semanas, y la persona seleccionada sigue con nosotros y está funcionando muy bien.`,
      (v) =>
        `Nuestros mandos puntuaron las sesiones con ${v.lead2} con un ${v.n + 1} sobre 10 de media, algo inédito en formación interna.`,
    ],
    T: [
      (v) =>
        `La puesta en producción se hizo sin cortes, y ${v.lead2} documentó el código tan bien que nuestro desarrollador lo mantiene solo.`,
      (v) =>
        `El tiempo de carga bajó de ${v.n + 2} segundos a menos de uno, y la conversión subió un ${v.pct} %.`,
    ],
  },
  minor: [
    (v) =>
      `Lo único mejorable es el reporting de ${v.lead}: un PDF mensual cuando habría bastado un panel compartido.`,
    (v) =>
      `La primera versión no acertó y hicieron falta ${v.n} rondas de comentarios para llegar al resultado.`,
    (v) => `Las vacaciones de su equipo frenaron el proyecto unas ${v.late} semanas a mitad de camino.`,
    (v) => `El presupuesto de ${v.budget} no incluía los desplazamientos, que se sumaron al final.`,
  ],
  bad: [
    (v) => `Entregaron con ${v.late} semanas de retraso, y nos avisaron dos días antes de la fecha.`,
    (v) =>
      `La factura final superó en un ${v.over} % el presupuesto de ${v.budget}, por extras que nunca aprobamos.`,
    (v) => `${v.lead}, que nos vendió el proyecto, se fue al mes y ${v.lead2} tuvo que empezar de cero.`,
    (v) => `Enviamos ${v.n} correos sobre el mismo problema antes de que alguien nos llamara.`,
    (v) =>
      `Los socios que vinieron a la presentación desaparecieron en ${v.month} y casi todo lo hizo un consultor junior.`,
    (v) =>
      `En ${v.m} nadie se hacía cargo del calendario, así que éramos nosotros quienes insistíamos cada semana.`,
  ],
  badCat: {
    L: [(v) => `Dos declaraciones se presentaron fuera de plazo y ${v.m} se negó a asumir el recargo.`],
    M: [
      (v) =>
        `Por ${v.budget}, la campaña trajo clics pero casi ningún contacto cualificado, y los informes solo hablaban de impresiones.`,
    ],
    O: [
      (v) =>
        `La nueva organización no tenía en cuenta cómo trabajan de verdad nuestras ${v.ours} personas, y tuvimos que deshacer parte.`,
    ],
    R: [(v) => `De los ${v.n} candidatos presentados, ninguno tenía la experiencia que pedía la oferta.`],
    T: [(v) => `Encontramos ${v.n + 3} errores la primera semana, y las correcciones se facturaron aparte.`],
  },
  closePos: [
    (v) => `Ya hemos contratado a ${v.m} para la siguiente fase.`,
    (v) => `Recomiendo a ${v.lead} y su equipo sin dudarlo a cualquier ${v.sector}.`,
    (v) => `Un dinero bien invertido: ${v.budget} por un trabajo que usaremos durante años.`,
    (v) => `Si dudáis entre ${v.m} y una consultora más grande, hablad antes con ${v.lead}.`,
  ],
  closeMid: [
    (v) =>
      `Buena relación calidad-precio con ${v.m}, pero conviene dejar por escrito los plazos y el reporting desde el principio.`,
    (v) => `Volveríamos a trabajar con ${v.m}, con un briefing más preciso por nuestra parte.`,
    (v) => `${v.m} es una empresa seria; eso sí, vigilad el calendario.`,
  ],
  closeNeg: [
    (v) => `No volveremos a trabajar con ${v.m}.`,
    (v) => `Si contratáis a ${v.m}, pedid interlocutores con nombre y penalizaciones por retraso.`,
    (v) => `Difícil de recomendar por ${v.budget}, aunque el resultado final sea aprovechable.`,
  ],
  onePos: [
    (v) =>
      `${v.lead} y el equipo de ${v.m} resolvieron ${v.p} en ${v.dur}, dentro del presupuesto y sin sobresaltos.`,
    (v) => `Segundo proyecto con ${v.m}, y otra vez ${v.lead} entregó exactamente lo prometido.`,
    (v) => `Rigurosos, tranquilos y puntuales: ${v.dur} y ${v.budget} para ${v.p}.`,
  ],
  oneMid: [
    (v) => `Buen trabajo con ${v.p}, aunque tardaron ${v.late} semanas más de lo previsto.`,
    (v) => `${v.m} cumplió, pero tuvimos que pedir noticias más a menudo de lo normal.`,
  ],
  oneNeg: [
    (v) =>
      `${v.late} semanas de retraso y un ${v.over} % por encima del presupuesto para ${v.p}: no es lo que nos prometieron.`,
    (v) => `Decepcionante: después de ${v.dur} tuvimos que rehacer parte del trabajo con ${v.lead2}.`,
  ],
  titlePos: [
    'Justo lo que necesitábamos',
    'Un socio de confianza',
    'En plazo y en presupuesto',
    'Claros, rápidos y fiables',
    'Repetiríamos',
    'Un equipo muy cercano',
    'Cumplieron lo prometido',
  ],
  titleMid: [
    'Buen trabajo, arranque lento',
    'Sólidos, con algún tropiezo',
    'Vale la pena, ojo con los plazos',
    'Buen resultado, comunicación irregular',
    'Correcto para el precio',
  ],
  titleNeg: [
    'Plazos incumplidos',
    'No es lo prometido',
    'Caro y tarde',
    'Seguimiento deficiente',
    'Decepcionante',
  ],
  issue: [
    (v) =>
      `Llevábamos demasiado tiempo aplazando ${v.p}, y nuestras ${v.ours} personas perdían horas cada semana con apaños.`,
    (v) => `Necesitábamos ${v.p} en ${v.dur}, sin experiencia interna.`,
  ],
  solution: [
    (v) =>
      `${v.m} puso a ${v.team} personas con ${v.lead} al frente: dos días de auditoría y después ${v.n} fases de implantación.`,
    (v) =>
      `${v.lead} propuso un plan por fases con un precio cerrado de ${v.budget} y una reunión cada viernes.`,
  ],
  result: [
    (v) =>
      `Terminado en ${v.dur}; el equipo ahorra unas ${v.n + 2} horas a la semana y los resultados han mejorado un ${v.pct} %.`,
    (v) =>
      `Entregado dentro del presupuesto, con una mejora del ${v.pct} % en el indicador que más seguimos.`,
  ],
  sections: ['El contexto', 'Cómo trabajamos', 'Los resultados'],
  timeline: ['Primera llamada', 'Arranque', 'Entrega', 'Balance'],
  weeks: (n) => `${n} semanas`,
  months: (n) => `${n} meses`,
};

const IT: Bank = {
  context: [
    (v) =>
      `Abbiamo scelto ${v.m} a ${v.month} per ${v.p}, con un budget di ${v.budget} e ${v.dur} a disposizione.`,
    (v) =>
      `La nostra ${v.sector} ha circa ${v.ours * 12} dipendenti e nessuno in casa che potesse seguire ${v.p}.`,
    (v) =>
      `${v.m} ci ha affiancato per ${v.dur} in questo progetto; ${v.lead} coordinava un team di ${v.team} persone.`,
    (v) => `L’incarico affidato a ${v.m} riguardava ${v.p}, a un prezzo fisso di ${v.budget}.`,
    (v) => `Rimandavamo la questione da due anni quando un cliente ci ha parlato di ${v.m}.`,
    (v) =>
      `Il progetto è partito a ${v.month} ed è durato ${v.dur}, con ${v.ours} persone nostre e ${v.team} di ${v.m}.`,
  ],
  choice: [
    (v) =>
      `Li abbiamo preferiti ad altre due società perché ${v.lead} ha fatto le domande giuste fin dal primo incontro.`,
    (v) =>
      `Ce li ha consigliati un fornitore di ${v.city}, e il loro preventivo di ${v.budget} era il più chiaro.`,
    (v) =>
      `Non era la più economica delle ${v.n} offerte, ma l’unica di chi conosceva già una ${v.sector} come la nostra.`,
    (v) => `Ci ha convinto il piano di ${v.lead}: ${v.n} fasi, ognuna con la sua data.`,
  ],
  good: [
    (v) => `${v.lead} rispondeva a ogni email in giornata, anche ad agosto.`,
    (v) => `La call settimanale con ${v.lead} e ${v.lead2} ci teneva aggiornati senza rubarci tempo.`,
    (v) =>
      `Hanno consegnato in ${v.dur}, come previsto, e la fattura corrispondeva al preventivo di ${v.budget}.`,
    (v) =>
      `Quello che ci ha colpito è la loro ${v.q}: ${v.lead} segnalava i problemi prima che li notassimo.`,
    (v) =>
      `I ${v.ours} colleghi che hanno lavorato con loro hanno trovato ${v.lead2} paziente e sempre reperibile.`,
    (v) =>
      `${v.lead} ci spiegava ogni scelta con parole semplici, importante perché nessuna delle nostre ${v.ours} persone era del mestiere.`,
    (v) => `${v.lead} è venuto due volte nella nostra sede, e questo ha reso l’avvio molto più semplice.`,
    (v) =>
      `Le piccole modifiche chieste a ${v.lead2} nella settimana ${v.n} sono state fatte senza un nuovo preventivo.`,
  ],
  goodCat: {
    L: [
      (v) => `La chiusura mensile ora richiede ${v.n} giorni invece di due settimane, con numeri affidabili.`,
      (v) =>
        `${v.lead} ha scoperto un errore IVA di ${v.n} anni fa e l’ha sanato con l’Agenzia delle Entrate prima di qualsiasi sanzione.`,
    ],
    M: [
      (v) =>
        `Le richieste di preventivo dal sito sono cresciute del ${v.pct}% nei tre mesi successivi al lancio.`,
      (v) =>
        `${v.lead2} ha scritto testi che ci somigliano, cosa che nessuna agenzia era riuscita a fare prima.`,
    ],
    O: [
      (v) =>
        `Gli errori di preparazione sono calati del ${v.pct}% e il team ha adottato la nuova organizzazione in ${v.n} settimane.`,
      (v) =>
        `${v.lead} ha condotto ${v.n} workshop con i nostri responsabili, così il piano è diventato nostro.`,
    ],
    R: [
      (v) =>
        `La posizione è stata coperta in ${v.n} settimane, e la persona scelta è ancora con noi e lavora benissimo.`,
      (v) =>
        `I nostri manager hanno dato in media ${v.n + 1} su 10 agli incontri con ${v.lead2}, mai visto per una formazione interna.`,
    ],
    T: [
      (v) =>
        `Il rilascio è avvenuto senza interruzioni, e ${v.lead2} ha documentato il codice così bene che il nostro sviluppatore lo gestisce da solo.`,
      (v) =>
        `Il tempo di caricamento è sceso da ${v.n + 2} secondi a meno di uno, e la conversione è salita del ${v.pct}%.`,
    ],
  },
  minor: [
    (v) =>
      `Unico appunto: il reporting di ${v.lead}, un PDF mensile quando sarebbe bastata una dashboard condivisa.`,
    (v) =>
      `La prima versione non centrava il punto e ci sono voluti ${v.n} giri di revisione per arrivare al risultato.`,
    (v) =>
      `Le ferie del loro team hanno rallentato il progetto di circa ${v.late} settimane a metà percorso.`,
    (v) => `Il preventivo di ${v.budget} non comprendeva le trasferte, aggiunte poi in fattura.`,
  ],
  bad: [
    (v) =>
      `La consegna è arrivata con ${v.late} settimane di ritardo, e lo abbiamo saputo due giorni prima della scadenza.`,
    (v) =>
      `La fattura finale ha superato del ${v.over}% il preventivo di ${v.budget}, per extra mai approvati.`,
    (v) =>
      `${v.lead}, che ci aveva venduto il progetto, se n’è andato dopo un mese e ${v.lead2} ha dovuto ripartire da zero.`,
    (v) => `Abbiamo mandato ${v.n} email sullo stesso problema prima che qualcuno ci richiamasse.`,
    (v) =>
      `I senior visti in fase di offerta sono spariti da ${v.month}, e quasi tutto il lavoro l’ha fatto un junior.`,
    (v) => `In ${v.m} nessuno si occupava del calendario, così eravamo noi a sollecitare ogni settimana.`,
  ],
  badCat: {
    L: [
      (v) =>
        `Due dichiarazioni sono state inviate in ritardo e ${v.m} si è rifiutato di coprire la sanzione.`,
    ],
    M: [
      (v) =>
        `Per ${v.budget} la campagna ha portato clic ma quasi nessun contatto qualificato, e i report parlavano solo di impression.`,
    ],
    O: [
      (v) =>
        `La nuova organizzazione non teneva conto di come lavorano davvero le nostre ${v.ours} persone, e abbiamo dovuto tornare indietro in parte.`,
    ],
    R: [(v) => `Dei ${v.n} candidati presentati, nessuno aveva l’esperienza richiesta nell’annuncio.`],
    T: [
      (v) =>
        `Nella prima settimana abbiamo trovato ${v.n + 3} bug, e le correzioni ci sono state fatturate a parte.`,
    ],
  },
  closePos: [
    (v) => `Abbiamo già affidato a ${v.m} la fase successiva.`,
    (v) => `Consiglio ${v.lead} e il suo team senza esitare a qualsiasi ${v.sector}.`,
    (v) => `Soldi ben spesi: ${v.budget} per un lavoro che useremo per anni.`,
    (v) => `Se siete indecisi tra ${v.m} e una società più grande, parlate prima con ${v.lead}.`,
  ],
  closeMid: [
    (v) =>
      `Con ${v.m} il rapporto qualità-prezzo è buono, ma mettete per iscritto tempi e reporting fin dall’inizio.`,
    (v) => `Lavoreremmo di nuovo con ${v.m}, con un brief più preciso da parte nostra.`,
    (v) => `${v.m} è una società seria; tenete però d’occhio il calendario.`,
  ],
  closeNeg: [
    (v) => `Non lavoreremo più con ${v.m}.`,
    (v) => `Se scegliete ${v.m}, pretendete referenti con nome e cognome e penali per i ritardi.`,
    (v) => `Difficile da consigliare per ${v.budget}, anche se il risultato finale è utilizzabile.`,
  ],
  onePos: [
    (v) => `${v.lead} e il team di ${v.m} hanno gestito ${v.p} in ${v.dur}, nel budget e senza intoppi.`,
    (v) =>
      `Secondo progetto con ${v.m}, e ancora una volta ${v.lead} ha consegnato esattamente quanto promesso.`,
    (v) => `Precisi, calmi e puntuali: ${v.dur} e ${v.budget} per ${v.p}.`,
  ],
  oneMid: [
    (v) => `Buon lavoro per ${v.p}, ma con ${v.late} settimane in più del previsto.`,
    (v) => `${v.m} ha fatto il lavoro, ma abbiamo dovuto chiedere aggiornamenti più spesso del normale.`,
  ],
  oneNeg: [
    (v) =>
      `${v.late} settimane di ritardo e il ${v.over}% oltre il budget per ${v.p}: non è quanto promesso.`,
    (v) => `Deludente: dopo ${v.dur} abbiamo dovuto rifare parte del lavoro con ${v.lead2}.`,
  ],
  titlePos: [
    'Proprio ciò che ci serviva',
    'Un partner affidabile',
    'Nei tempi e nel budget',
    'Chiari, rapidi, affidabili',
    'Da rifare',
    'Un team molto disponibile',
    'Promesse mantenute',
  ],
  titleMid: [
    'Buon lavoro, partenza lenta',
    'Solidi, con qualche intoppo',
    'Ne vale la pena, attenzione ai tempi',
    'Buon risultato, comunicazione altalenante',
    'Onesto per il prezzo',
  ],
  titleNeg: [
    'Scadenze mancate',
    'Non come promesso',
    'Fuori budget e in ritardo',
    'Assistenza carente',
    'Deludente',
  ],
  issue: [
    (v) =>
      `Rimandavamo ${v.p} da troppo tempo, e le nostre ${v.ours} persone perdevano ore ogni settimana in soluzioni di ripiego.`,
    (v) => `Dovevamo chiudere ${v.p} in ${v.dur}, senza competenze interne.`,
  ],
  solution: [
    (v) =>
      `${v.m} ha messo in campo ${v.team} persone guidate da ${v.lead}: due giorni di audit, poi ${v.n} fasi di realizzazione.`,
    (v) => `${v.lead} ha proposto un piano a fasi a prezzo fisso di ${v.budget}, con un punto ogni venerdì.`,
  ],
  result: [
    (v) =>
      `Concluso in ${v.dur}; il team risparmia circa ${v.n + 2} ore a settimana e i risultati sono saliti del ${v.pct}%.`,
    (v) => `Consegnato nel budget, con un miglioramento del ${v.pct}% sull’indicatore che seguiamo di più.`,
  ],
  sections: ['Il contesto', 'Come abbiamo lavorato', 'I risultati'],
  timeline: ['Primo contatto', 'Avvio', 'Consegna', 'Bilancio'],
  weeks: (n) => `${n} settimane`,
  months: (n) => `${n} mesi`,
};

const NL: Bank = {
  context: [
    (v) =>
      `We hebben ${v.m} in ${v.month} ingeschakeld voor ${v.p}, met een budget van ${v.budget} en ${v.dur} de tijd.`,
    (v) => `Ons ${v.sector} heeft zo’n ${v.ours * 12} medewerkers, maar niemand in huis voor ${v.p}.`,
    (v) =>
      `${v.m} heeft ons ${v.dur} begeleid bij dit project; ${v.lead} stuurde een team van ${v.team} mensen aan.`,
    (v) => `De opdracht aan ${v.m} was ${v.p}, voor een vaste prijs van ${v.budget}.`,
    (v) => `We schoven het al twee jaar voor ons uit toen een relatie ons op ${v.m} wees.`,
    (v) =>
      `Het project begon in ${v.month} en liep ${v.dur}, met ${v.ours} mensen van ons en ${v.team} van ${v.m}.`,
  ],
  choice: [
    (v) =>
      `We kozen hen boven twee andere bureaus omdat ${v.lead} in het eerste gesprek de juiste vragen stelde.`,
    (v) =>
      `Een leverancier uit ${v.city} raadde hen aan, en hun offerte van ${v.budget} was het duidelijkst.`,
    (v) =>
      `Van de ${v.n} offertes was het niet de goedkoopste, wel de enige van een partij die ons soort bedrijf al kende.`,
    (v) => `Wat de doorslag gaf was het plan van ${v.lead}: ${v.n} stappen, elk met een vaste datum.`,
  ],
  good: [
    (v) => `${v.lead} beantwoordde elke mail dezelfde dag nog, ook in augustus.`,
    (v) =>
      `Het wekelijkse overleg met ${v.lead} en ${v.lead2} hield ons op de hoogte zonder veel tijd te kosten.`,
    (v) =>
      `Ze leverden na ${v.dur}, precies volgens planning, en de factuur klopte met de offerte van ${v.budget}.`,
    (v) => `Wat ons opviel was hun ${v.q}: ${v.lead} kaartte problemen aan voordat wij ze zagen.`,
    (v) => `Onze ${v.ours} collega’s in het project vonden ${v.lead2} geduldig en goed bereikbaar.`,
    (v) =>
      `${v.lead} legde elke keuze helder uit, belangrijk omdat niemand van onze ${v.ours} mensen er verstand van had.`,
    (v) => `${v.lead} kwam twee keer langs op ons kantoor, en dat maakte de start een stuk makkelijker.`,
    (v) =>
      `Kleine wijzigingen die we ${v.lead2} in week ${v.n} vroegen, werden zonder nieuwe offerte doorgevoerd.`,
  ],
  goodCat: {
    L: [
      (v) => `Onze maandafsluiting duurt nu ${v.n} dagen in plaats van twee weken, en de cijfers kloppen.`,
      (v) =>
        `${v.lead} ontdekte een btw-fout van ${v.n} jaar geleden en loste die met de Belastingdienst op voordat er een boete kwam.`,
    ],
    M: [
      (v) =>
        `Het aantal offerteaanvragen via de site steeg met ${v.pct}% in de drie maanden na de lancering.`,
      (v) => `${v.lead2} schreef teksten die echt als ons klinken, dat was nog geen bureau gelukt.`,
    ],
    O: [
      (v) =>
        `Het aantal orderpickfouten daalde met ${v.pct}% en het team had de nieuwe werkwijze binnen ${v.n} weken omarmd.`,
      (v) => `${v.lead} leidde ${v.n} workshops met onze teamleiders, zodat het plan echt van ons werd.`,
    ],
    R: [
      (v) =>
        `De vacature was binnen ${v.n} weken vervuld, en de nieuwe collega zit er nog steeds en doet het uitstekend.`,
      (v) =>
        `Onze leidinggevenden gaven de sessies met ${v.lead2} gemiddeld een ${v.n + 1}, ongekend voor een interne training.`,
    ],
    T: [
      (v) =>
        `De livegang verliep zonder downtime, en ${v.lead2} documenteerde de code zo goed dat onze eigen developer het heeft overgenomen.`,
      (v) =>
        `De laadtijd ging van ${v.n + 2} seconden naar minder dan één, en de conversie steeg met ${v.pct}%.`,
    ],
  },
  minor: [
    (v) =>
      `Enig minpunt is de rapportage van ${v.lead}: een maandelijkse pdf, terwijl een gedeeld dashboard had volstaan.`,
    (v) => `Het eerste ontwerp zat ernaast en er waren ${v.n} feedbackrondes nodig om er te komen.`,
    (v) => `Vakanties aan hun kant vertraagden het project halverwege met zo’n ${v.late} weken.`,
    (v) => `Reiskosten stonden niet in de offerte van ${v.budget} en kwamen er achteraf nog bij.`,
  ],
  bad: [
    (v) => `De oplevering was ${v.late} weken te laat, en dat hoorden we pas twee dagen voor de deadline.`,
    (v) =>
      `De eindfactuur lag ${v.over}% boven de offerte van ${v.budget}, voor extra’s die we nooit hadden goedgekeurd.`,
    (v) =>
      `${v.lead}, die ons het project had verkocht, vertrok na een maand en ${v.lead2} moest opnieuw beginnen.`,
    (v) => `We stuurden ${v.n} mails over hetzelfde probleem voordat iemand ons terugbelde.`,
    (v) =>
      `De ervaren mensen uit de pitch verdwenen na ${v.month}, en bijna al het werk werd door een junior gedaan.`,
    (v) =>
      `Bij ${v.m} voelde niemand zich verantwoordelijk voor de planning, dus zaten wij er elke week zelf achteraan.`,
  ],
  badCat: {
    L: [(v) => `Twee aangiftes werden te laat ingediend en ${v.m} weigerde de boete te vergoeden.`],
    M: [
      (v) =>
        `Voor ${v.budget} leverde de campagne klikken op maar vrijwel geen gekwalificeerde leads, en de rapportages gingen alleen over vertoningen.`,
    ],
    O: [
      (v) =>
        `De nieuwe indeling hield geen rekening met hoe onze ${v.ours} mensen echt werken, en we moesten een deel terugdraaien.`,
    ],
    R: [(v) => `Van de ${v.n} voorgestelde kandidaten had niemand de ervaring uit het profiel.`],
    T: [
      (v) =>
        `In de eerste week na livegang vonden we ${v.n + 3} bugs, en de fixes werden apart gefactureerd.`,
    ],
  },
  closePos: [
    (v) => `De volgende fase hebben we alweer aan ${v.m} gegund.`,
    (v) => `Ik raad ${v.lead} en het team zonder twijfel aan.`,
    (v) => `Goed besteed: ${v.budget} voor werk waar we jaren plezier van hebben.`,
    (v) => `Twijfel je tussen ${v.m} en een groter bureau, praat dan eerst met ${v.lead}.`,
  ],
  closeMid: [
    (v) =>
      `Al met al goede prijs-kwaliteit bij ${v.m}, maar leg rapportage en deadlines vooraf op papier vast.`,
    (v) => `We zouden opnieuw met ${v.m} werken, met een scherpere briefing van onze kant.`,
    (v) => `${v.m} is een degelijke partij; houd de planning wel zelf in de gaten.`,
  ],
  closeNeg: [
    (v) => `Wij gaan niet meer met ${v.m} in zee.`,
    (v) => `Neem je ${v.m} in de arm, eis dan vaste contactpersonen en boeteclausules.`,
    (v) => `Voor ${v.budget} moeilijk aan te raden, al is het eindresultaat bruikbaar.`,
  ],
  onePos: [
    (v) => `${v.lead} en het team van ${v.m} regelden ${v.p} in ${v.dur}, binnen budget en zonder gedoe.`,
    (v) => `Tweede project met ${v.m}, en weer leverde ${v.lead} precies wat er beloofd was.`,
    (v) => `Rustig, precies en op tijd: ${v.dur} en ${v.budget} voor ${v.p}.`,
  ],
  oneMid: [
    (v) => `Goed werk voor ${v.p}, maar het duurde ${v.late} weken langer dan gepland.`,
    (v) => `${v.m} heeft geleverd, maar we moesten vaker naar de stand van zaken vragen dan nodig.`,
  ],
  oneNeg: [
    (v) => `${v.late} weken te laat en ${v.over}% over budget voor ${v.p}: niet wat er was toegezegd.`,
    (v) => `Teleurstellend: na ${v.dur} moesten we met ${v.lead2} nog een deel van het werk overdoen.`,
  ],
  titlePos: [
    'Precies wat we nodig hadden',
    'Een partner die we vertrouwen',
    'Op tijd en binnen budget',
    'Helder, snel, betrouwbaar',
    'Voor herhaling vatbaar',
    'Prettige mensen om mee te werken',
    'Beloftes nagekomen',
  ],
  titleMid: [
    'Goed werk, trage start',
    'Degelijk, met wat haperingen',
    'De moeite waard, let op de planning',
    'Goed resultaat, wisselende communicatie',
    'Redelijk voor de prijs',
  ],
  titleNeg: [
    'Deadlines gemist',
    'Niet wat beloofd was',
    'Te duur en te laat',
    'Slechte opvolging',
    'Teleurstellend',
  ],
  issue: [
    (v) =>
      `We hadden ${v.p} te lang uitgesteld, en onze ${v.ours} mensen verloren elke week uren aan noodoplossingen.`,
    (v) => `We moesten ${v.p} in ${v.dur} rond krijgen, zonder kennis in huis.`,
  ],
  solution: [
    (v) =>
      `${v.m} zette ${v.team} mensen in onder leiding van ${v.lead}: twee dagen analyse, daarna uitvoering in ${v.n} fasen.`,
    (v) =>
      `${v.lead} stelde een gefaseerd plan voor tegen een vaste prijs van ${v.budget}, met elke vrijdag een overleg.`,
  ],
  result: [
    (v) =>
      `Klaar na ${v.dur}; het team bespaart zo’n ${v.n + 2} uur per week en de resultaten liggen ${v.pct}% hoger.`,
    (v) => `Binnen budget opgeleverd, met ${v.pct}% verbetering op de indicator die we het meest volgen.`,
  ],
  sections: ['De aanleiding', 'Hoe we samenwerkten', 'De resultaten'],
  timeline: ['Eerste gesprek', 'Aftrap', 'Oplevering', 'Evaluatie'],
  weeks: (n) => `${n} weken`,
  months: (n) => `${n} maanden`,
};

export const BANKS: Record<Lang, Bank> = { FR_FR: FR, EN_GB: EN, ES_ES: ES, IT_IT: IT, DE_DE: DE, NL_NL: NL };
