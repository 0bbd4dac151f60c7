-- Countries (ISO 3166-1 alpha-2) of cities, members and client companies: the marketplace lists
-- providers and clients from several European countries, and a review is written in its author's
-- language (reviews.lang). Nullable: rows written before this migration have none.
ALTER TABLE cities ADD COLUMN country TEXT;
ALTER TABLE members ADD COLUMN country TEXT;
ALTER TABLE buyers ADD COLUMN country TEXT;
