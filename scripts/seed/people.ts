/**
 * People and companies of the seed, per country: first names by gender, last names, gendered job
 * titles in the six languages, and client company names built from a sector word, a family name
 * and the country's legal form. French and Dutch family names come from @faker-js/faker's
 * locale data; the other lists are curated (faker's en-GB and it-IT lists read as invented).
 * Everything is drawn with the seed's own PRNG, so a data set never depends on faker's state.
 */
import { fakerFR, fakerNL } from '@faker-js/faker';
import type { Rng } from './prng';
import { type Country, type Lang, type Translated, tr } from './vocab';

export type Gender = 'female' | 'male';

const split = (text: string) => text.split(',').map((s) => s.trim());

const lastNamesOf = (list: unknown) =>
  ((list as { generic?: string[] }).generic ?? (list as string[])).filter((n) => !/\s/.test(n));

export const FIRST_NAMES: Record<Country, Record<Gender, string[]>> = {
  FR: {
    female: split(
      'Camille, Léa, Manon, Chloé, Emma, Inès, Sarah, Julie, Claire, Marion, Audrey, Pauline, Élodie, Caroline, Sophie, Nathalie, Isabelle, Céline, Aurélie, Laure, Hélène, Anaïs, Justine, Mathilde, Charlotte, Lucie, Émilie, Amandine, Sandrine, Virginie, Margaux, Clémence',
    ),
    male: split(
      'Thomas, Nicolas, Julien, Maxime, Antoine, Guillaume, Romain, Alexandre, Pierre, Sébastien, Mathieu, Vincent, Olivier, Laurent, Jérôme, Benoît, Damien, Florian, Arnaud, Hugo, Louis, Paul, Clément, Adrien, Baptiste, Franck, Stéphane, Yann, Cédric, Frédéric, Karim, Samuel',
    ),
  },
  GB: {
    female: split(
      'Emma, Olivia, Sophie, Charlotte, Hannah, Lucy, Amelia, Jessica, Rebecca, Laura, Rachel, Katie, Eleanor, Alice, Harriet, Fiona, Claire, Gemma, Nicola, Joanna, Victoria, Megan, Imogen, Priya, Zoe, Helen, Kirsty, Natalie',
    ),
    male: split(
      'James, Oliver, Thomas, William, Harry, George, Jack, Daniel, Matthew, Samuel, Benjamin, Joseph, Edward, Henry, Alexander, Christopher, Andrew, Richard, Mark, Stuart, Gareth, Rhys, Callum, Owen, Simon, Neil, Ravi, Ian',
    ),
  },
  ES: {
    female: split(
      'Lucía, María, Paula, Laura, Marta, Ana, Elena, Sara, Carmen, Cristina, Irene, Raquel, Beatriz, Silvia, Nuria, Patricia, Alba, Claudia, Rocío, Andrea, Marina, Noelia, Pilar, Sonia, Eva, Inés',
    ),
    male: split(
      'Javier, Daniel, Alejandro, David, Pablo, Carlos, Sergio, Jorge, Álvaro, Adrián, Diego, Miguel, Manuel, Raúl, Iván, Rubén, Fernando, Luis, Alberto, Óscar, Jaime, Andrés, Ignacio, Marcos, Víctor, Gonzalo',
    ),
  },
  IT: {
    female: split(
      'Giulia, Francesca, Chiara, Sara, Martina, Valentina, Federica, Alessia, Elena, Silvia, Laura, Paola, Roberta, Elisa, Anna, Marta, Ilaria, Serena, Claudia, Beatrice, Camilla, Giorgia, Monica, Veronica, Cristina, Alice',
    ),
    male: split(
      'Marco, Luca, Andrea, Alessandro, Matteo, Francesco, Lorenzo, Davide, Simone, Federico, Riccardo, Stefano, Giovanni, Paolo, Roberto, Fabio, Daniele, Michele, Tommaso, Giacomo, Emanuele, Nicola, Massimo, Pietro, Filippo, Gabriele',
    ),
  },
  DE: {
    female: split(
      'Anna, Julia, Laura, Lena, Sarah, Katharina, Lisa, Sophie, Hannah, Johanna, Miriam, Christina, Sabine, Stefanie, Nicole, Claudia, Susanne, Andrea, Franziska, Theresa, Carina, Jana, Vanessa, Kerstin, Anja, Melanie, Eva, Ines',
    ),
    male: split(
      'Lukas, Jonas, Felix, Maximilian, Tobias, Florian, Sebastian, Michael, Thomas, Andreas, Stefan, Christian, Markus, Matthias, Daniel, Jan, Philipp, Tim, Benedikt, Moritz, Johannes, Alexander, Martin, Frank, Jörg, Uwe, Niklas, Simon',
    ),
  },
  NL: {
    female: split(
      'Emma, Sanne, Lotte, Anouk, Fleur, Lieke, Eva, Femke, Iris, Marloes, Esther, Inge, Sophie, Noor, Roos, Maaike, Annelies, Joyce, Linda, Nicole, Sarah, Tessa, Karin, Wendy, Ilse, Merel',
    ),
    male: split(
      'Daan, Sem, Lucas, Thijs, Jesse, Bram, Ruben, Joost, Pieter, Jeroen, Martijn, Bas, Tim, Niels, Sander, Wouter, Koen, Stijn, Maarten, Erik, Jan, Rick, Mark, Dennis, Vincent, Gijs',
    ),
  },
};

export const LAST_NAMES: Record<Country, string[]> = {
  FR: lastNamesOf(fakerFR.definitions.person?.last_name),
  NL: lastNamesOf(fakerNL.definitions.person?.last_name),
  GB: split(
    'Smith, Jones, Taylor, Brown, Williams, Wilson, Johnson, Davies, Robinson, Wright, Thompson, Evans, Walker, White, Roberts, Green, Hall, Wood, Jackson, Clarke, Patel, Hughes, Edwards, Turner, Hill, Cooper, Ward, Morris, Harrison, Lewis, Baker, Harris, King, Morgan, Bennett, Shaw, Fletcher, Holmes, Chapman, Marshall, Barker, Lloyd, Ellis, Kaur, Pearson, Fraser, Murray, Grant, Dixon, Hunt',
  ),
  ES: split(
    'García, Fernández, González, Rodríguez, López, Martínez, Sánchez, Pérez, Gómez, Martín, Jiménez, Ruiz, Hernández, Díaz, Moreno, Muñoz, Álvarez, Romero, Alonso, Gutiérrez, Navarro, Torres, Domínguez, Vázquez, Ramos, Gil, Serrano, Blanco, Molina, Morales, Suárez, Ortega, Delgado, Castro, Ortiz, Rubio, Marín, Sanz, Iglesias, Núñez, Medina, Garrido, Cortés, Castillo, Santos, Lozano, Guerrero, Cano, Prieto, Méndez',
  ),
  IT: split(
    'Rossi, Russo, Ferrari, Esposito, Bianchi, Romano, Colombo, Ricci, Marino, Greco, Bruno, Gallo, Conti, De Luca, Mancini, Costa, Giordano, Rizzo, Lombardi, Moretti, Barbieri, Fontana, Santoro, Mariani, Rinaldi, Caruso, Ferrara, Galli, Martini, Leone, Longo, Gentile, Martinelli, Vitale, Lombardo, Serra, Coppola, De Santis, Marchetti, Parisi, Villa, Conte, Ferraro, Fabbri, Bianco, Marini, Grasso, Valentini, Messina, Sala',
  ),
  DE: split(
    'Müller, Schmidt, Schneider, Fischer, Weber, Meyer, Wagner, Becker, Schulz, Hoffmann, Schäfer, Koch, Bauer, Richter, Klein, Wolf, Schröder, Neumann, Schwarz, Zimmermann, Braun, Krüger, Hofmann, Hartmann, Lange, Schmitt, Werner, Schmitz, Krause, Meier, Lehmann, Schmid, Schulze, Maier, Köhler, Herrmann, König, Walter, Mayer, Huber, Kaiser, Fuchs, Peters, Lang, Scholz, Möller, Weiß, Jung, Hahn, Vogel, Brandt, Haas, Sommer, Graf, Seidel, Heinrich, Ziegler, Kuhn, Engel, Pohl',
  ),
};

/** A person of a country: gender drawn first, then names that go with it. */
export function drawPerson(
  rng: Rng,
  country: Country,
): { firstName: string; lastName: string; gender: Gender } {
  const gender: Gender = rng.chance(0.5) ? 'female' : 'male';
  const firstName = rng.pick(FIRST_NAMES[country][gender]);
  const names = LAST_NAMES[country];
  let index = rng.int(0, names.length - 1);
  // Louis, Olivier or Thomas are family names too; nobody is called Louis Louis: the next name then.
  while (sameName(names[index] as string, firstName)) index = (index + 1) % names.length;
  return { gender, firstName, lastName: names[index] as string };
}

/** Whether two names are one, whatever the case and accents ("Émile" and "Emile"). */
export const sameName = (a: string, b: string) => a.localeCompare(b, 'fr', { sensitivity: 'base' }) === 0;

/** Job titles, [female, male] in each language; `fits` lists the member categories they buy. */
const job = (fits: string[], ...pairs: [string, string][]) => ({
  fits,
  female: tr(...(pairs.map((p) => p[0]) as [string, string, string, string, string, string])),
  male: tr(...(pairs.map((p) => p[1]) as [string, string, string, string, string, string])),
});

const L = 'legal_compta_et_finances';
const M = 'marketing_communication_et_ventes';
const O = 'operations_et_divers';
const R = 'recrutement_et_rh';
const T = 'tech_et_produit';

export const JOBS: { fits: string[]; female: Translated; male: Translated }[] = [
  job(
    [L, M, O, R, T],
    ['Directrice générale', 'Directeur général'],
    ['Managing Director', 'Managing Director'],
    ['Directora general', 'Director general'],
    ['Amministratrice delegata', 'Amministratore delegato'],
    ['Geschäftsführerin', 'Geschäftsführer'],
    ['Algemeen directeur', 'Algemeen directeur'],
  ),
  job(
    [L, M, O, R, T],
    ['Fondatrice', 'Fondateur'],
    ['Founder', 'Founder'],
    ['Fundadora', 'Fundador'],
    ['Fondatrice', 'Fondatore'],
    ['Gründerin', 'Gründer'],
    ['Oprichter', 'Oprichter'],
  ),
  job(
    [L, O],
    ['Directrice administrative et financière', 'Directeur administratif et financier'],
    ['Finance Director', 'Finance Director'],
    ['Directora financiera', 'Director financiero'],
    ['Direttrice amministrativa e finanziaria', 'Direttore amministrativo e finanziario'],
    ['Leiterin Finanzen', 'Leiter Finanzen'],
    ['Financieel directeur', 'Financieel directeur'],
  ),
  job(
    [L],
    ['Responsable comptable', 'Responsable comptable'],
    ['Head of Accounts', 'Head of Accounts'],
    ['Jefa de contabilidad', 'Jefe de contabilidad'],
    ['Responsabile contabilità', 'Responsabile contabilità'],
    ['Leiterin Buchhaltung', 'Leiter Buchhaltung'],
    ['Hoofd boekhouding', 'Hoofd boekhouding'],
  ),
  job(
    [M],
    ['Directrice marketing', 'Directeur marketing'],
    ['Marketing Director', 'Marketing Director'],
    ['Directora de marketing', 'Director de marketing'],
    ['Direttrice marketing', 'Direttore marketing'],
    ['Marketingleiterin', 'Marketingleiter'],
    ['Marketingmanager', 'Marketingmanager'],
  ),
  job(
    [M],
    ['Responsable communication', 'Responsable communication'],
    ['Head of Communications', 'Head of Communications'],
    ['Responsable de comunicación', 'Responsable de comunicación'],
    ['Responsabile comunicazione', 'Responsabile comunicazione'],
    ['Leiterin Unternehmenskommunikation', 'Leiter Unternehmenskommunikation'],
    ['Communicatiemanager', 'Communicatiemanager'],
  ),
  job(
    [M],
    ['Directrice commerciale', 'Directeur commercial'],
    ['Sales Director', 'Sales Director'],
    ['Directora comercial', 'Director comercial'],
    ['Direttrice commerciale', 'Direttore commerciale'],
    ['Vertriebsleiterin', 'Vertriebsleiter'],
    ['Commercieel directeur', 'Commercieel directeur'],
  ),
  job(
    [O],
    ['Directrice des opérations', 'Directeur des opérations'],
    ['Operations Director', 'Operations Director'],
    ['Directora de operaciones', 'Director de operaciones'],
    ['Direttrice operativa', 'Direttore operativo'],
    ['Leiterin Operations', 'Leiter Operations'],
    ['Operationeel directeur', 'Operationeel directeur'],
  ),
  job(
    [O],
    ['Office manager', 'Office manager'],
    ['Office Manager', 'Office Manager'],
    ['Office manager', 'Office manager'],
    ['Office manager', 'Office manager'],
    ['Office-Managerin', 'Office-Manager'],
    ['Officemanager', 'Officemanager'],
  ),
  job(
    [R],
    ['Directrice des ressources humaines', 'Directeur des ressources humaines'],
    ['HR Director', 'HR Director'],
    ['Directora de recursos humanos', 'Director de recursos humanos'],
    ['Direttrice risorse umane', 'Direttore risorse umane'],
    ['Personalleiterin', 'Personalleiter'],
    ['Hr-directeur', 'Hr-directeur'],
  ),
  job(
    [R],
    ['Chargée de recrutement', 'Chargé de recrutement'],
    ['Talent Acquisition Lead', 'Talent Acquisition Lead'],
    ['Responsable de selección', 'Responsable de selección'],
    ['Responsabile selezione', 'Responsabile selezione'],
    ['Recruiting-Leiterin', 'Recruiting-Leiter'],
    ['Recruiter', 'Recruiter'],
  ),
  job(
    [T],
    ['Directrice technique', 'Directeur technique'],
    ['CTO', 'CTO'],
    ['Directora técnica', 'Director técnico'],
    ['Direttrice tecnica', 'Direttore tecnico'],
    ['Technische Leiterin', 'Technischer Leiter'],
    ['Technisch directeur', 'Technisch directeur'],
  ),
  job(
    [T, M],
    ['Responsable produit', 'Responsable produit'],
    ['Head of Product', 'Head of Product'],
    ['Responsable de producto', 'Responsable de producto'],
    ['Responsabile prodotto', 'Responsabile prodotto'],
    ['Produktverantwortliche', 'Produktverantwortlicher'],
    ['Productmanager', 'Productmanager'],
  ),
  job(
    [T, O],
    ['Responsable des systèmes d’information', 'Responsable des systèmes d’information'],
    ['Head of IT', 'Head of IT'],
    ['Responsable de sistemas', 'Responsable de sistemas'],
    ['Responsabile IT', 'Responsabile IT'],
    ['IT-Leiterin', 'IT-Leiter'],
    ['IT-manager', 'IT-manager'],
  ),
];

/**
 * Sector of a client company (NACE letter A..U): how its people call it in a review ("our
 * logistics company", written after a possessive) and words its company names use.
 * Per language: [noun after "our", name word, name word].
 */
type SectorWords = Record<Country, [string, string, string]>;
const sw = (fr: string, gb: string, es: string, it: string, de: string, nl: string): SectorWords => {
  const three = (s: string) => s.split('|') as [string, string, string];
  return { FR: three(fr), GB: three(gb), ES: three(es), IT: three(it), DE: three(de), NL: three(nl) };
};

export const SECTOR_WORDS: Record<string, SectorWords> = {
  A: sw(
    'exploitation agricole|Vergers|Domaine',
    'farm business|Farms|Orchards',
    'explotación agrícola|Agrícola|Viveros',
    'azienda agricola|Agricola|Vivai',
    'Agrarunternehmen|Hofgut|Obstbau',
    'agrarische bedrijf|Kwekerij|Akkerbouw',
  ),
  B: sw(
    'entreprise de carrières|Carrières|Sablières',
    'quarrying business|Quarries|Aggregates',
    'empresa de áridos|Canteras|Áridos',
    'azienda estrattiva|Cave|Inerti',
    'Steinbruchunternehmen|Steinbruch|Kieswerk',
    'grondstoffenbedrijf|Zandwinning|Grindwinning',
  ),
  C: sw(
    'entreprise industrielle|Ateliers|Fonderie',
    'manufacturing business|Engineering|Precision',
    'empresa industrial|Talleres|Industrias',
    'azienda manifatturiera|Officine|Meccanica',
    'Produktionsunternehmen|Maschinenbau|Metallbau',
    'productiebedrijf|Metaalbewerking|Machinefabriek',
  ),
  D: sw(
    'entreprise d’énergie|Énergies|Solaire',
    'energy company|Energy|Solar',
    'empresa energética|Energía|Solar',
    'azienda energetica|Energia|Solare',
    'Energieunternehmen|Energie|Solartechnik',
    'energiebedrijf|Energie|Zonnestroom',
  ),
  E: sw(
    'entreprise de recyclage|Recyclage|Environnement',
    'recycling business|Recycling|Waste Services',
    'empresa de reciclaje|Reciclajes|Medio Ambiente',
    'azienda di riciclo|Ecologia|Recuperi',
    'Recyclingunternehmen|Recycling|Entsorgung',
    'recyclingbedrijf|Recycling|Afvalbeheer',
  ),
  F: sw(
    'entreprise du bâtiment|Bâtiment|Charpentes',
    'building firm|Construction|Builders',
    'constructora|Construcciones|Reformas',
    'impresa edile|Costruzioni|Edilizia',
    'Bauunternehmen|Bau|Holzbau',
    'bouwbedrijf|Bouw|Aannemersbedrijf',
  ),
  G: sw(
    'enseigne de distribution|Distribution|Maison',
    'retail business|Retail|Home Store',
    'cadena de tiendas|Distribuciones|Almacenes',
    'azienda di distribuzione|Distribuzione|Commerciale',
    'Handelsunternehmen|Handel|Versand',
    'retailbedrijf|Groothandel|Winkels',
  ),
  H: sw(
    'entreprise de transport|Transports|Logistique',
    'logistics company|Logistics|Freight',
    'empresa de transporte|Transportes|Logística',
    'azienda di trasporti|Trasporti|Logistica',
    'Logistikunternehmen|Spedition|Logistik',
    'transportbedrijf|Transport|Logistiek',
  ),
  I: sw(
    'groupe hôtelier|Hôtels|Brasseries',
    'hospitality group|Hotels|Inns',
    'cadena hotelera|Hoteles|Restauración',
    'catena alberghiera|Hotel|Ristorazione',
    'Hotelunternehmen|Hotels|Gastronomie',
    'horecabedrijf|Hotels|Horeca',
  ),
  J: sw(
    'éditeur de logiciels|Logiciels|Numérique',
    'software company|Software|Digital',
    'empresa de software|Software|Sistemas',
    'azienda di software|Software|Informatica',
    'Softwareunternehmen|Software|Systems',
    'softwarebedrijf|Software|Systems',
  ),
  K: sw(
    'cabinet de courtage|Courtage|Patrimoine',
    'financial services firm|Financial|Wealth',
    'correduría de seguros|Correduría|Finanzas',
    'società di intermediazione|Assicurazioni|Finanziaria',
    'Finanzdienstleistungsunternehmen|Finanzberatung|Versicherungsmakler',
    'financiële adviesbureau|Assurantiën|Financieel Advies',
  ),
  L: sw(
    'foncière|Immobilier|Foncière',
    'property company|Property|Estates',
    'inmobiliaria|Inmobiliaria|Gestión Patrimonial',
    'società immobiliare|Immobiliare|Gestioni',
    'Immobilienunternehmen|Immobilien|Hausverwaltung',
    'vastgoedbedrijf|Vastgoed|Makelaardij',
  ),
  M: sw(
    'bureau d’études|Ingénierie|Études',
    'engineering consultancy|Consulting Engineers|Associates',
    'ingeniería|Ingeniería|Estudio Técnico',
    'società di ingegneria|Ingegneria|Studio Tecnico',
    'Ingenieurbüro|Ingenieure|Planungsbüro',
    'ingenieursbureau|Ingenieurs|Adviesbureau',
  ),
  N: sw(
    'entreprise de services|Propreté|Services',
    'facilities company|Facilities|Cleaning Services',
    'empresa de servicios|Limpiezas|Servicios',
    'azienda di servizi|Servizi|Pulizie',
    'Dienstleistungsunternehmen|Gebäudeservice|Facility Services',
    'facilitaire bedrijf|Schoonmaak|Facilitair',
  ),
  O: sw(
    'collectivité|Syndicat intercommunal|Régie',
    'local authority|Council Services|Trust',
    'administración local|Servicios Municipales|Consorcio',
    'amministrazione comunale|Consorzio|Servizi Comunali',
    'Stadtwerk|Stadtwerke|Zweckverband',
    'gemeentelijke bedrijf|Gemeentebedrijven|Samenwerkingsverband',
  ),
  P: sw(
    'école|Institut|École',
    'training college|College|Academy',
    'academia de formación|Academia|Escuela',
    'scuola di formazione|Istituto|Accademia',
    'Bildungsinstitut|Akademie|Bildungszentrum',
    'opleidingsinstituut|Academie|Opleidingen',
  ),
  Q: sw(
    'clinique|Clinique|Santé',
    'healthcare practice|Healthcare|Clinic',
    'clínica|Clínica|Centro Médico',
    'clinica|Clinica|Centro Medico',
    'Klinikum|Praxisklinik|Gesundheitszentrum',
    'zorgcentrum|Zorg|Kliniek',
  ),
  R: sw(
    'salle de spectacle|Théâtre|Scène',
    'arts venue|Theatre|Arts Centre',
    'sala de espectáculos|Teatro|Producciones',
    'compagnia teatrale|Teatro|Produzioni',
    'Veranstaltungshaus|Theater|Kulturbühne',
    'theater|Theater|Podium',
  ),
  S: sw(
    'association professionnelle|Fédération|Union',
    'trade association|Federation|Association',
    'asociación profesional|Asociación|Federación',
    'associazione di categoria|Associazione|Federazione',
    'Verbandsbüro|Verband|Innung',
    'verenigingsbureau|Vereniging|Federatie',
  ),
  T: sw(
    'entreprise de services à domicile|Services à domicile|Domicile',
    'home care business|Home Care|Homecare',
    'empresa de ayuda a domicilio|Asistencia|Cuidados',
    'azienda di assistenza domiciliare|Assistenza|Cura',
    'Pflegeunternehmen|Pflegedienst|Haushaltshilfe',
    'thuiszorgbedrijf|Thuiszorg|Zorg aan Huis',
  ),
  U: sw(
    'organisation internationale|Délégation|Bureau',
    'international organisation|Delegation|Secretariat',
    'organización internacional|Delegación|Oficina',
    'organizzazione internazionale|Delegazione|Ufficio',
    'EU-Verbindungsbüro|Vertretung|Büro',
    'internationale bureau|Delegatie|Bureau',
  ),
};

const LEGAL_FORMS: Record<Country, string[]> = {
  FR: ['', '', '', ' SAS', ' SARL'],
  GB: [' Ltd', ' Ltd', '', ' LLP'],
  ES: [' S.L.', ' S.L.', ' S.A.', ''],
  IT: [' S.r.l.', ' S.r.l.', ' S.p.A.', ''],
  DE: [' GmbH', ' GmbH', ' GmbH & Co. KG', ' AG'],
  NL: [' B.V.', ' B.V.', ''],
};

/** Regions and landmarks that client names borrow, per country. */
const PLACES: Record<Country, string[]> = {
  FR: split(
    'du Rhône, de l’Ouest, Atlantique, du Lot, de Provence, des Alpes, du Nord, Garonne, Armor, de Loire, du Jura, des Vosges',
  ),
  GB: split('Pennine, Thames, Severn, Mersey, Cotswold, Northern, Wessex, Solent, Chiltern, Tyne'),
  ES: split('del Ebro, Levante, del Norte, Cantábrica, del Sur, Mediterránea, Castellana, del Duero'),
  IT: split('Padana, Adriatica, del Garda, Lombarda, Tirrenica, Toscana, Alpina, del Po'),
  DE: split('Rhein-Main, Nord, Süd, Elbe, Allgäu, Ruhr, Bodensee, Spree'),
  NL: split('Noord, Rijnmond, Brabant, Zeeland, Veluwe, Twente, Delta, Holland'),
};

/**
 * A client company name of a country and sector: family name and sector word, sometimes a
 * region, the legal form of the country. Never numbered; `taken` keeps them unique.
 * @example companyName(rng, 'DE', 'H', taken) // 'Krüger Spedition GmbH'
 */
export function companyName(rng: Rng, country: Country, sector: string, taken: Set<string>): string {
  const words = (SECTOR_WORDS[sector] ?? (SECTOR_WORDS.M as SectorWords))[country];
  for (let attempt = 0; ; attempt++) {
    const last = rng.pick(LAST_NAMES[country]);
    const other = rng.pick(LAST_NAMES[country]);
    const word = words[rng.int(1, 2)] as string;
    const place = rng.pick(PLACES[country]);
    const legal = rng.pick(LEGAL_FORMS[country]);
    const pattern = rng.int(0, attempt > 20 ? 4 : 3);
    let name: string;
    switch (country) {
      case 'FR':
        name = [
          `${word} ${last}`,
          `${word} ${place}`,
          `${last} & ${other}`,
          `${word} ${last} et Fils`,
          `${word} ${last} ${place}`,
        ][pattern] as string;
        break;
      case 'GB':
        name = [
          `${last} ${word}`,
          `${place} ${word}`,
          `${last} & ${other}`,
          `${last} & Sons ${word}`,
          `${place} ${word} ${last}`,
        ][pattern] as string;
        break;
      case 'ES':
        name = [
          `${word} ${last}`,
          `${word} ${place}`,
          `${last} y ${other}`,
          `${word} Hermanos ${last}`,
          `${word} ${last} ${place}`,
        ][pattern] as string;
        break;
      case 'IT':
        name = [
          `${word} ${last}`,
          `${word} ${place}`,
          `${last} & ${other}`,
          `${last} & Figli ${word}`,
          `${word} ${last} ${place}`,
        ][pattern] as string;
        break;
      case 'DE':
        name = [
          `${last} ${word}`,
          `${word} ${place}`,
          `${last} & ${other}`,
          `${last} & Söhne ${word}`,
          `${word} ${place} ${last}`,
        ][pattern] as string;
        break;
      default:
        name = [
          `${last} ${word}`,
          `${word} ${place}`,
          `${last} & ${other}`,
          `${word} ${last} & Zn.`,
          `${word} ${place} ${last}`,
        ][pattern] as string;
    }
    if (last === other && name.includes('&')) continue;
    name = `${name}${pattern === 1 || pattern === 4 ? '' : legal}`;
    if (!taken.has(name) || attempt > 200) {
      taken.add(name);
      return name;
    }
  }
}

/** The sector noun a client uses about itself, after a possessive ("our logistics company"). */
export function sectorNoun(sector: string | null | undefined, lang: Lang): string {
  const country = LANG_COUNTRY[lang];
  return (SECTOR_WORDS[sector ?? 'M'] ?? (SECTOR_WORDS.M as SectorWords))[country][0];
}

export const LANG_COUNTRY: Record<Lang, Country> = {
  FR_FR: 'FR',
  EN_GB: 'GB',
  ES_ES: 'ES',
  IT_IT: 'IT',
  DE_DE: 'DE',
  NL_NL: 'NL',
};

/** Invented words provider names are built on, per country (not brands: checked by hand). */
const COINED: Record<Country, string[]> = {
  FR: split(
    'Ardoise, Canopée, Sillon, Ombelle, Tamaris, Estran, Lisière, Boussole, Carène, Sémaphore, Vigie, Ressac, Fanal, Ondée, Garance, Amarante, Sextant, Clairière, Micocoulier, Figuier, Grand Large, Bel Air, Cap Blanc, Quai Ouest',
  ),
  GB: split(
    'Foxglove, Hawthorn, Larkspur, Bramble, Kestrel, Millstone, Fieldfare, Harbourlight, Copperleaf, Ashgrove, Redbrick, Tidewater, Oakmere, Lantern Yard, Stonechat, Wayfield, Northgate, Blackthorn, Greyfriars, Saltmarsh',
  ),
  ES: split(
    'Brújula, Alborada, Encina, Almendro, Cierzo, Albahaca, Levante, Aljibe, Azahar, Alcornoque, Candil, Sextante, Olivar, Zarzal, Alfil, Mirador, Bancal, Tomillo, Arrayán, Veleta',
  ),
  IT: split(
    'Bussola, Maestrale, Ginestra, Libeccio, Cipresso, Lanterna, Corbezzolo, Trifoglio, Ponente, Sestante, Melograno, Grecale, Belvedere, Acero, Castagno, Lucerna, Meridiana, Tramontana, Ulivo, Girasole',
  ),
  DE: split(
    'Nordlicht, Lindgrün, Kompass, Feldstein, Leuchtturm, Kranich, Eichenhain, Mühlbach, Weitblick, Sternwarte, Quellwerk, Steinkauz, Wegmarke, Kernholz, Lotse, Hafenkran, Birkenhof, Seewind, Kiebitz, Talblick',
  ),
  NL: split(
    'Vuurtoren, Kompas, Zeewind, Duinroos, Kievit, Meerkoet, Polderlicht, Windwijzer, Zilverreiger, Grachtzicht, Klaproos, Dijkhuis, Lepelaar, Wilgenhof, Havenkraan, Zandloper, Boterbloem, Noorderzon, Tuinwijk, Molenwiek',
  ),
};

/** Name patterns per country and member category: {L} a family name, {L2} another, {C} a coined word. */
const MEMBER_PATTERNS: Record<Country, Record<string, string[]>> = {
  FR: {
    legal_compta_et_finances: [
      'Cabinet {L}',
      '{L} & Associés',
      '{L} {L2} Avocats',
      'Fiduciaire {C}',
      '{C} Expertise',
    ],
    marketing_communication_et_ventes: ['Agence {C}', 'Studio {C}', '{C} Communication', 'Maison {C}'],
    operations_et_divers: ['{C} Conseil', '{L} Logistique', 'Groupe {C}', '{C} Événements'],
    recrutement_et_rh: ['{C} Talents', 'Cabinet {L} RH', '{C} Formation', '{L} & Associés Recrutement'],
    tech_et_produit: ['{C} Labs', '{C} Numérique', 'Studio {C}', '{C} Informatique'],
  },
  GB: {
    legal_compta_et_finances: ['{L} & {L2} LLP', '{L} Accountants', '{C} Advisory', '{L} {L2} Solicitors'],
    marketing_communication_et_ventes: ['{C} Studio', '{C} Creative', '{C} & Co', '{C} Media'],
    operations_et_divers: ['{C} Consulting', '{C} Logistics', '{L} Partners', '{C} Events'],
    recrutement_et_rh: ['{C} Talent', '{L} Recruitment', '{C} People', '{C} Learning'],
    tech_et_produit: ['{C} Labs', '{C} Digital', '{C} Software', '{C} Systems'],
  },
  ES: {
    legal_compta_et_finances: ['{L} Asesores', 'Bufete {L}', '{L} & {L2} Abogados', '{C} Consultores'],
    marketing_communication_et_ventes: ['Estudio {C}', '{C} Comunicación', 'Agencia {C}', '{C} Creativos'],
    operations_et_divers: ['{C} Consultoría', '{C} Logística', 'Grupo {C}', '{C} Eventos'],
    recrutement_et_rh: ['{C} Talento', '{L} Selección', '{C} Personas', '{C} Formación'],
    tech_et_produit: ['{C} Labs', '{C} Digital', '{C} Software', 'Estudio {C}'],
  },
  IT: {
    legal_compta_et_finances: ['Studio {L}', '{L} & Associati', 'Studio Legale {L} {L2}', '{C} Consulting'],
    marketing_communication_et_ventes: ['Studio {C}', '{C} Comunicazione', 'Agenzia {C}', '{C} Creativi'],
    operations_et_divers: ['{C} Consulenza', '{C} Logistica', 'Gruppo {C}', '{C} Eventi'],
    recrutement_et_rh: ['{C} Talenti', '{L} Selezione', '{C} Persone', '{C} Formazione'],
    tech_et_produit: ['{C} Labs', '{C} Digitale', '{C} Software', '{C} Sistemi'],
  },
  DE: {
    legal_compta_et_finances: ['Kanzlei {L}', '{L} & Partner', '{L} {L2} Rechtsanwälte', '{C} Treuhand'],
    marketing_communication_et_ventes: ['{C} Kommunikation', 'Studio {C}', '{C} Werbeagentur', '{C} Medien'],
    operations_et_divers: ['{C} Beratung', '{L} Logistik', '{C} Consulting', '{C} Events'],
    recrutement_et_rh: ['{C} Personalberatung', '{L} Recruiting', '{C} Akademie', '{C} People'],
    tech_et_produit: ['{C} Labs', '{C} Digital', '{C} Software', '{C} Systemhaus'],
  },
  NL: {
    legal_compta_et_finances: [
      '{L} Accountants',
      '{L} & {L2} Advocaten',
      '{C} Advies',
      '{L} Belastingadvies',
    ],
    marketing_communication_et_ventes: ['Studio {C}', '{C} Communicatie', 'Bureau {C}', '{C} Media'],
    operations_et_divers: ['{C} Advies', '{L} Logistiek', '{C} Groep', '{C} Evenementen'],
    recrutement_et_rh: ['{C} Talent', '{L} Werving & Selectie', '{C} Mensen', '{C} Academie'],
    tech_et_produit: ['{C} Labs', '{C} Digitaal', '{C} Software', '{C} Systems'],
  },
};

const LAW = ['avocats-affaires', 'conformite-rgpd'];
const ACCOUNTING = ['expertise-comptable', 'daf-externalise'];
const RECRUITING = ['cabinet-de-recrutement', 'marque-employeur'];
const TRAINING = ['formation', 'coaching'];

/**
 * The services a name promises, by its pattern: a firm named "… Avocats" gives legal advice, one
 * named "… Logistics" runs logistics. Its main service is one of them; patterns not listed promise
 * nothing in particular within their category.
 */
const PATTERN_SERVICES: Record<string, readonly string[]> = {
  '{L} {L2} Avocats': LAW,
  '{L} {L2} Solicitors': LAW,
  'Bufete {L}': LAW,
  '{L} & {L2} Abogados': LAW,
  'Studio Legale {L} {L2}': LAW,
  '{L} {L2} Rechtsanwälte': LAW,
  '{L} & {L2} Advocaten': LAW,
  'Fiduciaire {C}': ACCOUNTING,
  '{L} Accountants': ACCOUNTING,
  '{C} Treuhand': ACCOUNTING,
  '{L} Belastingadvies': ACCOUNTING,
  '{L} Logistique': ['logistique'],
  '{C} Logistics': ['logistique'],
  '{C} Logística': ['logistique'],
  '{C} Logistica': ['logistique'],
  '{L} Logistik': ['logistique'],
  '{L} Logistiek': ['logistique'],
  '{C} Événements': ['evenementiel'],
  '{C} Events': ['evenementiel'],
  '{C} Eventos': ['evenementiel'],
  '{C} Eventi': ['evenementiel'],
  '{C} Evenementen': ['evenementiel'],
  '{L} & Associés Recrutement': RECRUITING,
  '{L} Recruitment': RECRUITING,
  '{L} Selección': RECRUITING,
  '{L} Selezione': RECRUITING,
  '{C} Personalberatung': RECRUITING,
  '{L} Recruiting': RECRUITING,
  '{L} Werving & Selectie': RECRUITING,
  '{C} Formation': TRAINING,
  '{C} Learning': TRAINING,
  '{C} Formación': TRAINING,
  '{C} Formazione': TRAINING,
  '{C} Akademie': TRAINING,
  '{C} Academie': TRAINING,
};

/** A provider's name, and the services it promises (none in particular when empty). */
export interface MemberName {
  name: string;
  services: readonly string[];
}

/**
 * A provider name fitting its country and category, with no word repeated and unique in `taken`.
 * @example memberName(rng, 'DE', 'recrutement_et_rh', taken) // { name: 'Kiebitz Personalberatung', services: ['cabinet-de-recrutement', …] }
 */
export function memberName(rng: Rng, country: Country, category: string, taken: Set<string>): MemberName {
  const patterns = MEMBER_PATTERNS[country][category] ?? ['{C}'];
  for (let attempt = 0; ; attempt++) {
    const last = rng.pick(LAST_NAMES[country]);
    let other = rng.pick(LAST_NAMES[country]);
    if (other === last) other = rng.pick(LAST_NAMES[country]);
    const coined = rng.pick(COINED[country]);
    const pattern = rng.pick(patterns);
    let name = pattern
      .replace('{L2}', other)
      .replace('{L}', last)
      .replace('{C}', attempt > 30 ? `${coined} ${rng.pick(COINED[country])}` : coined);
    const words = name
      .toLowerCase()
      .split(/[\s&]+/)
      .filter(Boolean);
    if (new Set(words).size !== words.length) continue;
    if (attempt > 60) name = `${name} ${last}`;
    if (!taken.has(name)) {
      taken.add(name);
      return { name, services: PATTERN_SERVICES[pattern] ?? [] };
    }
  }
}
