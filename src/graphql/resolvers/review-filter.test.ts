import { beforeAll, describe, expect, it } from 'vitest';
import { call, testEnv } from '../../../test/reliability/request';
import { seedFixture } from '../test-fixture';
import { likePattern } from './review-filter';

describe('review keyword filter', () => {
  beforeAll(async () => {
    await seedFixture(testEnv.DB);
  });

  it('keeps a LIKE pattern within the 50 bytes D1 accepts, whole characters only', () => {
    expect(new TextEncoder().encode(likePattern('a'.repeat(100))).length).toBeLessThanOrEqual(50);
    expect(new TextEncoder().encode(likePattern('é'.repeat(100))).length).toBeLessThanOrEqual(50);
    expect(likePattern('50%_off')).toBe('%50\\%\\_off%');
    expect(likePattern('é'.repeat(100))).toMatch(/^%é+%$/);
  });

  it('answers a long search on the reviews tab with the page, not an error', async () => {
    const response = await call(`/profil/acme/reviews?q=${'a'.repeat(100)}`);
    expect(response.status).toBe(200);
  });
});
