import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { parsePage, textOf } from '../../../test/dom';
import { seedTiny } from '../../../test/fixtures/seed';
import { currentPeriod, periodSlug } from '../../domain/periods';

beforeAll(async () => {
  await seedTiny(env.DB);
});

const mainText = async (path: string) => {
  const response = await SELF.fetch(`http://localhost${path}`, { redirect: 'manual' });
  expect(response.status).toBe(200);
  return textOf(parsePage(await response.text()).querySelector('main'));
};

describe('an empty leaderboard', { timeout: 30_000 }, () => {
  it('says a past period had no review, not that none came yet', async () => {
    const text = await mainText('/en-GB/membres/leaderboards/weekly/2019/5');
    expect(text).toContain('No review was published over this period.');
    expect(text).not.toContain('yet');
    expect(await mainText('/membres/leaderboards/weekly/2019/5')).toContain(
      "Aucun avis n'a été publié sur cette période.",
    );
  });

  it('says the live period has no review yet', async () => {
    await env.DB.prepare('DELETE FROM ranking_points').run();
    const live = periodSlug(currentPeriod('weekly')).join('/');
    const text = await mainText(`/en-GB/membres/leaderboards/${live}`);
    expect(text).toContain('No review published over this period yet.');
  });
});
