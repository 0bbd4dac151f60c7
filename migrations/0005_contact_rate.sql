-- Contact messages per client and hour, counted atomically: one conditional upsert takes a slot
-- only while the count is under the limit, so parallel posts cannot all pass a read-then-write check.
CREATE TABLE contact_rate (
  bucket TEXT NOT NULL,          -- a hash of the client IP ('shared' when the IP is unknown)
  window INTEGER NOT NULL,       -- hours since the epoch
  count INTEGER NOT NULL,
  PRIMARY KEY (bucket, window)
) WITHOUT ROWID;
