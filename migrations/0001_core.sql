-- Core schema of the marketplace (product spec section 3, design section 5).
-- Translated text columns hold JSON maps keyed by upper-case locale: {"FR_FR": "...", "EN_GB": "..."}.

CREATE TABLE cities (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,            -- translated
  position INTEGER NOT NULL DEFAULT 0
);

-- Service tags (CATEGORY > ACTIVITY > SPECIALTY) and other tag kinds (AREA, MARKETING_CATEGORY, QUALITY).
CREATE TABLE tags (
  id INTEGER PRIMARY KEY,
  public_id TEXT NOT NULL UNIQUE,
  slug TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('ACTIVITY','AREA','CATEGORY','MARKETING_CATEGORY','QUALITY','SPECIALTY')),
  label TEXT,                    -- translated, may be missing
  icon TEXT,
  parent_id INTEGER REFERENCES tags(id),
  position INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX tags_kind_slug ON tags(kind, slug);
CREATE INDEX tags_slug ON tags(slug);
CREATE INDEX tags_parent ON tags(parent_id, position);

CREATE TABLE members (
  id INTEGER PRIMARY KEY,
  public_id TEXT NOT NULL UNIQUE,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  short_description TEXT,        -- translated
  about TEXT,                    -- translated
  unique_value TEXT,             -- translated: what makes the provider unique
  customer_journey TEXT,         -- translated JSON: {"FR_FR": ["step", ...]}
  website TEXT,
  primary_color TEXT,            -- null means the brand green #23A954
  logo_key TEXT,                 -- R2 key
  cover_key TEXT,                -- R2 key
  founded_at TEXT,               -- ISO date the company was created
  created_at TEXT NOT NULL,      -- ISO date the profile was created
  updated_at TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active','excluded','ceased')),
  category TEXT NOT NULL,        -- main member category (underscore form)
  -- aggregates over published reviews, kept current on every review write
  review_count INTEGER NOT NULL DEFAULT 0,
  rating_sum INTEGER NOT NULL DEFAULT 0,     -- sum of published_rating (10 scale)
  average_rating REAL,                       -- 10 scale, null without reviews
  testimony_count INTEGER NOT NULL DEFAULT 0,
  video_count INTEGER NOT NULL DEFAULT 0,
  case_study_count INTEGER NOT NULL DEFAULT 0,
  score_sum INTEGER NOT NULL DEFAULT 0,      -- all-time points (design section 6)
  score_12m INTEGER NOT NULL DEFAULT 0,      -- points of the last twelve months: trust power
  last_review_at TEXT
);
CREATE INDEX members_status_score ON members(status, score_sum DESC);
CREATE INDEX members_category_score ON members(status, category, score_sum DESC);
CREATE INDEX members_updated ON members(updated_at);

CREATE TABLE member_tags (
  member_id INTEGER NOT NULL REFERENCES members(id),
  tag_id INTEGER NOT NULL REFERENCES tags(id),
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, tag_id)
) WITHOUT ROWID;
CREATE INDEX member_tags_tag ON member_tags(tag_id, member_id);

CREATE TABLE member_locations (
  member_id INTEGER NOT NULL REFERENCES members(id),
  city_id INTEGER NOT NULL REFERENCES cities(id),
  address TEXT,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, city_id)
) WITHOUT ROWID;
CREATE INDEX member_locations_city ON member_locations(city_id, member_id);

-- Directory listing: one row per (service tag or 0 for all services) x (city or 0 for everywhere) x member,
-- ordered by score so a directory page reads only the rows it shows.
CREATE TABLE directory_entries (
  tag_id INTEGER NOT NULL,       -- 0 = every service
  city_id INTEGER NOT NULL,      -- 0 = every city
  score INTEGER NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  PRIMARY KEY (tag_id, city_id, score, member_id)
) WITHOUT ROWID;
CREATE TABLE directory_counts (
  tag_id INTEGER NOT NULL,
  city_id INTEGER NOT NULL,
  total INTEGER NOT NULL,
  PRIMARY KEY (tag_id, city_id)
) WITHOUT ROWID;

-- Buyers: client companies that write reviews.
CREATE TABLE buyers (
  id INTEGER PRIMARY KEY,
  public_id TEXT NOT NULL UNIQUE,
  slug TEXT NOT NULL,
  name TEXT NOT NULL,
  sector TEXT CHECK (sector IS NULL OR (length(sector) = 1 AND sector BETWEEN 'A' AND 'U')),
  logo_key TEXT,
  website TEXT,
  city_id INTEGER REFERENCES cities(id),
  review_count INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX buyers_slug ON buyers(slug);
CREATE INDEX buyers_reviews ON buyers(review_count DESC, id);

-- Contacts: the people who write reviews.
CREATE TABLE contacts (
  id INTEGER PRIMARY KEY,
  public_id TEXT NOT NULL UNIQUE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  job_title TEXT,                -- translated
  avatar_key TEXT,
  buyer_id INTEGER REFERENCES buyers(id)
);
CREATE INDEX contacts_buyer ON contacts(buyer_id);

CREATE TABLE qualities (
  id INTEGER PRIMARY KEY,
  public_id TEXT NOT NULL UNIQUE,
  slug TEXT NOT NULL UNIQUE,
  label TEXT NOT NULL,           -- translated
  icon TEXT,
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  public_id TEXT NOT NULL UNIQUE,
  member_id INTEGER NOT NULL REFERENCES members(id),
  contact_id INTEGER REFERENCES contacts(id),   -- null: no account (logged, shown without one)
  buyer_id INTEGER REFERENCES buyers(id),
  buyer_sector TEXT,                             -- copy of buyers.sector for the sector filter
  published_at TEXT NOT NULL,                    -- ISO timestamp
  published_rating INTEGER NOT NULL CHECK (published_rating BETWEEN 0 AND 10),
  lang TEXT NOT NULL DEFAULT 'FR_FR',            -- language the review was written in
  title TEXT,                                    -- translated
  description TEXT,                              -- translated
  summary_issue TEXT,                            -- translated
  summary_solution TEXT,                         -- translated
  summary_result TEXT,                           -- translated
  case_study TEXT,                               -- translated JSON: {"FR_FR": [{"title": "", "body": ""}]}
  timeline TEXT,                                 -- JSON: [{"date": "YYYY-MM-DD", "label": {"FR_FR": ""}}]
  cover_key TEXT,
  referrer TEXT,
  anonymised INTEGER NOT NULL DEFAULT 0,
  featured INTEGER NOT NULL DEFAULT 0,
  team_pick INTEGER NOT NULL DEFAULT 0,
  cool INTEGER NOT NULL DEFAULT 0,               -- a warm, highly rated review fit for the shell
  has_testimony INTEGER NOT NULL DEFAULT 0,
  has_video INTEGER NOT NULL DEFAULT 0,
  has_case_study INTEGER NOT NULL DEFAULT 0,
  points INTEGER NOT NULL DEFAULT 0              -- ranking points of this review (design section 6)
);
CREATE INDEX reviews_member_published ON reviews(member_id, published_at DESC);
CREATE INDEX reviews_member_featured ON reviews(member_id, featured, published_at DESC);
CREATE INDEX reviews_published ON reviews(published_at DESC);
CREATE INDEX reviews_team_pick ON reviews(team_pick, published_at DESC);
CREATE INDEX reviews_cool ON reviews(cool, published_at DESC);
CREATE INDEX reviews_contact ON reviews(contact_id);
CREATE INDEX reviews_buyer ON reviews(buyer_id, published_at DESC);
CREATE INDEX reviews_member_sector ON reviews(member_id, buyer_sector, published_at DESC);

CREATE TABLE testimonies (
  id INTEGER PRIMARY KEY,
  review_id INTEGER NOT NULL UNIQUE REFERENCES reviews(id),
  body TEXT,                     -- translated
  full_text TEXT,                -- translated
  highlight TEXT,                -- translated
  verbatim TEXT,                 -- translated
  video_url TEXT,
  video_poster_key TEXT,
  written_at TEXT
);

CREATE TABLE review_qualities (
  review_id INTEGER NOT NULL REFERENCES reviews(id),
  quality_id INTEGER NOT NULL REFERENCES qualities(id),
  member_id INTEGER NOT NULL REFERENCES members(id),
  PRIMARY KEY (review_id, quality_id)
) WITHOUT ROWID;
CREATE INDEX review_qualities_member ON review_qualities(member_id, quality_id, review_id);

-- Endorsements per quality per member, kept current on review writes.
CREATE TABLE member_qualities (
  member_id INTEGER NOT NULL REFERENCES members(id),
  quality_id INTEGER NOT NULL REFERENCES qualities(id),
  endorsements INTEGER NOT NULL,
  PRIMARY KEY (member_id, quality_id)
) WITHOUT ROWID;
CREATE INDEX member_qualities_rank ON member_qualities(member_id, endorsements DESC);

CREATE TABLE review_tags (
  review_id INTEGER NOT NULL REFERENCES reviews(id),
  tag_id INTEGER NOT NULL REFERENCES tags(id),
  member_id INTEGER NOT NULL REFERENCES members(id),
  PRIMARY KEY (review_id, tag_id)
) WITHOUT ROWID;
CREATE INDEX review_tags_member ON review_tags(member_id, tag_id, review_id);

CREATE TABLE collections (
  id INTEGER PRIMARY KEY,
  public_id TEXT NOT NULL UNIQUE,
  member_id INTEGER NOT NULL REFERENCES members(id),
  title TEXT NOT NULL,           -- translated
  description TEXT,              -- translated
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX collections_member ON collections(member_id, position);
CREATE TABLE collection_reviews (
  collection_id INTEGER NOT NULL REFERENCES collections(id),
  review_id INTEGER NOT NULL REFERENCES reviews(id),
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (collection_id, review_id)
) WITHOUT ROWID;

CREATE TABLE rewards (
  id INTEGER PRIMARY KEY,
  public_id TEXT NOT NULL UNIQUE,
  member_id INTEGER NOT NULL REFERENCES members(id),
  year INTEGER NOT NULL,
  period TEXT NOT NULL,          -- weekly | monthly | quarterly | yearly
  number INTEGER NOT NULL DEFAULT 0,
  category TEXT NOT NULL,        -- member category or 'all'
  rank INTEGER NOT NULL,
  title TEXT NOT NULL,           -- translated
  payload TEXT NOT NULL,         -- JSON {top, middle, bottom, theme}
  image_key TEXT,
  awarded_at TEXT NOT NULL
);
CREATE INDEX rewards_member ON rewards(member_id, awarded_at DESC);
CREATE INDEX rewards_award ON rewards(period, year, category, rank);

CREATE TABLE badges (
  id INTEGER PRIMARY KEY,
  public_id TEXT NOT NULL UNIQUE,
  member_id INTEGER NOT NULL REFERENCES members(id),
  kind TEXT NOT NULL,
  label TEXT NOT NULL,           -- translated
  icon TEXT,
  awarded_at TEXT NOT NULL
);
CREATE INDEX badges_member ON badges(member_id, awarded_at DESC);

CREATE TABLE certifications (
  id INTEGER PRIMARY KEY,
  public_id TEXT NOT NULL UNIQUE,
  member_id INTEGER NOT NULL REFERENCES members(id),
  name TEXT NOT NULL,
  issuer TEXT NOT NULL,
  year INTEGER,
  url TEXT
);
CREATE INDEX certifications_member ON certifications(member_id);

CREATE TABLE authors (
  id INTEGER PRIMARY KEY,
  public_id TEXT NOT NULL UNIQUE,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  job_title TEXT,                -- translated
  bio TEXT,                      -- translated
  avatar_key TEXT
);

CREATE TABLE article_tags (
  id INTEGER PRIMARY KEY,
  public_id TEXT NOT NULL UNIQUE,
  slug TEXT NOT NULL UNIQUE,
  label TEXT NOT NULL            -- translated
);

CREATE TABLE articles (
  id INTEGER PRIMARY KEY,
  public_id TEXT NOT NULL UNIQUE,
  slug TEXT NOT NULL UNIQUE,
  author_id INTEGER REFERENCES authors(id),
  title TEXT NOT NULL,           -- translated
  excerpt TEXT,                  -- translated
  body TEXT NOT NULL,            -- translated structured rich text (JSON nodes, never HTML)
  cover_key TEXT,
  published_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX articles_published ON articles(published_at DESC);
CREATE TABLE article_tag_links (
  article_id INTEGER NOT NULL REFERENCES articles(id),
  article_tag_id INTEGER NOT NULL REFERENCES article_tags(id),
  PRIMARY KEY (article_id, article_tag_id)
) WITHOUT ROWID;
CREATE INDEX article_tag_links_tag ON article_tag_links(article_tag_id, article_id);
CREATE TABLE article_members (
  article_id INTEGER NOT NULL REFERENCES articles(id),
  member_id INTEGER NOT NULL REFERENCES members(id),
  PRIMARY KEY (article_id, member_id)
) WITHOUT ROWID;
CREATE INDEX article_members_member ON article_members(member_id, article_id);

CREATE TABLE member_groups (
  id INTEGER PRIMARY KEY,
  public_id TEXT NOT NULL UNIQUE,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT,              -- translated
  logo_key TEXT
);
CREATE TABLE memberships (
  member_id INTEGER NOT NULL REFERENCES members(id),
  group_id INTEGER NOT NULL REFERENCES member_groups(id),
  since TEXT,
  PRIMARY KEY (member_id, group_id)
) WITHOUT ROWID;
CREATE INDEX memberships_group ON memberships(group_id, member_id);

-- Ecosystem: companies a member likes to work with.
CREATE TABLE partners (
  member_id INTEGER NOT NULL REFERENCES members(id),
  partner_id INTEGER NOT NULL REFERENCES members(id),
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, partner_id)
) WITHOUT ROWID;

CREATE TABLE faqs (
  id INTEGER PRIMARY KEY,
  member_id INTEGER REFERENCES members(id),   -- null: a marketplace-wide question
  question TEXT NOT NULL,        -- translated
  answer TEXT NOT NULL,          -- translated
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX faqs_member ON faqs(member_id, position);

CREATE TABLE collaborators (
  id INTEGER PRIMARY KEY,
  public_id TEXT NOT NULL UNIQUE,
  member_id INTEGER NOT NULL REFERENCES members(id),
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  job_title TEXT,                -- translated
  avatar_key TEXT,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX collaborators_member ON collaborators(member_id, position);

-- CMS: marketplace pages and their components (navigation, footer, call to action, home blocks).
CREATE TABLE pages (
  id INTEGER PRIMARY KEY,
  public_id TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('ARTICLE','FEATURE','HOME','HOME_ARTICLES','HOME_MEMBERS_CLIENTS','LEADERBOARD','LEGAL','LIST','MAIN_FOOTER','MAIN_NAV','TRUSTAWARDS')),
  slug TEXT,
  title TEXT,                    -- translated
  description TEXT,              -- translated
  updated_at TEXT NOT NULL
);
CREATE INDEX pages_kind ON pages(kind);
CREATE TABLE components (
  id INTEGER PRIMARY KEY,
  public_id TEXT NOT NULL UNIQUE,
  page_id INTEGER REFERENCES pages(id),
  parent_id INTEGER REFERENCES components(id),
  kind TEXT NOT NULL,            -- page block type or a shell kind (LINK, LINK_GROUP, ...)
  position INTEGER NOT NULL DEFAULT 0,
  title TEXT,                    -- translated
  description TEXT,              -- translated
  content TEXT,                  -- JSON: {icon, button: {label (translated), link}, text (translated), theme, obfuscated}
  relationships TEXT,            -- JSON: [{kind: 'MEMBER'|'REVIEW'|'TAG'|..., public_id}]
  picture_key TEXT
);
CREATE INDEX components_page ON components(page_id, parent_id, position);
CREATE INDEX components_parent ON components(parent_id, position);
CREATE TABLE config (
  key TEXT PRIMARY KEY,          -- default_cta_component, common_cities, seed_size, ...
  value TEXT NOT NULL            -- JSON
);

-- Rankings: points per member per period, maintained on review writes and by the seed.
CREATE TABLE ranking_points (
  period TEXT NOT NULL,          -- weekly | monthly | quarterly | yearly
  year INTEGER NOT NULL,         -- ISO week-year for weekly
  number INTEGER NOT NULL,       -- week, month or quarter; 0 for yearly
  category TEXT NOT NULL,        -- member category
  member_id INTEGER NOT NULL REFERENCES members(id),
  points INTEGER NOT NULL,
  review_count INTEGER NOT NULL,
  rating_sum INTEGER NOT NULL,
  PRIMARY KEY (period, year, number, member_id)
) WITHOUT ROWID;
CREATE INDEX ranking_points_all ON ranking_points(period, year, number, points DESC, member_id);
CREATE INDEX ranking_points_category ON ranking_points(period, year, number, category, points DESC, member_id);

-- Closed periods, frozen by the cron trigger.
CREATE TABLE leaderboard_snapshots (
  period TEXT NOT NULL,
  year INTEGER NOT NULL,
  number INTEGER NOT NULL,
  category TEXT NOT NULL,        -- member category or 'all'
  start_date TEXT NOT NULL,
  computed_at TEXT NOT NULL,
  entries TEXT NOT NULL,         -- JSON [{member_id, position, points, review_count, average_rating}]
  PRIMARY KEY (period, year, number, category)
) WITHOUT ROWID;

CREATE TABLE contact_messages (
  id INTEGER PRIMARY KEY,
  idempotency_key TEXT NOT NULL UNIQUE,
  member_id INTEGER NOT NULL REFERENCES members(id),
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  company TEXT NOT NULL,
  sector TEXT,
  reason TEXT NOT NULL,
  message TEXT NOT NULL,
  locale TEXT NOT NULL,
  via TEXT NOT NULL DEFAULT 'direct',  -- direct | queue
  created_at TEXT NOT NULL
);
CREATE INDEX contact_messages_member ON contact_messages(member_id, created_at DESC);

CREATE TABLE analytics_events (
  id INTEGER PRIMARY KEY,
  message_id TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL,
  event TEXT,
  user_id TEXT,
  anonymous_id TEXT,
  timestamp TEXT,
  received_at TEXT NOT NULL,
  payload TEXT NOT NULL
);
CREATE INDEX analytics_events_received ON analytics_events(received_at);

-- Full-text search, one row per entity and locale.
CREATE VIRTUAL TABLE members_fts USING fts5(
  name, description, tags,
  member_id UNINDEXED, locale UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2'
);
CREATE VIRTUAL TABLE reviews_fts USING fts5(
  title, body, company,
  review_id UNINDEXED, member_id UNINDEXED, locale UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2'
);
