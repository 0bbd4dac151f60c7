-- Search reads only the visitor's language. The locale column becomes a token of the full-text
-- index ('FR_FR' and 'fr-FR' both index as the phrase "fr fr"), so a query matches
-- `{text columns} : (words) AND locale : "fr fr"` inside FTS5 instead of reading every language's
-- matches and filtering them afterwards. Rows keep their rowid.

CREATE VIRTUAL TABLE members_fts_by_locale USING fts5(
  name, description, tags,
  member_id UNINDEXED, locale,
  tokenize = 'unicode61 remove_diacritics 2'
);
INSERT INTO members_fts_by_locale (rowid, name, description, tags, member_id, locale)
SELECT rowid, name, description, tags, member_id, locale FROM members_fts;
DROP TABLE members_fts;
ALTER TABLE members_fts_by_locale RENAME TO members_fts;

CREATE VIRTUAL TABLE reviews_fts_by_locale USING fts5(
  title, body, company,
  review_id UNINDEXED, member_id UNINDEXED, locale,
  tokenize = 'unicode61 remove_diacritics 2'
);
-- By rowid ranges of 100,000: over the 1M-review set one statement would outlast D1's 30 s per
-- statement (the French rows of 0011 took 18.4 s in sqlite3); the last range takes the rest.
INSERT INTO reviews_fts_by_locale (rowid, title, body, company, review_id, member_id, locale)
SELECT rowid, title, body, company, review_id, member_id, locale FROM reviews_fts WHERE rowid BETWEEN 1 AND 100000;
INSERT INTO reviews_fts_by_locale (rowid, title, body, company, review_id, member_id, locale)
SELECT rowid, title, body, company, review_id, member_id, locale FROM reviews_fts WHERE rowid BETWEEN 100001 AND 200000;
INSERT INTO reviews_fts_by_locale (rowid, title, body, company, review_id, member_id, locale)
SELECT rowid, title, body, company, review_id, member_id, locale FROM reviews_fts WHERE rowid BETWEEN 200001 AND 300000;
INSERT INTO reviews_fts_by_locale (rowid, title, body, company, review_id, member_id, locale)
SELECT rowid, title, body, company, review_id, member_id, locale FROM reviews_fts WHERE rowid BETWEEN 300001 AND 400000;
INSERT INTO reviews_fts_by_locale (rowid, title, body, company, review_id, member_id, locale)
SELECT rowid, title, body, company, review_id, member_id, locale FROM reviews_fts WHERE rowid BETWEEN 400001 AND 500000;
INSERT INTO reviews_fts_by_locale (rowid, title, body, company, review_id, member_id, locale)
SELECT rowid, title, body, company, review_id, member_id, locale FROM reviews_fts WHERE rowid BETWEEN 500001 AND 600000;
INSERT INTO reviews_fts_by_locale (rowid, title, body, company, review_id, member_id, locale)
SELECT rowid, title, body, company, review_id, member_id, locale FROM reviews_fts WHERE rowid BETWEEN 600001 AND 700000;
INSERT INTO reviews_fts_by_locale (rowid, title, body, company, review_id, member_id, locale)
SELECT rowid, title, body, company, review_id, member_id, locale FROM reviews_fts WHERE rowid BETWEEN 700001 AND 800000;
INSERT INTO reviews_fts_by_locale (rowid, title, body, company, review_id, member_id, locale)
SELECT rowid, title, body, company, review_id, member_id, locale FROM reviews_fts WHERE rowid BETWEEN 800001 AND 900000;
INSERT INTO reviews_fts_by_locale (rowid, title, body, company, review_id, member_id, locale)
SELECT rowid, title, body, company, review_id, member_id, locale FROM reviews_fts WHERE rowid BETWEEN 900001 AND 1000000;
INSERT INTO reviews_fts_by_locale (rowid, title, body, company, review_id, member_id, locale)
SELECT rowid, title, body, company, review_id, member_id, locale FROM reviews_fts WHERE rowid > 1000000;
DROP TABLE reviews_fts;
ALTER TABLE reviews_fts_by_locale RENAME TO reviews_fts;
