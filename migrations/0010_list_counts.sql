-- A page deep in a list walked every entry before it with its member: a directory's 36th page read
-- 1,521 rows over the 1M-review set, and every leaderboard page counted its ranks one by one (500
-- rows). Entries now say whether their member is active and the counts are kept as members and
-- points change, so a page walks an index alone up to its rows, and a count is one row.

-- Directory: an entry carries its member's status, kept by the trigger below with the listing's
-- count; the page walks the index in the listing's order.
ALTER TABLE directory_entries ADD COLUMN active INTEGER NOT NULL DEFAULT 1;
-- d1-limits: writes the entries of members no longer active only, in one scan: 0.35 s in sqlite3
-- over 613,000 entries with 5 % of 50,000 members ceased (the 1M-review set's size).
UPDATE directory_entries SET active = 0
  WHERE member_id IN (SELECT id FROM members WHERE status <> 'active');
-- d1-limits: one count per listing along the entries' key: 0.21 s in sqlite3 for 150,000 listings
-- over 613,000 entries.
UPDATE directory_counts SET total = (
  SELECT count(*) FROM directory_entries e
  WHERE e.tag_id = directory_counts.tag_id AND e.city_id = directory_counts.city_id AND e.active = 1
);
CREATE INDEX directory_entries_page
  ON directory_entries(tag_id, city_id, active, score DESC, member_id);
-- A member's entries, for the trigger.
CREATE INDEX directory_entries_of_member ON directory_entries(member_id);

CREATE TRIGGER directory_entries_active_on_status AFTER UPDATE OF status ON members
  WHEN (OLD.status = 'active') <> (NEW.status = 'active')
BEGIN
  UPDATE directory_counts SET total = total + CASE WHEN NEW.status = 'active' THEN 1 ELSE -1 END
    WHERE (tag_id, city_id) IN (
      SELECT tag_id, city_id FROM directory_entries
      WHERE member_id = NEW.id AND active = (OLD.status = 'active')
    );
  UPDATE directory_entries SET active = (NEW.status = 'active') WHERE member_id = NEW.id;
END;

-- Entries are written with their listing's count, for active members; one written for a member
-- who is not active is marked so.
CREATE TRIGGER directory_entries_active_on_insert AFTER INSERT ON directory_entries
  WHEN NEW.active = 1 AND NOT EXISTS (SELECT 1 FROM members WHERE id = NEW.member_id AND status = 'active')
BEGIN
  UPDATE directory_entries SET active = 0
    WHERE tag_id = NEW.tag_id AND city_id = NEW.city_id AND score = NEW.score AND member_id = NEW.member_id;
END;

-- Rankings: the active ranks of each period, for every category ('all') and per category. Kept by
-- triggers on every write of points (an insert, an update, a delete: points are written with an
-- upsert, as REPLACE deletes without firing delete triggers) and on a member's status through
-- ranking_points.active (migration 0009).
CREATE TABLE ranking_counts (
  period TEXT NOT NULL,
  year INTEGER NOT NULL,
  number INTEGER NOT NULL,
  category TEXT NOT NULL,        -- a member category, or 'all'
  total INTEGER NOT NULL,
  PRIMARY KEY (period, year, number, category)
) WITHOUT ROWID;
INSERT INTO ranking_counts (period, year, number, category, total)
  SELECT period, year, number, 'all', count(*) FROM ranking_points WHERE active = 1
  GROUP BY period, year, number;
INSERT INTO ranking_counts (period, year, number, category, total)
  SELECT period, year, number, category, count(*) FROM ranking_points WHERE active = 1
  GROUP BY period, year, number, category;

-- Replaces migration 0009's insert trigger: the row is counted as written, then a row of a member
-- who is not active is marked so (the update trigger below takes it off the counts). One trigger,
-- so the two happen in this order.
DROP TRIGGER ranking_points_active_on_insert;
CREATE TRIGGER ranking_points_on_insert AFTER INSERT ON ranking_points
BEGIN
  INSERT INTO ranking_counts (period, year, number, category, total)
    SELECT NEW.period, NEW.year, NEW.number, value, 1 FROM json_each(json_array('all', NEW.category))
    WHERE NEW.active = 1
    ON CONFLICT DO UPDATE SET total = total + 1;
  UPDATE ranking_points SET active = 0
    WHERE period = NEW.period AND year = NEW.year AND number = NEW.number AND member_id = NEW.member_id
      AND active = 1 AND NOT EXISTS (SELECT 1 FROM members WHERE id = NEW.member_id AND status = 'active');
END;

CREATE TRIGGER ranking_counts_on_delete AFTER DELETE ON ranking_points WHEN OLD.active = 1
BEGIN
  UPDATE ranking_counts SET total = total - 1
    WHERE period = OLD.period AND year = OLD.year AND number = OLD.number AND category IN ('all', OLD.category);
END;

CREATE TRIGGER ranking_counts_on_update AFTER UPDATE OF active, category ON ranking_points
  WHEN OLD.active <> NEW.active OR OLD.category <> NEW.category
BEGIN
  UPDATE ranking_counts SET total = total - 1
    WHERE OLD.active = 1 AND period = OLD.period AND year = OLD.year AND number = OLD.number
      AND category IN ('all', OLD.category);
  INSERT INTO ranking_counts (period, year, number, category, total)
    SELECT NEW.period, NEW.year, NEW.number, value, 1 FROM json_each(json_array('all', NEW.category))
    WHERE NEW.active = 1
    ON CONFLICT DO UPDATE SET total = total + 1;
END;
