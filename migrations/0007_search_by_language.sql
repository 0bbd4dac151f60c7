-- One full-text index per language and kind. With one index for every language, a word common in
-- another language made a search read all its rows to find the visitor's few ('nous' in English:
-- 334,480 rows and 206 ms of SQL over the 1M-review set); now a search reads its language's rows
-- only, and ranks them by how rare a word is in that language. Rows keep their rowid.

CREATE VIRTUAL TABLE members_fts_fr_fr USING fts5(
  name, description, tags,
  member_id UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2'
);
INSERT INTO members_fts_fr_fr (rowid, name, description, tags, member_id)
SELECT rowid, name, description, tags, member_id FROM members_fts WHERE replace(upper(locale), '-', '_') = 'FR_FR';

CREATE VIRTUAL TABLE reviews_fts_fr_fr USING fts5(
  title, body, company,
  review_id UNINDEXED, member_id UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2'
);
INSERT INTO reviews_fts_fr_fr (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'FR_FR';

CREATE VIRTUAL TABLE members_fts_en_gb USING fts5(
  name, description, tags,
  member_id UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2'
);
INSERT INTO members_fts_en_gb (rowid, name, description, tags, member_id)
SELECT rowid, name, description, tags, member_id FROM members_fts WHERE replace(upper(locale), '-', '_') = 'EN_GB';

CREATE VIRTUAL TABLE reviews_fts_en_gb USING fts5(
  title, body, company,
  review_id UNINDEXED, member_id UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2'
);
INSERT INTO reviews_fts_en_gb (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'EN_GB';

CREATE VIRTUAL TABLE members_fts_es_es USING fts5(
  name, description, tags,
  member_id UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2'
);
INSERT INTO members_fts_es_es (rowid, name, description, tags, member_id)
SELECT rowid, name, description, tags, member_id FROM members_fts WHERE replace(upper(locale), '-', '_') = 'ES_ES';

CREATE VIRTUAL TABLE reviews_fts_es_es USING fts5(
  title, body, company,
  review_id UNINDEXED, member_id UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2'
);
INSERT INTO reviews_fts_es_es (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'ES_ES';

CREATE VIRTUAL TABLE members_fts_it_it USING fts5(
  name, description, tags,
  member_id UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2'
);
INSERT INTO members_fts_it_it (rowid, name, description, tags, member_id)
SELECT rowid, name, description, tags, member_id FROM members_fts WHERE replace(upper(locale), '-', '_') = 'IT_IT';

CREATE VIRTUAL TABLE reviews_fts_it_it USING fts5(
  title, body, company,
  review_id UNINDEXED, member_id UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2'
);
INSERT INTO reviews_fts_it_it (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'IT_IT';

CREATE VIRTUAL TABLE members_fts_de_de USING fts5(
  name, description, tags,
  member_id UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2'
);
INSERT INTO members_fts_de_de (rowid, name, description, tags, member_id)
SELECT rowid, name, description, tags, member_id FROM members_fts WHERE replace(upper(locale), '-', '_') = 'DE_DE';

CREATE VIRTUAL TABLE reviews_fts_de_de USING fts5(
  title, body, company,
  review_id UNINDEXED, member_id UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2'
);
INSERT INTO reviews_fts_de_de (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'DE_DE';

CREATE VIRTUAL TABLE members_fts_nl_nl USING fts5(
  name, description, tags,
  member_id UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2'
);
INSERT INTO members_fts_nl_nl (rowid, name, description, tags, member_id)
SELECT rowid, name, description, tags, member_id FROM members_fts WHERE replace(upper(locale), '-', '_') = 'NL_NL';

CREATE VIRTUAL TABLE reviews_fts_nl_nl USING fts5(
  title, body, company,
  review_id UNINDEXED, member_id UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2'
);
INSERT INTO reviews_fts_nl_nl (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'NL_NL';

DROP TABLE members_fts;
DROP TABLE reviews_fts;
