/**
 * Rewards from the real rankings of the seeded data: the top three of each closed year (the
 * Trustawards) and the leader of each closed quarter, overall and per category.
 */
import { type Period, periodEnd } from '../../src/domain/periods';
import type { SeedModel } from './model';
import { publicId } from './prng';
import { type Chunk, drain, flushIfFull, TableBuffer } from './table-buffer';
import { iso, json } from './util';
import { TAXONOMY, type Translated, tr } from './vocab';

export interface RewardCandidate {
  memberId: number;
  period: Period;
  category: string;
  points: number;
  reviewCount: number;
}

const THEMES = ['gold', 'silver', 'bronze'] as const;
const ALL_LABEL = tr(
  'Tous services',
  'All services',
  'Todos los servicios',
  'Tutti i servizi',
  'Alle Leistungen',
  'Alle diensten',
);
const RANK_LABEL: Translated[] = [
  tr('1er', '1st', '1.º', '1°', '1.', '1e'),
  tr('2e', '2nd', '2.º', '2°', '2.', '2e'),
  tr('3e', '3rd', '3.º', '3°', '3.', '3e'),
];

function categoryLabel(category: string): Translated {
  return category === 'all' ? ALL_LABEL : (TAXONOMY.find((c) => c.slug === category)?.label ?? ALL_LABEL);
}

/**
 * Reward rows. Payload: `top` the award line ('Trustawards' or 'Top du trimestre', translated),
 * `middle` the period ('2024' or '2024 T3'), `bottom` the rank and category (translated), `theme`
 * gold, silver or bronze by rank.
 */
export function* rewardChunks(model: SeedModel, leaders: Map<string, RewardCandidate[]>): Generator<Chunk> {
  const rewards = new TableBuffer('rewards', [
    'id',
    'public_id',
    'member_id',
    'year',
    'period',
    'number',
    'category',
    'rank',
    'title',
    'payload',
    'image_key',
    'awarded_at',
  ]);
  let id = 0;
  const keys = [...leaders.keys()].sort();
  for (const key of keys) {
    const list = leaders.get(key) as RewardCandidate[];
    list.forEach((leader, index) => {
      const { period } = leader;
      if (period.kind === 'quarterly' && index > 0) return;
      const rank = index + 1;
      const category = categoryLabel(leader.category);
      const top: Translated =
        period.kind === 'yearly'
          ? tr('Trustawards', 'Trustawards', 'Trustawards', 'Trustawards', 'Trustawards', 'Trustawards')
          : tr(
              'Top du trimestre',
              'Top of the quarter',
              'Top del trimestre',
              'Top del trimestre',
              'Top des Quartals',
              'Top van het kwartaal',
            );
      const middle = period.kind === 'yearly' ? String(period.year) : `${period.year} Q${period.number}`;
      const bottom: Translated = {};
      const title: Translated = {};
      for (const [lang, label] of Object.entries(category) as [keyof Translated, string][]) {
        bottom[lang] = `${RANK_LABEL[index]?.[lang] ?? rank} · ${label}`;
        title[lang] = `${top[lang]} ${middle} · ${bottom[lang]}`;
      }
      id++;
      rewards.push([
        id,
        publicId('rwd', id),
        leader.memberId,
        period.year,
        period.kind,
        period.number,
        leader.category,
        rank,
        json(title),
        json({ top, middle, bottom, theme: THEMES[index] }),
        null,
        iso(Math.min(model.nowMs, periodEnd(period).getTime() + 14 * 86_400_000)),
      ]);
    });
    yield* flushIfFull(rewards);
  }
  yield* drain(rewards);
}
