import { type DocumentNode, type OperationDefinitionNode, parse } from 'graphql';
import { operations } from '../generated/graphql';

/** A registered (trusted) operation. */
export interface RegisteredOperation {
  name: string;
  kind: 'query' | 'mutation';
  /** Fresh TTL in seconds (`# @ttl N` in its file; 60 by default). */
  ttl: number;
  document: DocumentNode;
  definition: OperationDefinitionNode;
}

/** Looks operations up by name; documents are parsed once, on first use. */
export type OperationRegistry = (name: string) => RegisteredOperation | undefined;

/**
 * A registry over a map of documents (the generated one by default; tests may add their own).
 * @example const lookup = createRegistry(); lookup('Cities')?.kind // 'query'
 */
export function createRegistry(
  source: Record<string, { kind: string; ttl: number; document: string }> = operations,
): OperationRegistry {
  const parsed = new Map<string, RegisteredOperation>();
  return function lookup(name) {
    if (!Object.hasOwn(source, name)) return undefined;
    let found = parsed.get(name);
    if (!found) {
      const entry = source[name] as { kind: 'query' | 'mutation'; ttl: number; document: string };
      const document = parse(entry.document);
      const definition = document.definitions.find(
        (node): node is OperationDefinitionNode => node.kind === 'OperationDefinition',
      );
      if (!definition) return undefined;
      found = { name, kind: entry.kind, ttl: entry.ttl, document, definition };
      parsed.set(name, found);
    }
    return found;
  };
}

/** The registry of every operation built from src/graphql/operations. */
export const registry = createRegistry();
