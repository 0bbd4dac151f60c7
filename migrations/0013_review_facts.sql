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

UPDATE reviews SET buyer_country = (SELECT b.country FROM buyers b WHERE b.id = reviews.buyer_id)
  WHERE buyer_id IS NOT NULL;

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
  FROM reviews r GROUP BY r.member_id
) AS a
WHERE a.member_id = d.member_id;

DROP INDEX directory_entries_page;
CREATE INDEX directory_entries_page
  ON directory_entries(tag_id, city_id, active, score DESC, member_id, review_facts);

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
