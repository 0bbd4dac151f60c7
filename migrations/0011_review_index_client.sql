-- A review's index held its author's name at the end of its body: a search showed the name in the
-- review's excerpt, and found an anonymised review by the name of the person who wrote it. The name
-- moves to the third column, which now holds the client ("First Last, Company"), and is left out of
-- an anonymised review's index (its company already was).

UPDATE reviews_fts_fr_fr AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix;

UPDATE reviews_fts_en_gb AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix;

UPDATE reviews_fts_es_es AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix;

UPDATE reviews_fts_it_it AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix;

UPDATE reviews_fts_de_de AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix;

UPDATE reviews_fts_nl_nl AS f SET
  body = substr(f.body, 1, length(f.body) - length(a.suffix)),
  company = CASE WHEN a.anonymised THEN '' WHEN f.company = '' THEN a.name ELSE a.name || ', ' || f.company END
FROM (
  SELECT r.id AS review_id, r.anonymised, c.first_name || ' ' || c.last_name AS name,
         ' ' || c.first_name || ' ' || c.last_name AS suffix
  FROM reviews r JOIN contacts c ON c.id = r.contact_id
) AS a
WHERE a.review_id = f.review_id AND substr(f.body, -length(a.suffix)) = a.suffix;
