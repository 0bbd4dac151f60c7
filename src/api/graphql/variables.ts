import type { OperationDefinitionNode, TypeNode } from 'graphql';
import { OperationError } from '../../graphql/execute';

function namedType(type: TypeNode): string {
  return type.kind === 'NamedType' ? type.name.value : namedType(type.type);
}

function fromText(type: string, value: string): unknown {
  if (type === 'Int' || type === 'Float') {
    // Left as text when it is not a number, so variable coercion reports it (400).
    const number = Number(value);
    return value.trim() !== '' && Number.isFinite(number) ? number : value;
  }
  if (type === 'Boolean') return value === 'true' ? true : value === 'false' ? false : value;
  return value;
}

/**
 * Variables of a GET call: one JSON `__variables` parameter, plus one query parameter per
 * variable (strings as they are; Int, Float and Boolean parsed). Malformed JSON is a 400.
 * @example variablesFromQuery(definition, { slug: 'acme', __variables: '{"page":2}' })
 */
export function variablesFromQuery(
  definition: OperationDefinitionNode,
  query: Record<string, string>,
): Record<string, unknown> {
  let variables: Record<string, unknown> = {};
  const raw = query.__variables;
  if (raw !== undefined && raw !== '') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw new OperationError(400, '__variables is not valid JSON');
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      throw new OperationError(400, '__variables must be a JSON object');
    variables = parsed as Record<string, unknown>;
  }
  for (const node of definition.variableDefinitions ?? []) {
    const name = node.variable.name.value;
    const value = query[name];
    if (value !== undefined) variables[name] = fromText(namedType(node.type), value);
  }
  return variables;
}
