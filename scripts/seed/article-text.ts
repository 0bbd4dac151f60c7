/**
 * Article kinds whose body follows the title: "{topic}: 5 mistakes to avoid" has five headed
 * sections, one per mistake; "{topic}: 6 questions to ask before signing" six, one per question.
 * Each item is [heading, paragraph] in every language.
 */
import type { Lang } from './vocab';

type Item = [heading: string, paragraph: string];

export const LIST_TITLES: Record<
  'mistakes' | 'questions',
  Record<Lang, (topic: string, n: number) => string>
> = {
  mistakes: {
    FR_FR: (t, n) => `${t} : ${n} erreurs à éviter`,
    EN_GB: (t, n) => `${t}: ${n} mistakes to avoid`,
    ES_ES: (t, n) => `${t}: ${n} errores que conviene evitar`,
    IT_IT: (t, n) => `${t}: ${n} errori da evitare`,
    DE_DE: (t, n) => `${t}: ${n} Fehler, die Sie vermeiden sollten`,
    NL_NL: (t, n) => `${t}: ${n} fouten om te vermijden`,
  },
  questions: {
    FR_FR: (t, n) => `${t} : ${n} questions à poser avant de signer`,
    EN_GB: (t, n) => `${t}: ${n} questions to ask before you sign`,
    ES_ES: (t, n) => `${t}: ${n} preguntas antes de firmar`,
    IT_IT: (t, n) => `${t}: ${n} domande da fare prima di firmare`,
    DE_DE: (t, n) => `${t}: ${n} Fragen vor der Unterschrift`,
    NL_NL: (t, n) => `${t}: ${n} vragen voordat u tekent`,
  },
};

export const MISTAKES: Record<Lang, Item[]> = {
  FR_FR: [
    [
      'Choisir sur le seul prix',
      'Le devis le plus bas cache souvent des options facturées à part. Comparez ce qui est inclus, pas seulement le total.',
    ],
    [
      'Sauter l’appel aux références',
      'Dix minutes au téléphone avec un ancien client en disent plus qu’une plaquette. Demandez un projet de votre taille.',
    ],
    [
      'Rédiger un cahier des charges flou',
      'Sans objectifs chiffrés, personne ne peut dire si le projet a réussi. Fixez deux ou trois indicateurs dès le départ.',
    ],
    [
      'Signer sans jalons',
      'Un contrat sans étapes datées laisse les retards s’accumuler en silence. Prévoyez un point de validation par phase.',
    ],
    [
      'Ignorer les avis à 3 étoiles',
      'Les avis mitigés montrent comment un prestataire gère un problème. C’est souvent là que se joue la différence.',
    ],
  ],
  EN_GB: [
    [
      'Choosing on price alone',
      'The lowest quote often hides extras billed separately. Compare what is included, not just the total.',
    ],
    [
      'Skipping the reference call',
      'Ten minutes on the phone with a past client tells you more than a brochure. Ask for a project of your size.',
    ],
    [
      'Writing a vague brief',
      'Without measurable goals nobody can tell whether the project worked. Set two or three indicators from day one.',
    ],
    [
      'Signing without milestones',
      'A contract without dated stages lets delays pile up quietly. Agree a sign-off point for each phase.',
    ],
    [
      'Ignoring the three-star reviews',
      'Mixed reviews show how a provider handles trouble. That is often where the real difference lies.',
    ],
  ],
  ES_ES: [
    [
      'Elegir solo por precio',
      'El presupuesto más bajo suele esconder extras que se facturan aparte. Compare lo que incluye, no solo el total.',
    ],
    [
      'Saltarse las referencias',
      'Diez minutos al teléfono con un cliente anterior dicen más que un folleto. Pida un proyecto de su tamaño.',
    ],
    [
      'Un briefing poco claro',
      'Sin objetivos medibles nadie puede saber si el proyecto funcionó. Fije dos o tres indicadores desde el principio.',
    ],
    [
      'Firmar sin hitos',
      'Un contrato sin etapas fechadas deja que los retrasos se acumulen. Acuerde una validación por fase.',
    ],
    [
      'Ignorar las opiniones de tres estrellas',
      'Las opiniones tibias muestran cómo gestiona un proveedor los problemas. Ahí suele estar la diferencia.',
    ],
  ],
  IT_IT: [
    [
      'Scegliere solo sul prezzo',
      'Il preventivo più basso spesso nasconde extra fatturati a parte. Confrontate cosa è incluso, non solo il totale.',
    ],
    [
      'Saltare le referenze',
      'Dieci minuti al telefono con un cliente precedente valgono più di una brochure. Chiedete un progetto della vostra dimensione.',
    ],
    [
      'Un brief vago',
      'Senza obiettivi misurabili nessuno può dire se il progetto è riuscito. Fissate due o tre indicatori fin dall’inizio.',
    ],
    [
      'Firmare senza tappe',
      'Un contratto senza scadenze intermedie lascia accumulare i ritardi. Prevedete una verifica per ogni fase.',
    ],
    [
      'Ignorare le recensioni a tre stelle',
      'Le recensioni tiepide mostrano come un fornitore gestisce i problemi. Spesso la differenza si vede lì.',
    ],
  ],
  DE_DE: [
    [
      'Nur nach dem Preis entscheiden',
      'Das günstigste Angebot versteckt oft Zusatzkosten. Vergleichen Sie den Leistungsumfang, nicht nur die Summe.',
    ],
    [
      'Auf Referenzen verzichten',
      'Zehn Minuten mit einem früheren Kunden sagen mehr als jede Broschüre. Fragen Sie nach einem Projekt Ihrer Größe.',
    ],
    [
      'Ein vages Briefing',
      'Ohne messbare Ziele weiß am Ende niemand, ob das Projekt gelungen ist. Legen Sie zwei, drei Kennzahlen fest.',
    ],
    [
      'Ohne Meilensteine unterschreiben',
      'Ein Vertrag ohne Zwischentermine lässt Verzögerungen still wachsen. Vereinbaren Sie eine Abnahme pro Phase.',
    ],
    [
      'Drei-Sterne-Bewertungen übergehen',
      'Gemischte Bewertungen zeigen, wie ein Anbieter mit Problemen umgeht. Genau da liegt oft der Unterschied.',
    ],
  ],
  NL_NL: [
    [
      'Alleen op prijs kiezen',
      'De laagste offerte verbergt vaak extra’s die apart worden gefactureerd. Vergelijk wat erin zit, niet alleen het totaal.',
    ],
    [
      'Referenties overslaan',
      'Tien minuten bellen met een oud-klant zegt meer dan een brochure. Vraag naar een project van uw omvang.',
    ],
    [
      'Een vage briefing',
      'Zonder meetbare doelen weet niemand of het project geslaagd is. Leg vooraf twee of drie indicatoren vast.',
    ],
    [
      'Tekenen zonder mijlpalen',
      'Een contract zonder tussentijdse data laat vertraging ongemerkt oplopen. Spreek per fase een akkoordmoment af.',
    ],
    [
      'Driesterrenreviews negeren',
      'Gemengde reviews laten zien hoe een dienstverlener met problemen omgaat. Daar zit vaak het echte verschil.',
    ],
  ],
};

export const QUESTIONS: Record<Lang, Item[]> = {
  FR_FR: [
    [
      'Qui travaillera vraiment sur notre projet ?',
      'Demandez les noms et l’expérience des personnes affectées, pas seulement ceux des associés présents au rendez-vous.',
    ],
    [
      'Combien a coûté un projet comparable ?',
      'Un ordre de grandeur et une durée réelle valent mieux qu’une grille tarifaire.',
    ],
    [
      'Comment suivrons-nous l’avancement ?',
      'Un point hebdomadaire et un tableau partagé évitent les mauvaises surprises.',
    ],
    [
      'Que se passe-t-il en cas de retard ?',
      'Un bon prestataire a une réponse claire, et parfois des pénalités prévues au contrat.',
    ],
    [
      'Pouvons-nous parler à deux clients récents ?',
      'Choisissez-les vous-même parmi les avis publiés plutôt que de laisser le prestataire les désigner.',
    ],
    [
      'Qu’est-ce qui n’est pas compris dans le devis ?',
      'Déplacements, licences, révisions supplémentaires : mieux vaut le savoir avant de signer.',
    ],
  ],
  EN_GB: [
    [
      'Who will actually work on our project?',
      'Ask for the names and experience of the people assigned, not just the partners at the pitch.',
    ],
    [
      'What did a comparable project cost?',
      'A ballpark figure and a real duration are worth more than a rate card.',
    ],
    ['How will we track progress?', 'A weekly check-in and a shared board prevent nasty surprises.'],
    [
      'What happens if you run late?',
      'A good provider has a clear answer, sometimes with penalties written into the contract.',
    ],
    [
      'Can we speak to two recent clients?',
      'Pick them yourself from published reviews rather than letting the provider choose.',
    ],
    [
      'What is not included in the quote?',
      'Travel, licences, extra rounds of changes: better to know before you sign.',
    ],
  ],
  ES_ES: [
    [
      '¿Quién trabajará realmente en nuestro proyecto?',
      'Pida nombres y experiencia de las personas asignadas, no solo de los socios de la presentación.',
    ],
    [
      '¿Cuánto costó un proyecto similar?',
      'Un orden de magnitud y una duración real valen más que una tarifa.',
    ],
    ['¿Cómo seguiremos el avance?', 'Una reunión semanal y un panel compartido evitan sorpresas.'],
    [
      '¿Qué pasa si hay retrasos?',
      'Un buen proveedor tiene una respuesta clara, a veces con penalizaciones en el contrato.',
    ],
    [
      '¿Podemos hablar con dos clientes recientes?',
      'Elíjalos usted entre las opiniones publicadas en lugar de dejar que los elija el proveedor.',
    ],
    [
      '¿Qué no incluye el presupuesto?',
      'Desplazamientos, licencias, rondas de cambios extra: mejor saberlo antes de firmar.',
    ],
  ],
  IT_IT: [
    [
      'Chi lavorerà davvero al nostro progetto?',
      'Chiedete nomi ed esperienza delle persone assegnate, non solo dei soci presenti all’incontro.',
    ],
    [
      'Quanto è costato un progetto simile?',
      'Un ordine di grandezza e una durata reale valgono più di un listino.',
    ],
    [
      'Come seguiremo l’avanzamento?',
      'Un punto settimanale e una bacheca condivisa evitano brutte sorprese.',
    ],
    [
      'Cosa succede in caso di ritardo?',
      'Un buon fornitore ha una risposta chiara, a volte con penali scritte nel contratto.',
    ],
    [
      'Possiamo parlare con due clienti recenti?',
      'Sceglieteli voi tra le recensioni pubblicate invece di lasciarli indicare al fornitore.',
    ],
    [
      'Cosa non è compreso nel preventivo?',
      'Trasferte, licenze, giri di modifiche in più: meglio saperlo prima di firmare.',
    ],
  ],
  DE_DE: [
    [
      'Wer arbeitet wirklich an unserem Projekt?',
      'Fragen Sie nach Namen und Erfahrung der eingesetzten Leute, nicht nur nach den Partnern aus der Präsentation.',
    ],
    [
      'Was hat ein vergleichbares Projekt gekostet?',
      'Eine Größenordnung und eine echte Laufzeit sagen mehr als eine Preisliste.',
    ],
    [
      'Wie verfolgen wir den Fortschritt?',
      'Ein wöchentlicher Termin und ein gemeinsames Board verhindern böse Überraschungen.',
    ],
    [
      'Was passiert bei Verzug?',
      'Ein guter Anbieter hat eine klare Antwort, manchmal mit Vertragsstrafen im Vertrag.',
    ],
    [
      'Können wir mit zwei aktuellen Kunden sprechen?',
      'Wählen Sie diese selbst aus den veröffentlichten Bewertungen aus, statt sie sich nennen zu lassen.',
    ],
    [
      'Was ist nicht im Angebot enthalten?',
      'Reisekosten, Lizenzen, zusätzliche Korrekturschleifen: besser vor der Unterschrift klären.',
    ],
  ],
  NL_NL: [
    [
      'Wie gaat er echt aan ons project werken?',
      'Vraag naar namen en ervaring van de mensen die worden ingezet, niet alleen van de partners uit de pitch.',
    ],
    [
      'Wat kostte een vergelijkbaar project?',
      'Een orde van grootte en een echte doorlooptijd zeggen meer dan een tarievenlijst.',
    ],
    ['Hoe volgen we de voortgang?', 'Een wekelijks overleg en een gedeeld bord voorkomen nare verrassingen.'],
    [
      'Wat gebeurt er bij vertraging?',
      'Een goede dienstverlener heeft een helder antwoord, soms met boeteclausules in het contract.',
    ],
    [
      'Mogen we twee recente klanten spreken?',
      'Kies ze zelf uit de gepubliceerde reviews in plaats van ze door de dienstverlener te laten aanwijzen.',
    ],
    [
      'Wat zit er niet in de offerte?',
      'Reiskosten, licenties, extra correctierondes: beter vooraf weten dan achteraf.',
    ],
  ],
};
