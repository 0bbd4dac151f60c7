-- Live leaderboards read one page in the ranking's full order (points, then review count, then
-- member): with these indexes SQLite walks the order and stops at the page instead of sorting
-- every ranked member of the period.
DROP INDEX IF EXISTS ranking_points_all;
DROP INDEX IF EXISTS ranking_points_category;
CREATE INDEX ranking_points_all ON ranking_points(period, year, number, points DESC, review_count DESC, member_id);
CREATE INDEX ranking_points_category ON ranking_points(period, year, number, category, points DESC, review_count DESC, member_id);
