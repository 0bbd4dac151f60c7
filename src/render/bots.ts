// Crawlers and previewers get the whole document at once (no streaming), so they never index a
// half-rendered page.
const BOT =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|lighthouse|headlesschrome/i;

/** Whether a User-Agent belongs to a crawler or a link previewer. @example isBot('Googlebot/2.1') // true */
export function isBot(userAgent: string | undefined | null): boolean {
  return Boolean(userAgent && BOT.test(userAgent));
}
