-- The facts of a review's project, which its text tells: the budget (amount in its currency, and
-- its band in euros for filtering), how long it took, the team sizes on both sides, the service
-- bought and when it started; and a copy of the client's country beside its sector, so a filter
-- reads the review alone. Nullable: a review may say none of this.
ALTER TABLE reviews ADD COLUMN budget_amount INTEGER;            -- whole units of budget_currency
ALTER TABLE reviews ADD COLUMN budget_currency TEXT;             -- ISO 4217: EUR, GBP
ALTER TABLE reviews ADD COLUMN budget_band TEXT
  CHECK (budget_band IS NULL OR budget_band IN ('lt10k', '10k-50k', '50k-200k', 'gt200k'));
ALTER TABLE reviews ADD COLUMN duration_weeks INTEGER CHECK (duration_weeks IS NULL OR duration_weeks > 0);
ALTER TABLE reviews ADD COLUMN client_team_size INTEGER CHECK (client_team_size IS NULL OR client_team_size > 0);
ALTER TABLE reviews ADD COLUMN provider_team_size INTEGER CHECK (provider_team_size IS NULL OR provider_team_size > 0);
ALTER TABLE reviews ADD COLUMN service_tag_id INTEGER REFERENCES tags(id);
ALTER TABLE reviews ADD COLUMN started_on TEXT;                  -- YYYY-MM-DD
ALTER TABLE reviews ADD COLUMN buyer_country TEXT;               -- copy of buyers.country

-- By rowid ranges of 100,000: over the 1M-review set one statement would outlast D1's 30 s per
-- statement; the last range takes the rest.
UPDATE reviews SET buyer_country = (SELECT b.country FROM buyers b WHERE b.id = reviews.buyer_id)
  WHERE buyer_id IS NOT NULL AND rowid BETWEEN 1 AND 100000;
UPDATE reviews SET buyer_country = (SELECT b.country FROM buyers b WHERE b.id = reviews.buyer_id)
  WHERE buyer_id IS NOT NULL AND rowid BETWEEN 100001 AND 200000;
UPDATE reviews SET buyer_country = (SELECT b.country FROM buyers b WHERE b.id = reviews.buyer_id)
  WHERE buyer_id IS NOT NULL AND rowid BETWEEN 200001 AND 300000;
UPDATE reviews SET buyer_country = (SELECT b.country FROM buyers b WHERE b.id = reviews.buyer_id)
  WHERE buyer_id IS NOT NULL AND rowid BETWEEN 300001 AND 400000;
UPDATE reviews SET buyer_country = (SELECT b.country FROM buyers b WHERE b.id = reviews.buyer_id)
  WHERE buyer_id IS NOT NULL AND rowid BETWEEN 400001 AND 500000;
UPDATE reviews SET buyer_country = (SELECT b.country FROM buyers b WHERE b.id = reviews.buyer_id)
  WHERE buyer_id IS NOT NULL AND rowid BETWEEN 500001 AND 600000;
UPDATE reviews SET buyer_country = (SELECT b.country FROM buyers b WHERE b.id = reviews.buyer_id)
  WHERE buyer_id IS NOT NULL AND rowid BETWEEN 600001 AND 700000;
UPDATE reviews SET buyer_country = (SELECT b.country FROM buyers b WHERE b.id = reviews.buyer_id)
  WHERE buyer_id IS NOT NULL AND rowid BETWEEN 700001 AND 800000;
UPDATE reviews SET buyer_country = (SELECT b.country FROM buyers b WHERE b.id = reviews.buyer_id)
  WHERE buyer_id IS NOT NULL AND rowid BETWEEN 800001 AND 900000;
UPDATE reviews SET buyer_country = (SELECT b.country FROM buyers b WHERE b.id = reviews.buyer_id)
  WHERE buyer_id IS NOT NULL AND rowid BETWEEN 900001 AND 1000000;
UPDATE reviews SET buyer_country = (SELECT b.country FROM buyers b WHERE b.id = reviews.buyer_id)
  WHERE buyer_id IS NOT NULL AND rowid > 1000000;

-- Whether a provider has a review matching the filters of a directory (budget, sector, country,
-- language, rating, proof, date): one seek per provider into its own reviews, the index alone.
CREATE INDEX reviews_member_facts ON reviews(
  member_id, budget_band, buyer_sector, buyer_country, lang, published_rating, has_video, has_case_study,
  published_at
);

-- What each review of a listing's providers holds for the filters, on every entry of the listing
-- (11 characters a review, src/domain/project-facts.ts: reviewFactCode): a filtered page and the
-- count of each option read the listing's index alone, one row a provider, and the Worker counts.
-- The trigger below adds a review's code as it is written.
ALTER TABLE directory_entries ADD COLUMN review_facts TEXT NOT NULL DEFAULT '';

-- d1-limits: providers 1-5000: at the 1M set's 50,000 providers, about 61,000 entries and
-- 100,000 reviews, read through the reviews' member index.
UPDATE directory_entries AS d SET review_facts = a.codes
FROM (
  SELECT r.member_id, group_concat(
    coalesce(CASE r.budget_band WHEN 'lt10k' THEN '0' WHEN '10k-50k' THEN '1' WHEN '50k-200k' THEN '2' WHEN 'gt200k' THEN '3' END, '-') ||
    coalesce(CASE WHEN length(r.buyer_sector) = 1 AND r.buyer_sector BETWEEN 'A' AND 'U' THEN r.buyer_sector END, '-') ||
    coalesce(CASE r.buyer_country WHEN 'FR' THEN '0' WHEN 'GB' THEN '1' WHEN 'ES' THEN '2' WHEN 'IT' THEN '3' WHEN 'DE' THEN '4' WHEN 'NL' THEN '5' END, '-') ||
    coalesce(CASE r.lang WHEN 'FR_FR' THEN '0' WHEN 'EN_GB' THEN '1' WHEN 'ES_ES' THEN '2' WHEN 'IT_IT' THEN '3' WHEN 'DE_DE' THEN '4' WHEN 'NL_NL' THEN '5' END, '-') ||
    min(5, max(0, r.published_rating / 2)) || (r.has_video = 1) || (r.has_case_study = 1) ||
    printf('%04X', CAST(julianday(substr(r.published_at, 1, 10)) - julianday('2000-01-01') AS INTEGER)),
    '') AS codes
  FROM reviews r WHERE r.member_id BETWEEN 1 AND 5000 GROUP BY r.member_id
) AS a
WHERE a.member_id = d.member_id AND d.member_id BETWEEN 1 AND 5000;
-- d1-limits: providers 5001-10000: at the 1M set's 50,000 providers, about 61,000 entries and
-- 100,000 reviews, read through the reviews' member index.
UPDATE directory_entries AS d SET review_facts = a.codes
FROM (
  SELECT r.member_id, group_concat(
    coalesce(CASE r.budget_band WHEN 'lt10k' THEN '0' WHEN '10k-50k' THEN '1' WHEN '50k-200k' THEN '2' WHEN 'gt200k' THEN '3' END, '-') ||
    coalesce(CASE WHEN length(r.buyer_sector) = 1 AND r.buyer_sector BETWEEN 'A' AND 'U' THEN r.buyer_sector END, '-') ||
    coalesce(CASE r.buyer_country WHEN 'FR' THEN '0' WHEN 'GB' THEN '1' WHEN 'ES' THEN '2' WHEN 'IT' THEN '3' WHEN 'DE' THEN '4' WHEN 'NL' THEN '5' END, '-') ||
    coalesce(CASE r.lang WHEN 'FR_FR' THEN '0' WHEN 'EN_GB' THEN '1' WHEN 'ES_ES' THEN '2' WHEN 'IT_IT' THEN '3' WHEN 'DE_DE' THEN '4' WHEN 'NL_NL' THEN '5' END, '-') ||
    min(5, max(0, r.published_rating / 2)) || (r.has_video = 1) || (r.has_case_study = 1) ||
    printf('%04X', CAST(julianday(substr(r.published_at, 1, 10)) - julianday('2000-01-01') AS INTEGER)),
    '') AS codes
  FROM reviews r WHERE r.member_id BETWEEN 5001 AND 10000 GROUP BY r.member_id
) AS a
WHERE a.member_id = d.member_id AND d.member_id BETWEEN 5001 AND 10000;
-- d1-limits: providers 10001-15000: at the 1M set's 50,000 providers, about 61,000 entries and
-- 100,000 reviews, read through the reviews' member index.
UPDATE directory_entries AS d SET review_facts = a.codes
FROM (
  SELECT r.member_id, group_concat(
    coalesce(CASE r.budget_band WHEN 'lt10k' THEN '0' WHEN '10k-50k' THEN '1' WHEN '50k-200k' THEN '2' WHEN 'gt200k' THEN '3' END, '-') ||
    coalesce(CASE WHEN length(r.buyer_sector) = 1 AND r.buyer_sector BETWEEN 'A' AND 'U' THEN r.buyer_sector END, '-') ||
    coalesce(CASE r.buyer_country WHEN 'FR' THEN '0' WHEN 'GB' THEN '1' WHEN 'ES' THEN '2' WHEN 'IT' THEN '3' WHEN 'DE' THEN '4' WHEN 'NL' THEN '5' END, '-') ||
    coalesce(CASE r.lang WHEN 'FR_FR' THEN '0' WHEN 'EN_GB' THEN '1' WHEN 'ES_ES' THEN '2' WHEN 'IT_IT' THEN '3' WHEN 'DE_DE' THEN '4' WHEN 'NL_NL' THEN '5' END, '-') ||
    min(5, max(0, r.published_rating / 2)) || (r.has_video = 1) || (r.has_case_study = 1) ||
    printf('%04X', CAST(julianday(substr(r.published_at, 1, 10)) - julianday('2000-01-01') AS INTEGER)),
    '') AS codes
  FROM reviews r WHERE r.member_id BETWEEN 10001 AND 15000 GROUP BY r.member_id
) AS a
WHERE a.member_id = d.member_id AND d.member_id BETWEEN 10001 AND 15000;
-- d1-limits: providers 15001-20000: at the 1M set's 50,000 providers, about 61,000 entries and
-- 100,000 reviews, read through the reviews' member index.
UPDATE directory_entries AS d SET review_facts = a.codes
FROM (
  SELECT r.member_id, group_concat(
    coalesce(CASE r.budget_band WHEN 'lt10k' THEN '0' WHEN '10k-50k' THEN '1' WHEN '50k-200k' THEN '2' WHEN 'gt200k' THEN '3' END, '-') ||
    coalesce(CASE WHEN length(r.buyer_sector) = 1 AND r.buyer_sector BETWEEN 'A' AND 'U' THEN r.buyer_sector END, '-') ||
    coalesce(CASE r.buyer_country WHEN 'FR' THEN '0' WHEN 'GB' THEN '1' WHEN 'ES' THEN '2' WHEN 'IT' THEN '3' WHEN 'DE' THEN '4' WHEN 'NL' THEN '5' END, '-') ||
    coalesce(CASE r.lang WHEN 'FR_FR' THEN '0' WHEN 'EN_GB' THEN '1' WHEN 'ES_ES' THEN '2' WHEN 'IT_IT' THEN '3' WHEN 'DE_DE' THEN '4' WHEN 'NL_NL' THEN '5' END, '-') ||
    min(5, max(0, r.published_rating / 2)) || (r.has_video = 1) || (r.has_case_study = 1) ||
    printf('%04X', CAST(julianday(substr(r.published_at, 1, 10)) - julianday('2000-01-01') AS INTEGER)),
    '') AS codes
  FROM reviews r WHERE r.member_id BETWEEN 15001 AND 20000 GROUP BY r.member_id
) AS a
WHERE a.member_id = d.member_id AND d.member_id BETWEEN 15001 AND 20000;
-- d1-limits: providers 20001-25000: at the 1M set's 50,000 providers, about 61,000 entries and
-- 100,000 reviews, read through the reviews' member index.
UPDATE directory_entries AS d SET review_facts = a.codes
FROM (
  SELECT r.member_id, group_concat(
    coalesce(CASE r.budget_band WHEN 'lt10k' THEN '0' WHEN '10k-50k' THEN '1' WHEN '50k-200k' THEN '2' WHEN 'gt200k' THEN '3' END, '-') ||
    coalesce(CASE WHEN length(r.buyer_sector) = 1 AND r.buyer_sector BETWEEN 'A' AND 'U' THEN r.buyer_sector END, '-') ||
    coalesce(CASE r.buyer_country WHEN 'FR' THEN '0' WHEN 'GB' THEN '1' WHEN 'ES' THEN '2' WHEN 'IT' THEN '3' WHEN 'DE' THEN '4' WHEN 'NL' THEN '5' END, '-') ||
    coalesce(CASE r.lang WHEN 'FR_FR' THEN '0' WHEN 'EN_GB' THEN '1' WHEN 'ES_ES' THEN '2' WHEN 'IT_IT' THEN '3' WHEN 'DE_DE' THEN '4' WHEN 'NL_NL' THEN '5' END, '-') ||
    min(5, max(0, r.published_rating / 2)) || (r.has_video = 1) || (r.has_case_study = 1) ||
    printf('%04X', CAST(julianday(substr(r.published_at, 1, 10)) - julianday('2000-01-01') AS INTEGER)),
    '') AS codes
  FROM reviews r WHERE r.member_id BETWEEN 20001 AND 25000 GROUP BY r.member_id
) AS a
WHERE a.member_id = d.member_id AND d.member_id BETWEEN 20001 AND 25000;
-- d1-limits: providers 25001-30000: at the 1M set's 50,000 providers, about 61,000 entries and
-- 100,000 reviews, read through the reviews' member index.
UPDATE directory_entries AS d SET review_facts = a.codes
FROM (
  SELECT r.member_id, group_concat(
    coalesce(CASE r.budget_band WHEN 'lt10k' THEN '0' WHEN '10k-50k' THEN '1' WHEN '50k-200k' THEN '2' WHEN 'gt200k' THEN '3' END, '-') ||
    coalesce(CASE WHEN length(r.buyer_sector) = 1 AND r.buyer_sector BETWEEN 'A' AND 'U' THEN r.buyer_sector END, '-') ||
    coalesce(CASE r.buyer_country WHEN 'FR' THEN '0' WHEN 'GB' THEN '1' WHEN 'ES' THEN '2' WHEN 'IT' THEN '3' WHEN 'DE' THEN '4' WHEN 'NL' THEN '5' END, '-') ||
    coalesce(CASE r.lang WHEN 'FR_FR' THEN '0' WHEN 'EN_GB' THEN '1' WHEN 'ES_ES' THEN '2' WHEN 'IT_IT' THEN '3' WHEN 'DE_DE' THEN '4' WHEN 'NL_NL' THEN '5' END, '-') ||
    min(5, max(0, r.published_rating / 2)) || (r.has_video = 1) || (r.has_case_study = 1) ||
    printf('%04X', CAST(julianday(substr(r.published_at, 1, 10)) - julianday('2000-01-01') AS INTEGER)),
    '') AS codes
  FROM reviews r WHERE r.member_id BETWEEN 25001 AND 30000 GROUP BY r.member_id
) AS a
WHERE a.member_id = d.member_id AND d.member_id BETWEEN 25001 AND 30000;
-- d1-limits: providers 30001-35000: at the 1M set's 50,000 providers, about 61,000 entries and
-- 100,000 reviews, read through the reviews' member index.
UPDATE directory_entries AS d SET review_facts = a.codes
FROM (
  SELECT r.member_id, group_concat(
    coalesce(CASE r.budget_band WHEN 'lt10k' THEN '0' WHEN '10k-50k' THEN '1' WHEN '50k-200k' THEN '2' WHEN 'gt200k' THEN '3' END, '-') ||
    coalesce(CASE WHEN length(r.buyer_sector) = 1 AND r.buyer_sector BETWEEN 'A' AND 'U' THEN r.buyer_sector END, '-') ||
    coalesce(CASE r.buyer_country WHEN 'FR' THEN '0' WHEN 'GB' THEN '1' WHEN 'ES' THEN '2' WHEN 'IT' THEN '3' WHEN 'DE' THEN '4' WHEN 'NL' THEN '5' END, '-') ||
    coalesce(CASE r.lang WHEN 'FR_FR' THEN '0' WHEN 'EN_GB' THEN '1' WHEN 'ES_ES' THEN '2' WHEN 'IT_IT' THEN '3' WHEN 'DE_DE' THEN '4' WHEN 'NL_NL' THEN '5' END, '-') ||
    min(5, max(0, r.published_rating / 2)) || (r.has_video = 1) || (r.has_case_study = 1) ||
    printf('%04X', CAST(julianday(substr(r.published_at, 1, 10)) - julianday('2000-01-01') AS INTEGER)),
    '') AS codes
  FROM reviews r WHERE r.member_id BETWEEN 30001 AND 35000 GROUP BY r.member_id
) AS a
WHERE a.member_id = d.member_id AND d.member_id BETWEEN 30001 AND 35000;
-- d1-limits: providers 35001-40000: at the 1M set's 50,000 providers, about 61,000 entries and
-- 100,000 reviews, read through the reviews' member index.
UPDATE directory_entries AS d SET review_facts = a.codes
FROM (
  SELECT r.member_id, group_concat(
    coalesce(CASE r.budget_band WHEN 'lt10k' THEN '0' WHEN '10k-50k' THEN '1' WHEN '50k-200k' THEN '2' WHEN 'gt200k' THEN '3' END, '-') ||
    coalesce(CASE WHEN length(r.buyer_sector) = 1 AND r.buyer_sector BETWEEN 'A' AND 'U' THEN r.buyer_sector END, '-') ||
    coalesce(CASE r.buyer_country WHEN 'FR' THEN '0' WHEN 'GB' THEN '1' WHEN 'ES' THEN '2' WHEN 'IT' THEN '3' WHEN 'DE' THEN '4' WHEN 'NL' THEN '5' END, '-') ||
    coalesce(CASE r.lang WHEN 'FR_FR' THEN '0' WHEN 'EN_GB' THEN '1' WHEN 'ES_ES' THEN '2' WHEN 'IT_IT' THEN '3' WHEN 'DE_DE' THEN '4' WHEN 'NL_NL' THEN '5' END, '-') ||
    min(5, max(0, r.published_rating / 2)) || (r.has_video = 1) || (r.has_case_study = 1) ||
    printf('%04X', CAST(julianday(substr(r.published_at, 1, 10)) - julianday('2000-01-01') AS INTEGER)),
    '') AS codes
  FROM reviews r WHERE r.member_id BETWEEN 35001 AND 40000 GROUP BY r.member_id
) AS a
WHERE a.member_id = d.member_id AND d.member_id BETWEEN 35001 AND 40000;
-- d1-limits: providers 40001-45000: at the 1M set's 50,000 providers, about 61,000 entries and
-- 100,000 reviews, read through the reviews' member index.
UPDATE directory_entries AS d SET review_facts = a.codes
FROM (
  SELECT r.member_id, group_concat(
    coalesce(CASE r.budget_band WHEN 'lt10k' THEN '0' WHEN '10k-50k' THEN '1' WHEN '50k-200k' THEN '2' WHEN 'gt200k' THEN '3' END, '-') ||
    coalesce(CASE WHEN length(r.buyer_sector) = 1 AND r.buyer_sector BETWEEN 'A' AND 'U' THEN r.buyer_sector END, '-') ||
    coalesce(CASE r.buyer_country WHEN 'FR' THEN '0' WHEN 'GB' THEN '1' WHEN 'ES' THEN '2' WHEN 'IT' THEN '3' WHEN 'DE' THEN '4' WHEN 'NL' THEN '5' END, '-') ||
    coalesce(CASE r.lang WHEN 'FR_FR' THEN '0' WHEN 'EN_GB' THEN '1' WHEN 'ES_ES' THEN '2' WHEN 'IT_IT' THEN '3' WHEN 'DE_DE' THEN '4' WHEN 'NL_NL' THEN '5' END, '-') ||
    min(5, max(0, r.published_rating / 2)) || (r.has_video = 1) || (r.has_case_study = 1) ||
    printf('%04X', CAST(julianday(substr(r.published_at, 1, 10)) - julianday('2000-01-01') AS INTEGER)),
    '') AS codes
  FROM reviews r WHERE r.member_id BETWEEN 40001 AND 45000 GROUP BY r.member_id
) AS a
WHERE a.member_id = d.member_id AND d.member_id BETWEEN 40001 AND 45000;
-- d1-limits: providers 45001-50000: at the 1M set's 50,000 providers, about 61,000 entries and
-- 100,000 reviews, read through the reviews' member index.
UPDATE directory_entries AS d SET review_facts = a.codes
FROM (
  SELECT r.member_id, group_concat(
    coalesce(CASE r.budget_band WHEN 'lt10k' THEN '0' WHEN '10k-50k' THEN '1' WHEN '50k-200k' THEN '2' WHEN 'gt200k' THEN '3' END, '-') ||
    coalesce(CASE WHEN length(r.buyer_sector) = 1 AND r.buyer_sector BETWEEN 'A' AND 'U' THEN r.buyer_sector END, '-') ||
    coalesce(CASE r.buyer_country WHEN 'FR' THEN '0' WHEN 'GB' THEN '1' WHEN 'ES' THEN '2' WHEN 'IT' THEN '3' WHEN 'DE' THEN '4' WHEN 'NL' THEN '5' END, '-') ||
    coalesce(CASE r.lang WHEN 'FR_FR' THEN '0' WHEN 'EN_GB' THEN '1' WHEN 'ES_ES' THEN '2' WHEN 'IT_IT' THEN '3' WHEN 'DE_DE' THEN '4' WHEN 'NL_NL' THEN '5' END, '-') ||
    min(5, max(0, r.published_rating / 2)) || (r.has_video = 1) || (r.has_case_study = 1) ||
    printf('%04X', CAST(julianday(substr(r.published_at, 1, 10)) - julianday('2000-01-01') AS INTEGER)),
    '') AS codes
  FROM reviews r WHERE r.member_id BETWEEN 45001 AND 50000 GROUP BY r.member_id
) AS a
WHERE a.member_id = d.member_id AND d.member_id BETWEEN 45001 AND 50000;
-- d1-limits: providers 50001 on: at the 1M set's 50,000 providers, about 61,000 entries and
-- 100,000 reviews, read through the reviews' member index.
UPDATE directory_entries AS d SET review_facts = a.codes
FROM (
  SELECT r.member_id, group_concat(
    coalesce(CASE r.budget_band WHEN 'lt10k' THEN '0' WHEN '10k-50k' THEN '1' WHEN '50k-200k' THEN '2' WHEN 'gt200k' THEN '3' END, '-') ||
    coalesce(CASE WHEN length(r.buyer_sector) = 1 AND r.buyer_sector BETWEEN 'A' AND 'U' THEN r.buyer_sector END, '-') ||
    coalesce(CASE r.buyer_country WHEN 'FR' THEN '0' WHEN 'GB' THEN '1' WHEN 'ES' THEN '2' WHEN 'IT' THEN '3' WHEN 'DE' THEN '4' WHEN 'NL' THEN '5' END, '-') ||
    coalesce(CASE r.lang WHEN 'FR_FR' THEN '0' WHEN 'EN_GB' THEN '1' WHEN 'ES_ES' THEN '2' WHEN 'IT_IT' THEN '3' WHEN 'DE_DE' THEN '4' WHEN 'NL_NL' THEN '5' END, '-') ||
    min(5, max(0, r.published_rating / 2)) || (r.has_video = 1) || (r.has_case_study = 1) ||
    printf('%04X', CAST(julianday(substr(r.published_at, 1, 10)) - julianday('2000-01-01') AS INTEGER)),
    '') AS codes
  FROM reviews r WHERE r.member_id > 50000 GROUP BY r.member_id
) AS a
WHERE a.member_id = d.member_id AND d.member_id > 50000;

-- What the directory's member orders sort by (migration 0008: rating, reviews, then score_sum and
-- id), copied from each entry's member: a filtered page sorted by rating or reviews is sorted by
-- the Worker from the scope's entries and reads its own members only, not every match's (1,047 to
-- 1,505 rows over the 1M-review set). The trigger below keeps them as their member's.
ALTER TABLE directory_entries ADD COLUMN average_rating REAL;
ALTER TABLE directory_entries ADD COLUMN review_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE directory_entries ADD COLUMN score_sum INTEGER NOT NULL DEFAULT 0;
-- d1-limits: providers 1-5000: at the 1M set's 50,000 providers, about 61,000 entries, each
-- finding its member by id.
UPDATE directory_entries AS d
  SET average_rating = m.average_rating, review_count = m.review_count, score_sum = m.score_sum
  FROM members m WHERE m.id = d.member_id AND d.member_id BETWEEN 1 AND 5000;
-- d1-limits: providers 5001-10000: at the 1M set's 50,000 providers, about 61,000 entries, each
-- finding its member by id.
UPDATE directory_entries AS d
  SET average_rating = m.average_rating, review_count = m.review_count, score_sum = m.score_sum
  FROM members m WHERE m.id = d.member_id AND d.member_id BETWEEN 5001 AND 10000;
-- d1-limits: providers 10001-15000: at the 1M set's 50,000 providers, about 61,000 entries, each
-- finding its member by id.
UPDATE directory_entries AS d
  SET average_rating = m.average_rating, review_count = m.review_count, score_sum = m.score_sum
  FROM members m WHERE m.id = d.member_id AND d.member_id BETWEEN 10001 AND 15000;
-- d1-limits: providers 15001-20000: at the 1M set's 50,000 providers, about 61,000 entries, each
-- finding its member by id.
UPDATE directory_entries AS d
  SET average_rating = m.average_rating, review_count = m.review_count, score_sum = m.score_sum
  FROM members m WHERE m.id = d.member_id AND d.member_id BETWEEN 15001 AND 20000;
-- d1-limits: providers 20001-25000: at the 1M set's 50,000 providers, about 61,000 entries, each
-- finding its member by id.
UPDATE directory_entries AS d
  SET average_rating = m.average_rating, review_count = m.review_count, score_sum = m.score_sum
  FROM members m WHERE m.id = d.member_id AND d.member_id BETWEEN 20001 AND 25000;
-- d1-limits: providers 25001-30000: at the 1M set's 50,000 providers, about 61,000 entries, each
-- finding its member by id.
UPDATE directory_entries AS d
  SET average_rating = m.average_rating, review_count = m.review_count, score_sum = m.score_sum
  FROM members m WHERE m.id = d.member_id AND d.member_id BETWEEN 25001 AND 30000;
-- d1-limits: providers 30001-35000: at the 1M set's 50,000 providers, about 61,000 entries, each
-- finding its member by id.
UPDATE directory_entries AS d
  SET average_rating = m.average_rating, review_count = m.review_count, score_sum = m.score_sum
  FROM members m WHERE m.id = d.member_id AND d.member_id BETWEEN 30001 AND 35000;
-- d1-limits: providers 35001-40000: at the 1M set's 50,000 providers, about 61,000 entries, each
-- finding its member by id.
UPDATE directory_entries AS d
  SET average_rating = m.average_rating, review_count = m.review_count, score_sum = m.score_sum
  FROM members m WHERE m.id = d.member_id AND d.member_id BETWEEN 35001 AND 40000;
-- d1-limits: providers 40001-45000: at the 1M set's 50,000 providers, about 61,000 entries, each
-- finding its member by id.
UPDATE directory_entries AS d
  SET average_rating = m.average_rating, review_count = m.review_count, score_sum = m.score_sum
  FROM members m WHERE m.id = d.member_id AND d.member_id BETWEEN 40001 AND 45000;
-- d1-limits: providers 45001-50000: at the 1M set's 50,000 providers, about 61,000 entries, each
-- finding its member by id.
UPDATE directory_entries AS d
  SET average_rating = m.average_rating, review_count = m.review_count, score_sum = m.score_sum
  FROM members m WHERE m.id = d.member_id AND d.member_id BETWEEN 45001 AND 50000;
-- d1-limits: providers 50001 on: none in the 1M set (50,000 providers), each entry finding its
-- member by id.
UPDATE directory_entries AS d
  SET average_rating = m.average_rating, review_count = m.review_count, score_sum = m.score_sum
  FROM members m WHERE m.id = d.member_id AND d.member_id > 50000;

DROP INDEX directory_entries_page;
CREATE INDEX directory_entries_page
  ON directory_entries(tag_id, city_id, active, score DESC, member_id, review_facts, average_rating,
    review_count, score_sum);

CREATE TRIGGER directory_entries_figures_on_member
  AFTER UPDATE OF average_rating, review_count, score_sum ON members
  WHEN OLD.average_rating IS NOT NEW.average_rating OR OLD.review_count IS NOT NEW.review_count
    OR OLD.score_sum IS NOT NEW.score_sum
BEGIN
  UPDATE directory_entries
    SET average_rating = NEW.average_rating, review_count = NEW.review_count, score_sum = NEW.score_sum
    WHERE member_id = NEW.id;
END;

CREATE TRIGGER directory_entries_facts_on_review AFTER INSERT ON reviews
BEGIN
  UPDATE directory_entries SET review_facts = review_facts ||
    coalesce(CASE NEW.budget_band WHEN 'lt10k' THEN '0' WHEN '10k-50k' THEN '1' WHEN '50k-200k' THEN '2' WHEN 'gt200k' THEN '3' END, '-') ||
    coalesce(CASE WHEN length(NEW.buyer_sector) = 1 AND NEW.buyer_sector BETWEEN 'A' AND 'U' THEN NEW.buyer_sector END, '-') ||
    coalesce(CASE NEW.buyer_country WHEN 'FR' THEN '0' WHEN 'GB' THEN '1' WHEN 'ES' THEN '2' WHEN 'IT' THEN '3' WHEN 'DE' THEN '4' WHEN 'NL' THEN '5' END, '-') ||
    coalesce(CASE NEW.lang WHEN 'FR_FR' THEN '0' WHEN 'EN_GB' THEN '1' WHEN 'ES_ES' THEN '2' WHEN 'IT_IT' THEN '3' WHEN 'DE_DE' THEN '4' WHEN 'NL_NL' THEN '5' END, '-') ||
    min(5, max(0, NEW.published_rating / 2)) || (NEW.has_video = 1) || (NEW.has_case_study = 1) ||
    printf('%04X', CAST(julianday(substr(NEW.published_at, 1, 10)) - julianday('2000-01-01') AS INTEGER))
  WHERE member_id = NEW.member_id;
END;
