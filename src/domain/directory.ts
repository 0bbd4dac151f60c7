/**
 * How deep a directory listing can be browsed, in any order: its best 500 providers, as a
 * leaderboard. Every page is an OFFSET walk of the rows before it, and the last page of every
 * provider of the 1M-review set (page 3,466, linked from the first) read 144,000 rows in 525 ms
 * of SQL. The listing's count still says how many providers it has; activities and cities
 * narrow it.
 */
export const DIRECTORY_BROWSABLE = 500;
