-- Contact messages per client and hour, counted atomically: a slot is one row per idempotency key,
-- inserted by one conditional statement only while the client's hour holds fewer rows than the
-- limit. Parallel posts cannot all pass a read-then-write check, and twins of one key share the
-- slot of that key (a retried post is no new message).
CREATE TABLE contact_rate (
  bucket TEXT NOT NULL,          -- a hash of the client IP ('shared' when the IP is unknown)
  window INTEGER NOT NULL,       -- hours since the epoch
  idempotency_key TEXT NOT NULL, -- the message the slot was taken for
  PRIMARY KEY (bucket, window, idempotency_key)
) WITHOUT ROWID;
