-- A review's index held its author's name at the end of its body: a search showed the name in the
-- review's excerpt, and found an anonymised review by the name of the person who wrote it. The name
-- moves to the third column, which now holds the client ("First Last, Company"), and is left out of
-- an anonymised review's index (its company already was).

-- By rowid ranges of 100,000: over the 1M-review set one statement would outlast D1's 30 s per
-- statement (its French rows took 18.4 s in sqlite3 alone); the last range takes the rest.
UPDATE reviews_fts_fr_fr AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 1 AND 100000;

UPDATE reviews_fts_fr_fr AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 100001 AND 200000;

UPDATE reviews_fts_fr_fr AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 200001 AND 300000;

UPDATE reviews_fts_fr_fr AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 300001 AND 400000;

UPDATE reviews_fts_fr_fr AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 400001 AND 500000;

UPDATE reviews_fts_fr_fr AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 500001 AND 600000;

UPDATE reviews_fts_fr_fr AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 600001 AND 700000;

UPDATE reviews_fts_fr_fr AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 700001 AND 800000;

UPDATE reviews_fts_fr_fr AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 800001 AND 900000;

UPDATE reviews_fts_fr_fr AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 900001 AND 1000000;

UPDATE reviews_fts_fr_fr AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid > 1000000;

UPDATE reviews_fts_en_gb AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 1 AND 100000;

UPDATE reviews_fts_en_gb AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 100001 AND 200000;

UPDATE reviews_fts_en_gb AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 200001 AND 300000;

UPDATE reviews_fts_en_gb AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 300001 AND 400000;

UPDATE reviews_fts_en_gb AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 400001 AND 500000;

UPDATE reviews_fts_en_gb AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 500001 AND 600000;

UPDATE reviews_fts_en_gb AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 600001 AND 700000;

UPDATE reviews_fts_en_gb AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 700001 AND 800000;

UPDATE reviews_fts_en_gb AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 800001 AND 900000;

UPDATE reviews_fts_en_gb AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 900001 AND 1000000;

UPDATE reviews_fts_en_gb AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid > 1000000;

UPDATE reviews_fts_es_es AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 1 AND 100000;

UPDATE reviews_fts_es_es AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 100001 AND 200000;

UPDATE reviews_fts_es_es AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 200001 AND 300000;

UPDATE reviews_fts_es_es AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 300001 AND 400000;

UPDATE reviews_fts_es_es AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 400001 AND 500000;

UPDATE reviews_fts_es_es AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 500001 AND 600000;

UPDATE reviews_fts_es_es AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 600001 AND 700000;

UPDATE reviews_fts_es_es AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 700001 AND 800000;

UPDATE reviews_fts_es_es AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 800001 AND 900000;

UPDATE reviews_fts_es_es AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 900001 AND 1000000;

UPDATE reviews_fts_es_es AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid > 1000000;

UPDATE reviews_fts_it_it AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 1 AND 100000;

UPDATE reviews_fts_it_it AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 100001 AND 200000;

UPDATE reviews_fts_it_it AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 200001 AND 300000;

UPDATE reviews_fts_it_it AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 300001 AND 400000;

UPDATE reviews_fts_it_it AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 400001 AND 500000;

UPDATE reviews_fts_it_it AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 500001 AND 600000;

UPDATE reviews_fts_it_it AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 600001 AND 700000;

UPDATE reviews_fts_it_it AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 700001 AND 800000;

UPDATE reviews_fts_it_it AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 800001 AND 900000;

UPDATE reviews_fts_it_it AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 900001 AND 1000000;

UPDATE reviews_fts_it_it AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid > 1000000;

UPDATE reviews_fts_de_de AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 1 AND 100000;

UPDATE reviews_fts_de_de AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 100001 AND 200000;

UPDATE reviews_fts_de_de AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 200001 AND 300000;

UPDATE reviews_fts_de_de AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 300001 AND 400000;

UPDATE reviews_fts_de_de AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 400001 AND 500000;

UPDATE reviews_fts_de_de AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 500001 AND 600000;

UPDATE reviews_fts_de_de AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 600001 AND 700000;

UPDATE reviews_fts_de_de AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 700001 AND 800000;

UPDATE reviews_fts_de_de AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 800001 AND 900000;

UPDATE reviews_fts_de_de AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 900001 AND 1000000;

UPDATE reviews_fts_de_de AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid > 1000000;

UPDATE reviews_fts_nl_nl AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 1 AND 100000;

UPDATE reviews_fts_nl_nl AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 100001 AND 200000;

UPDATE reviews_fts_nl_nl AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 200001 AND 300000;

UPDATE reviews_fts_nl_nl AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 300001 AND 400000;

UPDATE reviews_fts_nl_nl AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 400001 AND 500000;

UPDATE reviews_fts_nl_nl AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 500001 AND 600000;

UPDATE reviews_fts_nl_nl AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 600001 AND 700000;

UPDATE reviews_fts_nl_nl AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 700001 AND 800000;

UPDATE reviews_fts_nl_nl AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 800001 AND 900000;

UPDATE reviews_fts_nl_nl AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid BETWEEN 900001 AND 1000000;

UPDATE reviews_fts_nl_nl AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix
  AND f.rowid > 1000000;
