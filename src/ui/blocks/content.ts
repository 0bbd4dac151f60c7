/** Reads a field of a block's free-form `content` JSON without trusting its shape. */
export function field(content: unknown, key: string): unknown {
  return content && typeof content === 'object' && !Array.isArray(content)
    ? (content as Record<string, unknown>)[key]
    : undefined;
}

/** A string field of content, or null. */
export function textField(content: unknown, key: string): string | null {
  const value = field(content, key);
  return typeof value === 'string' && value.trim() ? value : null;
}

/** The `button` of a content: its label and raw link (docs/cms.md). */
export function buttonOf(content: unknown): { label: string; link: unknown } | null {
  const button = field(content, 'button');
  const label = textField(button, 'label');
  return label ? { label, link: field(button, 'link') } : null;
}

/** `content.theme`, limited to the themes blocks know. */
export function themeOf(content: unknown): 'light' | 'dark' | 'brand' {
  const theme = textField(content, 'theme');
  return theme === 'dark' || theme === 'brand' ? theme : 'light';
}
