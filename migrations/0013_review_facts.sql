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
