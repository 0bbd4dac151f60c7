-- A directory sorted by rating or by reviews walks members in that order and keeps those of the
-- listing (src/graphql/resolvers/marketplace-directory.ts), instead of reading the listing whole
-- to sort it: 145,000 rows for every provider of the 1M-review set. Each index holds exactly the
-- order it serves, ties broken by score, then id.
CREATE INDEX members_by_rating ON members(status, coalesce(average_rating, -1) DESC, score_sum DESC, id);
CREATE INDEX members_by_reviews ON members(status, review_count DESC, score_sum DESC, id);
-- Whether a member is in a listing, without its score.
CREATE INDEX directory_entries_member ON directory_entries(tag_id, city_id, member_id);
