import type { OperationDefinitionNode, TypeNode } from 'graphql';
import { OperationError } from '../../graphql/execute';

function namedType(type: TypeNode): string {
  return type.kind === 'NamedType' ? type.name.value : namedType(type.type);
}

/** Numbers as a person writes them in an address: plain decimal digits, no exponent, sign, space or leading zero. */
const INT_TEXT = /^-?(?:0|[1-9]\d*)$/;
const FLOAT_TEXT = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;

function fromText(type: string, value: string): unknown {
  // Left as text when it is not written as a plain number ('1e2', '0x10', ' 3', '+3', '03'), so
  // variable coercion reports it (400) and no two spellings of one number make two cache entries.
  if (type === 'Int') return INT_TEXT.test(value) ? Number(value) : value;
  if (type === 'Float') return FLOAT_TEXT.test(value) ? Number(value) : value;
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
