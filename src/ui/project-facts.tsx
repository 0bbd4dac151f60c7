import {
  BUDGET_BANDS,
  BUDGET_BOUNDS,
  type BudgetBand,
  durationUnit,
  FACT_FILTER_NAMES,
  type FactFilterName,
  type FactFilters,
} from '../domain/project-facts';
import type { ProjectFactsFieldsFragment } from '../generated/graphql';
import { languageName } from '../i18n/content-language';
import { formatDate, numberFormat } from '../i18n/format';
import { useI18n } from '../i18n/i18n-context';
import type { LangCode, Locale } from '../i18n/locales';
import { plural } from '../i18n/plural';
import { remembered } from '../i18n/remembered';
import { labelOf, type Translate } from '../i18n/translate';

/** A budget in its currency, whole units: "£12,000", "12 000 €". */
export function formatBudget(locale: Locale, amount: number, currency: string): string {
  return numberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
}

const compactEuros = {
  style: 'currency',
  currency: 'EUR',
  notation: 'compact',
  maximumFractionDigits: 0,
} as const;

/**
 * A band's amounts as ICU writes them, kept by locale and band: compact currency ranges cost ICU
 * about 0.1 ms each, and a directory page writes the four bands in every filter and card.
 */
const bandAmounts = new Map<string, { from: string; to: string; range: string }>();

/** A budget band in euros, compact: "€10K–€50K", "10–50 k €", "under €10K". */
export function formatBudgetBand(t: Translate, locale: Locale, band: BudgetBand): string {
  const [from, to] = BUDGET_BOUNDS[band];
  const amounts = remembered(bandAmounts, 100, `${locale} ${band}`, () => {
    const format = numberFormat(locale, compactEuros);
    return {
      from: format.format(from),
      to: to === null ? '' : format.format(to),
      range: to === null ? '' : format.formatRange(from, to),
    };
  });
  if (from === 0 && to !== null) return t('facts.under', { amount: amounts.to });
  if (to === null) return t('facts.over', { amount: amounts.from });
  return amounts.range;
}

const unitFormat = (locale: Locale, unit: 'week' | 'month') =>
  numberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' });

/** A project's duration as its review tells it: "6 weeks", "5 Monate". */
export function formatDuration(locale: Locale, weeks: number): string {
  const { value, unit } = durationUnit(weeks);
  return unitFormat(locale, unit).format(value);
}

/** A duration band in months: "3–6 months", "under 1 month", "12 months or more". */
export function formatDurationBand(t: Translate, locale: Locale, from: number, to: number | null): string {
  const months = unitFormat(locale, 'month');
  if (from === 0 && to !== null) return t('facts.durationUnder', { duration: months.format(to) });
  if (to === null) return t('facts.durationOver', { duration: months.format(from) });
  return months.formatRange(from, to);
}

const regions = new Map<Locale, Intl.DisplayNames>();

/** A country's name in the visitor's language: "Germany", "Allemagne". */
export function countryName(locale: Locale, code: string): string {
  let display = regions.get(locale);
  if (!display) {
    display = new Intl.DisplayNames([locale], { type: 'region' });
    regions.set(locale, display);
  }
  return display.of(code) ?? code;
}

/** The label of one option of a filter, in the visitor's language. */
export function optionLabel(t: Translate, locale: Locale, name: FactFilterName, value: string): string {
  switch (name) {
    case 'budget':
      return formatBudgetBand(t, locale, value as BudgetBand);
    case 'sector':
      return `${value} – ${labelOf(t, 'profile.sectors', value)}`;
    case 'country':
      return countryName(locale, value);
    case 'rating':
      return plural(t, 'facts.filters.stars', Number(value));
    case 'lang': {
      const name = languageName(locale, value as LangCode);
      return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
    }
    case 'proof':
      return t(`facts.filters.${value as 'video' | 'case-study'}`);
    case 'since':
      return t(`facts.filters.${value as '1y' | '2y'}`);
  }
}

/** What a filter says of a review in a sentence: "budget €10K–€50K", "clients in Germany". */
function phrase(t: Translate, locale: Locale, name: FactFilterName, value: string): string {
  const shown =
    name === 'sector'
      ? labelOf(t, 'profile.sectors', value)
      : name === 'lang'
        ? languageName(locale, value as LangCode)
        : name === 'proof'
          ? t(`facts.filters.proofPhrase.${value as 'video' | 'case-study'}`)
          : optionLabel(t, locale, name, value);
  return t(`facts.filters.phrase.${name}`, { value: shown });
}

/**
 * Which of a provider's reviews match the filters, for its card: "3 verified projects: budget
 * €10K–€50K, clients in Information and communication".
 */
export function matchSentence(t: Translate, locale: Locale, count: number, filters: FactFilters): string {
  const parts = FACT_FILTER_NAMES.flatMap((name) => {
    const value = filters[name];
    return value ? [phrase(t, locale, name, value)] : [];
  });
  if (parts.length === 0) return plural(t, 'facts.filters.matchAny', count);
  return plural(t, 'facts.filters.match', count, { details: parts.join(', ') });
}

/**
 * A review's project as a definition list: budget, duration, team sizes, service, start, the
 * client's sector and country. `compact` keeps the three a card has room for.
 */
export function ProjectFactsList({
  facts,
  compact = false,
  className = '',
}: {
  facts: ProjectFactsFieldsFragment | null | undefined;
  compact?: boolean;
  className?: string;
}) {
  const { t, locale } = useI18n();
  if (!facts) return null;
  const items: [string, string][] = [];
  if (facts.budgetAmount && facts.budgetCurrency)
    items.push([t('facts.budget'), formatBudget(locale, facts.budgetAmount, facts.budgetCurrency)]);
  if (facts.durationWeeks) items.push([t('facts.duration'), formatDuration(locale, facts.durationWeeks)]);
  if (facts.service?.label) items.push([t('facts.service'), facts.service.label]);
  if (!compact) {
    if (facts.clientTeamSize)
      items.push([t('facts.clientTeam'), plural(t, 'facts.people', facts.clientTeamSize)]);
    if (facts.providerTeamSize)
      items.push([t('facts.providerTeam'), plural(t, 'facts.people', facts.providerTeamSize)]);
    if (facts.startedOn)
      items.push([
        t('facts.started'),
        formatDate(locale, facts.startedOn, { dateStyle: undefined, month: 'long', year: 'numeric' }),
      ]);
    if (facts.clientSector)
      items.push([t('facts.sector'), labelOf(t, 'profile.sectors', facts.clientSector)]);
    if (facts.clientCountry) items.push([t('facts.country'), countryName(locale, facts.clientCountry)]);
  }
  if (items.length === 0) return null;
  return compact ? (
    // Terms and values side by side in two columns, without a wrapper per pair (a list's cards
    // count against the page's 1,000 elements).
    <dl className={`grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs text-ink-soft ${className}`}>
      {items.flatMap(([term, value]) => [
        <dt key={`t${term}`} className="font-semibold text-muted">
          {term}
        </dt>,
        <dd key={`d${term}`} className="min-w-0 break-words">
          {value}
        </dd>,
      ])}
    </dl>
  ) : (
    <dl className={`grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2 ${className}`}>
      {items.map(([term, value]) => (
        <div key={term}>
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{term}</dt>
          <dd className="mt-0.5 text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A member's typical project, as its reviews state them. */
export interface TypicalProjectData {
  budgetBand?: string | null;
  durationFromMonths?: number | null;
  durationToMonths?: number | null;
  reviews: number;
}

/** "Typical project: €10K–€50K, 3–6 months", from the reviews that state their project. */
export function TypicalProject({ project }: { project: TypicalProjectData | null | undefined }) {
  const { t, locale } = useI18n();
  if (!project) return null;
  const band = BUDGET_BANDS.find((value) => value === project.budgetBand);
  const budget = band ? formatBudgetBand(t, locale, band) : null;
  const duration =
    project.durationFromMonths != null
      ? formatDurationBand(t, locale, project.durationFromMonths, project.durationToMonths ?? null)
      : null;
  const text = budget && duration ? t('facts.typicalText', { budget, duration }) : (budget ?? duration);
  if (!text) return null;
  return (
    <p className="rounded-card border border-line bg-surface px-4 py-3 text-sm text-ink-soft shadow-card">
      <strong className="font-semibold text-ink">{t('facts.typical')}</strong>
      {t('facts.colon')}
      {text}
      <span className="mt-1 block text-xs text-muted">{plural(t, 'facts.typicalHint', project.reviews)}</span>
    </p>
  );
}
