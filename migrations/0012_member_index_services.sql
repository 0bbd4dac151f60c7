-- A member's index row held its services' labels joined by ", ", which some labels hold
-- themselves ("Marketing, communication and sales"): a search that matched one showed it cut in
-- two. The labels are now one a line, in the member's order; the words the index holds are the same.

UPDATE members_fts_fr_fr AS f SET tags = s.labels
FROM (
  SELECT mt.member_id,
         group_concat(coalesce(json_extract(t.label, '$.FR_FR'), json_extract(t.label, '$.FR_FR'), ''), char(10) ORDER BY mt.position) AS labels
  FROM member_tags mt JOIN tags t ON t.id = mt.tag_id
  GROUP BY mt.member_id
) AS s
WHERE s.member_id = f.member_id;

UPDATE members_fts_en_gb AS f SET tags = s.labels
FROM (
  SELECT mt.member_id,
         group_concat(coalesce(json_extract(t.label, '$.EN_GB'), json_extract(t.label, '$.FR_FR'), ''), char(10) ORDER BY mt.position) AS labels
  FROM member_tags mt JOIN tags t ON t.id = mt.tag_id
  GROUP BY mt.member_id
) AS s
WHERE s.member_id = f.member_id;

UPDATE members_fts_es_es AS f SET tags = s.labels
FROM (
  SELECT mt.member_id,
         group_concat(coalesce(json_extract(t.label, '$.ES_ES'), json_extract(t.label, '$.FR_FR'), ''), char(10) ORDER BY mt.position) AS labels
  FROM member_tags mt JOIN tags t ON t.id = mt.tag_id
  GROUP BY mt.member_id
) AS s
WHERE s.member_id = f.member_id;

UPDATE members_fts_it_it AS f SET tags = s.labels
FROM (
  SELECT mt.member_id,
         group_concat(coalesce(json_extract(t.label, '$.IT_IT'), json_extract(t.label, '$.FR_FR'), ''), char(10) ORDER BY mt.position) AS labels
  FROM member_tags mt JOIN tags t ON t.id = mt.tag_id
  GROUP BY mt.member_id
) AS s
WHERE s.member_id = f.member_id;

UPDATE members_fts_de_de AS f SET tags = s.labels
FROM (
  SELECT mt.member_id,
         group_concat(coalesce(json_extract(t.label, '$.DE_DE'), json_extract(t.label, '$.FR_FR'), ''), char(10) ORDER BY mt.position) AS labels
  FROM member_tags mt JOIN tags t ON t.id = mt.tag_id
  GROUP BY mt.member_id
) AS s
WHERE s.member_id = f.member_id;

UPDATE members_fts_nl_nl AS f SET tags = s.labels
FROM (
  SELECT mt.member_id,
         group_concat(coalesce(json_extract(t.label, '$.NL_NL'), json_extract(t.label, '$.FR_FR'), ''), char(10) ORDER BY mt.position) AS labels
  FROM member_tags mt JOIN tags t ON t.id = mt.tag_id
  GROUP BY mt.member_id
) AS s
WHERE s.member_id = f.member_id;
