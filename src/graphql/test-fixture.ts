/**
 * A small, hand-checked data set for the data API tests: two members, four reviews (one
 * anonymised), tags, qualities, cities and the shell's CMS components. Dates are relative to now
 * so the date filters stay true.
 */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const t = (map: Record<string, unknown>) => JSON.stringify(map);

/** Inserts the fixture (the database must be migrated and empty). */
export async function seedFixture(db: D1Database): Promise<void> {
  const rows: [string, unknown[]][] = [
    [
      'INSERT INTO cities (id, slug, name, position) VALUES (?, ?, ?, ?)',
      [1, 'paris', t({ FR_FR: 'Paris' }), 1],
    ],
    [
      'INSERT INTO cities (id, slug, name, position) VALUES (?, ?, ?, ?)',
      [2, 'lyon', t({ FR_FR: 'Lyon', EN_GB: 'Lyons' }), 2],
    ],
    [
      'INSERT INTO cities (id, slug, name, position) VALUES (?, ?, ?, ?)',
      [3, 'nice', t({ FR_FR: 'Nice' }), 3],
    ],
    ["INSERT INTO config (key, value) VALUES ('common_cities', ?)", ['["lyon","paris"]']],
    ["INSERT INTO config (key, value) VALUES ('default_cta_component', ?)", ['"cta-1"']],
    [
      'INSERT INTO tags (id, public_id, slug, kind, label, icon, parent_id, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      [
        1,
        'tag-tech',
        'tech-et-produit',
        'CATEGORY',
        t({ FR_FR: 'Tech et produit', EN_GB: 'Tech and product' }),
        'laptop',
        null,
        1,
      ],
    ],
    [
      'INSERT INTO tags (id, public_id, slug, kind, label, icon, parent_id, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      [2, 'tag-web', 'developpement-web', 'ACTIVITY', t({ EN_GB: 'Web development' }), null, 1, 1],
    ],
    [
      'INSERT INTO tags (id, public_id, slug, kind, label, icon, parent_id, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      [3, 'tag-react', 'react', 'SPECIALTY', null, null, 2, 1],
    ],
    [
      'INSERT INTO qualities (id, public_id, slug, label, position) VALUES (?, ?, ?, ?, ?)',
      [1, 'q-reac', 'reactivite', t({ FR_FR: 'Réactivité', EN_GB: 'Responsiveness' }), 1],
    ],
    [
      'INSERT INTO qualities (id, public_id, slug, label, position) VALUES (?, ?, ?, ?, ?)',
      [
        2,
        'q-expert',
        'expertise',
        '[{"lang":"FR_FR","value":"Expertise"},{"lang":"DE_DE","value":"Fachwissen"}]',
        2,
      ],
    ],
    [
      `INSERT INTO members (id, public_id, slug, name, short_description, about, customer_journey, created_at, updated_at, status, category,
         review_count, rating_sum, average_rating, testimony_count, video_count, case_study_count, score_sum, score_12m)
       VALUES (?, ?, ?, ?, ?, ?, ?, '2020-01-01', '2024-01-01', ?, 'tech_et_produit', ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        1,
        'm-acme',
        'acme',
        'Acme',
        t({ FR_FR: 'Studio web', EN_GB: 'Web studio' }),
        t({ FR_FR: 'À propos', EN_GB: '' }),
        t({ FR_FR: ['Appel', 'Devis'] }),
        'active',
        3,
        25,
        8.33,
        1,
        1,
        1,
        120,
        60,
      ],
    ],
    [
      `INSERT INTO members (id, public_id, slug, name, created_at, updated_at, status, category, primary_color)
       VALUES (?, ?, ?, ?, '2021-01-01', '2024-01-01', ?, 'tech_et_produit', ?)`,
      [2, 'm-beta', 'beta', 'Beta', 'active', '#112233'],
    ],
    ['INSERT INTO member_tags (member_id, tag_id, position) VALUES (?, ?, ?)', [1, 2, 1]],
    ['INSERT INTO member_tags (member_id, tag_id, position) VALUES (?, ?, ?)', [1, 3, 2]],
    ['INSERT INTO member_locations (member_id, city_id, position) VALUES (?, ?, ?)', [1, 1, 1]],
    ['INSERT INTO member_qualities (member_id, quality_id, endorsements) VALUES (?, ?, ?)', [1, 1, 2]],
    ['INSERT INTO member_qualities (member_id, quality_id, endorsements) VALUES (?, ?, ?)', [1, 2, 1]],
    [
      'INSERT INTO buyers (id, public_id, slug, name, sector, review_count, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [1, 'b-globex', 'globex', 'Globex', 'J', 2, '2020-01-01'],
    ],
    [
      'INSERT INTO buyers (id, public_id, slug, name, sector, review_count, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [2, 'b-secret', 'secret-corp', 'Secret Corp', 'K', 1, '2020-01-01'],
    ],
    [
      'INSERT INTO contacts (id, public_id, first_name, last_name, job_title, buyer_id) VALUES (?, ?, ?, ?, ?, ?)',
      [1, 'c-ada', 'Ada', 'Lovelace', t({ FR_FR: 'Directrice technique' }), 1],
    ],
    [
      'INSERT INTO contacts (id, public_id, first_name, last_name, job_title, buyer_id) VALUES (?, ?, ?, ?, ?, ?)',
      [2, 'c-hidden', 'Hidden', 'Person', t({ FR_FR: 'Acheteur', EN_GB: 'Buyer' }), 2],
    ],
    [
      `INSERT INTO reviews (id, public_id, member_id, contact_id, buyer_id, buyer_sector, published_at, published_rating, title, description,
         summary_issue, case_study, timeline, featured, team_pick, cool, has_testimony, has_video, has_case_study, anonymised, points)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        1,
        'r-one',
        1,
        1,
        1,
        'J',
        daysAgo(30),
        9,
        t({ FR_FR: 'Très bon site', EN_GB: 'Great website' }),
        t({ FR_FR: 'Rapide' }),
        t({ FR_FR: 'Vieux site' }),
        null,
        '[{"date":"2024-01-02","label":{"FR_FR":"Lancement"}}]',
        1,
        1,
        1,
        1,
        0,
        0,
        0,
        24,
      ],
    ],
    [
      `INSERT INTO reviews (id, public_id, member_id, contact_id, buyer_id, buyer_sector, published_at, published_rating, title, has_video, anonymised, points)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [2, 'r-two', 1, 2, 2, 'K', daysAgo(540), 8, t({ FR_FR: 'Vidéo de projet' }), 1, 1, 28],
    ],
    [
      `INSERT INTO reviews (id, public_id, member_id, contact_id, buyer_id, buyer_sector, published_at, published_rating, title, case_study, has_case_study, points)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        3,
        'r-three',
        1,
        null,
        1,
        'J',
        daysAgo(1100),
        8,
        t({ FR_FR: 'Migration cloud' }),
        t({ FR_FR: [{ title: 'Contexte', body: 'Un vieux serveur' }] }),
        1,
        28,
      ],
    ],
    [
      'INSERT INTO reviews (id, public_id, member_id, published_at, published_rating, title, cool, points) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      [4, 'r-four', 2, daysAgo(1), 6, t({ FR_FR: 'Correct' }), 1, 16],
    ],
    [
      'INSERT INTO testimonies (id, review_id, body, highlight, video_url) VALUES (?, ?, ?, ?, ?)',
      [1, 1, t({ FR_FR: 'Excellent travail', EN_GB: 'Excellent work' }), t({ FR_FR: 'Excellent' }), null],
    ],
    ['INSERT INTO review_qualities (review_id, quality_id, member_id) VALUES (?, ?, ?)', [1, 1, 1]],
    ['INSERT INTO review_qualities (review_id, quality_id, member_id) VALUES (?, ?, ?)', [2, 1, 1]],
    ['INSERT INTO review_qualities (review_id, quality_id, member_id) VALUES (?, ?, ?)', [3, 2, 1]],
    ['INSERT INTO review_tags (review_id, tag_id, member_id) VALUES (?, ?, ?)', [1, 2, 1]],
    [
      'INSERT INTO faqs (id, member_id, question, answer, position) VALUES (?, ?, ?, ?, ?)',
      [1, 1, t({ FR_FR: 'Q ?' }), t({ FR_FR: 'R.' }), 1],
    ],
    ["INSERT INTO pages (id, public_id, kind, updated_at) VALUES (1, 'p-nav', 'MAIN_NAV', '2024-01-01')", []],
    [
      "INSERT INTO pages (id, public_id, kind, updated_at) VALUES (2, 'p-footer', 'MAIN_FOOTER', '2024-01-01')",
      [],
    ],
    ["INSERT INTO pages (id, public_id, kind, updated_at) VALUES (3, 'p-home', 'HOME', '2024-01-01')", []],
    [
      'INSERT INTO components (id, public_id, page_id, parent_id, kind, position, title, content) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      [
        1,
        'nav-home',
        1,
        null,
        'LINK',
        1,
        t({ FR_FR: 'Accueil', EN_GB: 'Home' }),
        '{"link":{"target":"BRAND_HOME"}}',
      ],
    ],
    [
      'INSERT INTO components (id, public_id, page_id, parent_id, kind, position, title, content) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      [2, 'nav-rank', 1, null, 'LINK', 2, t({ FR_FR: 'Classements' }), '{"link":{"page":"LEADERBOARD"}}'],
    ],
    [
      'INSERT INTO components (id, public_id, page_id, parent_id, kind, position, title) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [3, 'foot-group', 2, null, 'LINK_GROUP', 2, t({ FR_FR: 'Entreprise', EN_GB: 'Company' })],
    ],
    [
      'INSERT INTO components (id, public_id, page_id, parent_id, kind, position, title, content) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      [4, 'foot-jobs', 2, 3, 'LINK', 1, t({ FR_FR: 'Emplois', DE_DE: 'Jobs' }), '{"link":{"target":"JOBS"}}'],
    ],
    [
      'INSERT INTO components (id, public_id, page_id, parent_id, kind, position, title) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [5, 'foot-text', 2, null, 'TEXT', 1, t({ FR_FR: 'Le label de confiance' })],
    ],
    [
      'INSERT INTO components (id, public_id, page_id, parent_id, kind, position, title, content) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      [
        6,
        'cta-1',
        3,
        null,
        'CTA',
        1,
        t({ FR_FR: 'Réservez une démo' }),
        t({
          button: { label: { FR_FR: 'Réserver', EN_GB: 'Book' }, link: { target: 'MEMBER_APP' } },
          theme: 'dark',
        }),
      ],
    ],
  ];
  await db.batch(rows.map(([sql, params]) => db.prepare(sql).bind(...params)));
}
