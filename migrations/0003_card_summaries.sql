-- Figures that listing pages show for many rows at once, kept up to date by triggers so a page
-- reads one stored value instead of every row behind it.

-- A member card shows the first service tags (activities, then specialties, then categories, each
-- in the member's order) and how many there are. members.card_tag_ids keeps those tag ids as a JSON
-- array, so a page of cards reads one member row per card instead of every tag of every member.
-- One row per member: its service tag ids in card order. A plain view over members, so a lookup
-- by member_id reads that member's tags only.
CREATE VIEW member_card_tags AS
SELECT m.id AS member_id, (
  SELECT json_group_array(tag_id) FROM (
    SELECT mt.tag_id FROM member_tags mt JOIN tags t ON t.id = mt.tag_id
    WHERE mt.member_id = m.id AND t.kind IN ('ACTIVITY', 'SPECIALTY', 'CATEGORY')
    ORDER BY CASE t.kind WHEN 'ACTIVITY' THEN 0 WHEN 'SPECIALTY' THEN 1 ELSE 2 END, mt.position
  )
) AS ids
FROM members m;

ALTER TABLE members ADD COLUMN card_tag_ids TEXT NOT NULL DEFAULT '[]';

UPDATE members SET card_tag_ids = (SELECT ids FROM member_card_tags WHERE member_id = members.id);

CREATE TRIGGER member_tags_card_insert AFTER INSERT ON member_tags BEGIN
  UPDATE members SET card_tag_ids = (SELECT ids FROM member_card_tags WHERE member_id = members.id)
  WHERE id = NEW.member_id;
END;

CREATE TRIGGER member_tags_card_delete AFTER DELETE ON member_tags BEGIN
  UPDATE members SET card_tag_ids = (SELECT ids FROM member_card_tags WHERE member_id = members.id)
  WHERE id = OLD.member_id;
END;

CREATE TRIGGER member_tags_card_update AFTER UPDATE ON member_tags BEGIN
  UPDATE members SET card_tag_ids = (SELECT ids FROM member_card_tags WHERE member_id = members.id)
  WHERE id IN (OLD.member_id, NEW.member_id);
END;

-- A tag changing kind moves in (or out of) the cards of every member that has it.
CREATE TRIGGER tags_card_kind AFTER UPDATE OF kind ON tags BEGIN
  UPDATE members SET card_tag_ids = (SELECT ids FROM member_card_tags WHERE member_id = members.id)
  WHERE id IN (SELECT member_id FROM member_tags WHERE tag_id = NEW.id);
END;

-- Counts that would otherwise scan a table on every listing page.
CREATE TABLE counters (
  name TEXT PRIMARY KEY,
  value INTEGER NOT NULL
) WITHOUT ROWID;

-- Buyers with at least one review: the buyers directory's total.
INSERT INTO counters (name, value)
VALUES ('buyers_with_reviews', (SELECT count(*) FROM buyers WHERE review_count > 0));

CREATE TRIGGER buyers_counter_insert AFTER INSERT ON buyers WHEN NEW.review_count > 0 BEGIN
  UPDATE counters SET value = value + 1 WHERE name = 'buyers_with_reviews';
END;

CREATE TRIGGER buyers_counter_delete AFTER DELETE ON buyers WHEN OLD.review_count > 0 BEGIN
  UPDATE counters SET value = value - 1 WHERE name = 'buyers_with_reviews';
END;

CREATE TRIGGER buyers_counter_update AFTER UPDATE OF review_count ON buyers
WHEN (OLD.review_count > 0) <> (NEW.review_count > 0) BEGIN
  UPDATE counters SET value = value + (CASE WHEN NEW.review_count > 0 THEN 1 ELSE -1 END)
  WHERE name = 'buyers_with_reviews';
END;
