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
INSERT INTO reviews_fts_by_locale (rowid, title, body, company, review_id, member_id, locale)
SELECT rowid, title, body, company, review_id, member_id, locale FROM reviews_fts;
DROP TABLE reviews_fts;
ALTER TABLE reviews_fts_by_locale RENAME TO reviews_fts;
