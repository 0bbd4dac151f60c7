import type { ReactNode } from 'react';
import { safeHref } from './safe-href';
import type { MentionLinker } from './types';

/** Deeper trees are cut: content is data, and data can be hostile. */
const MAX_DEPTH = 24;

interface RichTextProps {
  /** The parsed structured content: a node, a list of nodes, or a JSON string of either. */
  content: unknown;
  /** Builds the path of a mention from its kind; mentions without a path render as text. */
  linkMention: MentionLinker;
  className?: string;
  /** Language of the content when it differs from the page's (a BCP 47 tag). */
  lang?: string;
}

/**
 * Renders structured rich text as React elements. Never injects HTML: every string is a text
 * node, every link is checked, mentions link by entity kind through `linkMention`.
 * @example <RichText content={article.body} linkMention={mentionLinker(locale)} />
 */
export function RichText({ content, linkMention, className, lang }: RichTextProps) {
  const nodes = toNodes(parse(content));
  return (
    <div className={className ?? 'rich-text'} lang={lang}>
      {renderNodes(nodes, linkMention, 0)}
    </div>
  );
}

function parse(content: unknown): unknown {
  if (typeof content !== 'string') return content;
  try {
    return JSON.parse(content);
  } catch {
    // Plain text stored where structure was expected: show it as one paragraph.
    return [{ type: 'paragraph', children: [{ type: 'text', text: content }] }];
  }
}

function toNodes(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.filter(isNode);
  if (isNode(value))
    return value.type === 'doc' || value.type === 'root' ? toNodes(children(value)) : [value];
  return [];
}

function isNode(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function children(node: Record<string, unknown>): unknown {
  return node.children ?? node.content;
}

function text(node: Record<string, unknown>): string {
  const value = node.text ?? node.value;
  return typeof value === 'string' ? value : '';
}

function renderNodes(nodes: Record<string, unknown>[], link: MentionLinker, depth: number): ReactNode[] {
  if (depth > MAX_DEPTH) return [];
  return nodes.map((node, index) => renderNode(node, link, depth, index));
}

function renderNode(
  node: Record<string, unknown>,
  link: MentionLinker,
  depth: number,
  key: number,
): ReactNode {
  const inner = () => renderNodes(toNodes(children(node)), link, depth + 1);
  switch (node.type) {
    case 'text':
      return <Marked key={key} text={text(node)} marks={node.marks} />;
    case 'paragraph':
      return <p key={key}>{inner()}</p>;
    case 'heading':
      return (
        <Heading key={key} level={node.level}>
          {inner()}
        </Heading>
      );
    case 'list':
      return node.ordered ? <ol key={key}>{inner()}</ol> : <ul key={key}>{inner()}</ul>;
    case 'list-item':
    case 'listItem':
      return <li key={key}>{inner()}</li>;
    case 'quote':
    case 'blockquote':
      return <blockquote key={key}>{inner()}</blockquote>;
    case 'break':
      return <br key={key} />;
    case 'link':
      return (
        <SafeLink key={key} href={node.href ?? node.url}>
          {inner()}
        </SafeLink>
      );
    case 'mention':
      return <Mention key={key} node={node} link={link} />;
    default:
      // Unknown node: keep its words, drop its meaning.
      return node.text !== undefined || node.value !== undefined ? (
        text(node)
      ) : (
        <span key={key}>{inner()}</span>
      );
  }
}

function Marked({ text, marks }: { text: string; marks: unknown }) {
  const list = Array.isArray(marks) ? marks : [];
  let out: ReactNode = text;
  if (list.includes('code')) out = <code>{out}</code>;
  if (list.includes('underline')) out = <u>{out}</u>;
  if (list.includes('italic')) out = <em>{out}</em>;
  if (list.includes('bold')) out = <strong>{out}</strong>;
  return <>{out}</>;
}

function Heading({ level, children }: { level: unknown; children: ReactNode }) {
  // Page titles own h1; content headings start at h2.
  const n = typeof level === 'number' ? Math.min(Math.max(Math.trunc(level), 2), 4) : 2;
  if (n === 2) return <h2>{children}</h2>;
  if (n === 3) return <h3>{children}</h3>;
  return <h4>{children}</h4>;
}

function SafeLink({ href, children }: { href: unknown; children: ReactNode }) {
  const safe = safeHref(href);
  if (!safe) return <>{children}</>;
  const external = !safe.startsWith('/');
  return (
    <a href={safe} rel={external ? 'noopener noreferrer nofollow' : undefined}>
      {children}
    </a>
  );
}

function Mention({ node, link }: { node: Record<string, unknown>; link: MentionLinker }) {
  const kind = typeof node.kind === 'string' ? node.kind.toUpperCase() : '';
  const slug = typeof node.slug === 'string' ? node.slug : undefined;
  const id = typeof node.id === 'string' ? node.id : undefined;
  const label = typeof node.label === 'string' && node.label ? node.label : (slug ?? '');
  const href = safeHref(link({ kind, slug, id }));
  if (!href?.startsWith('/')) return <span className="mention">{label}</span>;
  return (
    <a className="mention" data-kind={kind.toLowerCase()} href={href}>
      {label}
    </a>
  );
}
