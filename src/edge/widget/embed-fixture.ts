import { currentPeriod } from '../../domain/periods';
import { seedFixture } from '../../graphql/test-fixture';

/** A member name and a review title made to break markup if anything were left unescaped. */
export const HOSTILE_NAME = `<script>alert("x")</script> & 'Co' ]]></desc>`;
export const HOSTILE_TITLE = `</title><script>alert(1)</script><img src=x onerror=alert(2)> &amp; "quoted"`;

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const t = (value: string) => JSON.stringify({ FR_FR: value, EN_GB: value });

/**
 * The data API fixture plus what the embeds read: a removed member ('gone'), a member with a
 * hostile name and review ('evil'), Acme first of its category this year, and two articles.
 */
export async function seedEmbedFixture(db: D1Database): Promise<void> {
  await seedFixture(db);
  const year = currentPeriod('yearly').year;
  const rows: [string, unknown[]][] = [
    [
      `INSERT INTO members (id, public_id, slug, name, created_at, updated_at, status, category, review_count, average_rating)
       VALUES (3, 'm-gone', 'gone', 'Gone Ltd', '2020-01-01', '2024-01-01', 'ceased', 'tech_et_produit', 4, 8)`,
      [],
    ],
    [
      `INSERT INTO members (id, public_id, slug, name, created_at, updated_at, status, category, review_count, rating_sum, average_rating)
       VALUES (4, 'm-evil', 'evil', ?, '2020-01-01', '2024-01-01', 'active', 'tech_et_produit', 1, 7, 7)`,
      [HOSTILE_NAME],
    ],
    [
      'INSERT INTO reviews (id, public_id, member_id, published_at, published_rating, title, description, points) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      [10, 'r-evil', 4, daysAgo(2), 7, t(HOSTILE_TITLE), t(HOSTILE_TITLE), 17],
    ],
    [
      'INSERT INTO ranking_points (period, year, number, category, member_id, points, review_count, rating_sum) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      ['yearly', year, 0, 'tech_et_produit', 1, 120, 3, 25],
    ],
    [
      'INSERT INTO ranking_points (period, year, number, category, member_id, points, review_count, rating_sum) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      ['yearly', year, 0, 'tech_et_produit', 4, 17, 1, 7],
    ],
    ["INSERT INTO authors (id, public_id, slug, name) VALUES (1, 'au-1', 'jane', 'Jane Doe')", []],
    [
      `INSERT INTO articles (id, public_id, slug, author_id, title, excerpt, body, published_at, updated_at)
       VALUES (1, 'a-old', 'old-news', 1, ?, ?, '[]', '2024-01-01T00:00:00Z', '2024-01-02T00:00:00Z')`,
      [t('Old news'), t('Older <b>excerpt</b>')],
    ],
    [
      `INSERT INTO articles (id, public_id, slug, author_id, title, excerpt, body, published_at, updated_at)
       VALUES (2, 'a-new', 'fresh-news', NULL, ?, ?, '[]', '2025-06-01T00:00:00Z', '2025-06-01T00:00:00Z')`,
      [t('Fresh & new'), t('Newest excerpt')],
    ],
  ];
  await db.batch(rows.map(([sql, params]) => db.prepare(sql).bind(...params)));
}
