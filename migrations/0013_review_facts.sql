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

-- What a listing's providers have been reviewed for: one bit per option of the directory's filters
-- (src/domain/project-facts.ts, factBit) and the day of the newest review, on each entry, so a
-- filtered page and the count of each option walk the listing's index alone. Bits are added as
-- reviews are written (the trigger below) and say that some review has the value; the page
-- confirms a provider on its reviews when several filters are set.
ALTER TABLE directory_entries ADD COLUMN facts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE directory_entries ADD COLUMN last_review_at TEXT;

UPDATE directory_entries AS d SET facts = a.facts, last_review_at = a.last_review_at
FROM (
  SELECT r.member_id,
    max(coalesce(r.budget_band = 'lt10k', 0)) * 1 + max(coalesce(r.budget_band = '10k-50k', 0)) * 2 + max(coalesce(r.budget_band = '50k-200k', 0)) * 4 +
    max(coalesce(r.budget_band = 'gt200k', 0)) * 8 + max(coalesce(r.buyer_sector = 'A', 0)) * 16 + max(coalesce(r.buyer_sector = 'B', 0)) * 32 +
    max(coalesce(r.buyer_sector = 'C', 0)) * 64 + max(coalesce(r.buyer_sector = 'D', 0)) * 128 + max(coalesce(r.buyer_sector = 'E', 0)) * 256 +
    max(coalesce(r.buyer_sector = 'F', 0)) * 512 + max(coalesce(r.buyer_sector = 'G', 0)) * 1024 + max(coalesce(r.buyer_sector = 'H', 0)) * 2048 +
    max(coalesce(r.buyer_sector = 'I', 0)) * 4096 + max(coalesce(r.buyer_sector = 'J', 0)) * 8192 + max(coalesce(r.buyer_sector = 'K', 0)) * 16384 +
    max(coalesce(r.buyer_sector = 'L', 0)) * 32768 + max(coalesce(r.buyer_sector = 'M', 0)) * 65536 + max(coalesce(r.buyer_sector = 'N', 0)) * 131072 +
    max(coalesce(r.buyer_sector = 'O', 0)) * 262144 + max(coalesce(r.buyer_sector = 'P', 0)) * 524288 + max(coalesce(r.buyer_sector = 'Q', 0)) * 1048576 +
    max(coalesce(r.buyer_sector = 'R', 0)) * 2097152 + max(coalesce(r.buyer_sector = 'S', 0)) * 4194304 + max(coalesce(r.buyer_sector = 'T', 0)) * 8388608 +
    max(coalesce(r.buyer_sector = 'U', 0)) * 16777216 + max(coalesce(r.buyer_country = 'FR', 0)) * 33554432 + max(coalesce(r.buyer_country = 'GB', 0)) * 67108864 +
    max(coalesce(r.buyer_country = 'ES', 0)) * 134217728 + max(coalesce(r.buyer_country = 'IT', 0)) * 268435456 + max(coalesce(r.buyer_country = 'DE', 0)) * 536870912 +
    max(coalesce(r.buyer_country = 'NL', 0)) * 1073741824 + max(coalesce(r.lang = 'FR_FR', 0)) * 2147483648 + max(coalesce(r.lang = 'EN_GB', 0)) * 4294967296 +
    max(coalesce(r.lang = 'ES_ES', 0)) * 8589934592 + max(coalesce(r.lang = 'IT_IT', 0)) * 17179869184 + max(coalesce(r.lang = 'DE_DE', 0)) * 34359738368 +
    max(coalesce(r.lang = 'NL_NL', 0)) * 68719476736 + max(r.published_rating >= 2) * 137438953472 + max(r.published_rating >= 4) * 274877906944 +
    max(r.published_rating >= 6) * 549755813888 + max(r.published_rating >= 8) * 1099511627776 + max(r.published_rating >= 10) * 2199023255552 +
    max(r.has_video = 1) * 4398046511104 + max(r.has_case_study = 1) * 8796093022208 AS facts,
    max(r.published_at) AS last_review_at
  FROM reviews r GROUP BY r.member_id
) AS a
WHERE a.member_id = d.member_id;

DROP INDEX directory_entries_page;
CREATE INDEX directory_entries_page
  ON directory_entries(tag_id, city_id, active, score DESC, member_id, facts, last_review_at);

CREATE TRIGGER directory_entries_facts_on_review AFTER INSERT ON reviews
BEGIN
  UPDATE directory_entries SET
    facts = facts | (
      CASE NEW.budget_band WHEN 'lt10k' THEN 1 WHEN '10k-50k' THEN 2 WHEN '50k-200k' THEN 4 WHEN 'gt200k' THEN 8 ELSE 0 END |
      CASE NEW.buyer_sector WHEN 'A' THEN 16 WHEN 'B' THEN 32 WHEN 'C' THEN 64 WHEN 'D' THEN 128 WHEN 'E' THEN 256 WHEN 'F' THEN 512 WHEN 'G' THEN 1024 WHEN 'H' THEN 2048 WHEN 'I' THEN 4096 WHEN 'J' THEN 8192 WHEN 'K' THEN 16384 WHEN 'L' THEN 32768 WHEN 'M' THEN 65536 WHEN 'N' THEN 131072 WHEN 'O' THEN 262144 WHEN 'P' THEN 524288 WHEN 'Q' THEN 1048576 WHEN 'R' THEN 2097152 WHEN 'S' THEN 4194304 WHEN 'T' THEN 8388608 WHEN 'U' THEN 16777216 ELSE 0 END |
      CASE NEW.buyer_country WHEN 'FR' THEN 33554432 WHEN 'GB' THEN 67108864 WHEN 'ES' THEN 134217728 WHEN 'IT' THEN 268435456 WHEN 'DE' THEN 536870912 WHEN 'NL' THEN 1073741824 ELSE 0 END |
      CASE NEW.lang WHEN 'FR_FR' THEN 2147483648 WHEN 'EN_GB' THEN 4294967296 WHEN 'ES_ES' THEN 8589934592 WHEN 'IT_IT' THEN 17179869184 WHEN 'DE_DE' THEN 34359738368 WHEN 'NL_NL' THEN 68719476736 ELSE 0 END |
      (NEW.published_rating >= 2) * 137438953472 |
      (NEW.published_rating >= 4) * 274877906944 |
      (NEW.published_rating >= 6) * 549755813888 |
      (NEW.published_rating >= 8) * 1099511627776 |
      (NEW.published_rating >= 10) * 2199023255552 |
      (NEW.has_video = 1) * 4398046511104 |
      (NEW.has_case_study = 1) * 8796093022208
    ),
    last_review_at = CASE WHEN last_review_at IS NULL OR last_review_at < NEW.published_at
      THEN NEW.published_at ELSE last_review_at END
  WHERE member_id = NEW.member_id;
END;
