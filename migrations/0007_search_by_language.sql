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
-- By rowid ranges of 100,000: over the 1M-review set one statement would outlast D1's 30 s per
-- statement (the French rows of 0011 took 18.4 s in sqlite3); the last range takes the rest.
INSERT INTO reviews_fts_fr_fr (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'FR_FR' AND rowid BETWEEN 1 AND 100000;
INSERT INTO reviews_fts_fr_fr (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'FR_FR' AND rowid BETWEEN 100001 AND 200000;
INSERT INTO reviews_fts_fr_fr (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'FR_FR' AND rowid BETWEEN 200001 AND 300000;
INSERT INTO reviews_fts_fr_fr (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'FR_FR' AND rowid BETWEEN 300001 AND 400000;
INSERT INTO reviews_fts_fr_fr (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'FR_FR' AND rowid BETWEEN 400001 AND 500000;
INSERT INTO reviews_fts_fr_fr (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'FR_FR' AND rowid BETWEEN 500001 AND 600000;
INSERT INTO reviews_fts_fr_fr (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'FR_FR' AND rowid BETWEEN 600001 AND 700000;
INSERT INTO reviews_fts_fr_fr (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'FR_FR' AND rowid BETWEEN 700001 AND 800000;
INSERT INTO reviews_fts_fr_fr (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'FR_FR' AND rowid BETWEEN 800001 AND 900000;
INSERT INTO reviews_fts_fr_fr (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'FR_FR' AND rowid BETWEEN 900001 AND 1000000;
INSERT INTO reviews_fts_fr_fr (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'FR_FR' AND rowid > 1000000;

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
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'EN_GB' AND rowid BETWEEN 1 AND 100000;
INSERT INTO reviews_fts_en_gb (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'EN_GB' AND rowid BETWEEN 100001 AND 200000;
INSERT INTO reviews_fts_en_gb (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'EN_GB' AND rowid BETWEEN 200001 AND 300000;
INSERT INTO reviews_fts_en_gb (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'EN_GB' AND rowid BETWEEN 300001 AND 400000;
INSERT INTO reviews_fts_en_gb (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'EN_GB' AND rowid BETWEEN 400001 AND 500000;
INSERT INTO reviews_fts_en_gb (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'EN_GB' AND rowid BETWEEN 500001 AND 600000;
INSERT INTO reviews_fts_en_gb (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'EN_GB' AND rowid BETWEEN 600001 AND 700000;
INSERT INTO reviews_fts_en_gb (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'EN_GB' AND rowid BETWEEN 700001 AND 800000;
INSERT INTO reviews_fts_en_gb (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'EN_GB' AND rowid BETWEEN 800001 AND 900000;
INSERT INTO reviews_fts_en_gb (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'EN_GB' AND rowid BETWEEN 900001 AND 1000000;
INSERT INTO reviews_fts_en_gb (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'EN_GB' AND rowid > 1000000;

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
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'ES_ES' AND rowid BETWEEN 1 AND 100000;
INSERT INTO reviews_fts_es_es (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'ES_ES' AND rowid BETWEEN 100001 AND 200000;
INSERT INTO reviews_fts_es_es (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'ES_ES' AND rowid BETWEEN 200001 AND 300000;
INSERT INTO reviews_fts_es_es (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'ES_ES' AND rowid BETWEEN 300001 AND 400000;
INSERT INTO reviews_fts_es_es (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'ES_ES' AND rowid BETWEEN 400001 AND 500000;
INSERT INTO reviews_fts_es_es (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'ES_ES' AND rowid BETWEEN 500001 AND 600000;
INSERT INTO reviews_fts_es_es (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'ES_ES' AND rowid BETWEEN 600001 AND 700000;
INSERT INTO reviews_fts_es_es (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'ES_ES' AND rowid BETWEEN 700001 AND 800000;
INSERT INTO reviews_fts_es_es (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'ES_ES' AND rowid BETWEEN 800001 AND 900000;
INSERT INTO reviews_fts_es_es (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'ES_ES' AND rowid BETWEEN 900001 AND 1000000;
INSERT INTO reviews_fts_es_es (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'ES_ES' AND rowid > 1000000;

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
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'IT_IT' AND rowid BETWEEN 1 AND 100000;
INSERT INTO reviews_fts_it_it (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'IT_IT' AND rowid BETWEEN 100001 AND 200000;
INSERT INTO reviews_fts_it_it (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'IT_IT' AND rowid BETWEEN 200001 AND 300000;
INSERT INTO reviews_fts_it_it (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'IT_IT' AND rowid BETWEEN 300001 AND 400000;
INSERT INTO reviews_fts_it_it (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'IT_IT' AND rowid BETWEEN 400001 AND 500000;
INSERT INTO reviews_fts_it_it (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'IT_IT' AND rowid BETWEEN 500001 AND 600000;
INSERT INTO reviews_fts_it_it (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'IT_IT' AND rowid BETWEEN 600001 AND 700000;
INSERT INTO reviews_fts_it_it (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'IT_IT' AND rowid BETWEEN 700001 AND 800000;
INSERT INTO reviews_fts_it_it (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'IT_IT' AND rowid BETWEEN 800001 AND 900000;
INSERT INTO reviews_fts_it_it (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'IT_IT' AND rowid BETWEEN 900001 AND 1000000;
INSERT INTO reviews_fts_it_it (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'IT_IT' AND rowid > 1000000;

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
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'DE_DE' AND rowid BETWEEN 1 AND 100000;
INSERT INTO reviews_fts_de_de (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'DE_DE' AND rowid BETWEEN 100001 AND 200000;
INSERT INTO reviews_fts_de_de (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'DE_DE' AND rowid BETWEEN 200001 AND 300000;
INSERT INTO reviews_fts_de_de (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'DE_DE' AND rowid BETWEEN 300001 AND 400000;
INSERT INTO reviews_fts_de_de (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'DE_DE' AND rowid BETWEEN 400001 AND 500000;
INSERT INTO reviews_fts_de_de (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'DE_DE' AND rowid BETWEEN 500001 AND 600000;
INSERT INTO reviews_fts_de_de (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'DE_DE' AND rowid BETWEEN 600001 AND 700000;
INSERT INTO reviews_fts_de_de (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'DE_DE' AND rowid BETWEEN 700001 AND 800000;
INSERT INTO reviews_fts_de_de (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'DE_DE' AND rowid BETWEEN 800001 AND 900000;
INSERT INTO reviews_fts_de_de (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'DE_DE' AND rowid BETWEEN 900001 AND 1000000;
INSERT INTO reviews_fts_de_de (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'DE_DE' AND rowid > 1000000;

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
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'NL_NL' AND rowid BETWEEN 1 AND 100000;
INSERT INTO reviews_fts_nl_nl (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'NL_NL' AND rowid BETWEEN 100001 AND 200000;
INSERT INTO reviews_fts_nl_nl (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'NL_NL' AND rowid BETWEEN 200001 AND 300000;
INSERT INTO reviews_fts_nl_nl (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'NL_NL' AND rowid BETWEEN 300001 AND 400000;
INSERT INTO reviews_fts_nl_nl (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'NL_NL' AND rowid BETWEEN 400001 AND 500000;
INSERT INTO reviews_fts_nl_nl (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'NL_NL' AND rowid BETWEEN 500001 AND 600000;
INSERT INTO reviews_fts_nl_nl (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'NL_NL' AND rowid BETWEEN 600001 AND 700000;
INSERT INTO reviews_fts_nl_nl (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'NL_NL' AND rowid BETWEEN 700001 AND 800000;
INSERT INTO reviews_fts_nl_nl (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'NL_NL' AND rowid BETWEEN 800001 AND 900000;
INSERT INTO reviews_fts_nl_nl (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'NL_NL' AND rowid BETWEEN 900001 AND 1000000;
INSERT INTO reviews_fts_nl_nl (rowid, title, body, company, review_id, member_id)
SELECT rowid, title, body, company, review_id, member_id FROM reviews_fts WHERE replace(upper(locale), '-', '_') = 'NL_NL' AND rowid > 1000000;

DROP TABLE members_fts;
DROP TABLE reviews_fts;
