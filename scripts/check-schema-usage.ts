/**
 * Fails when a field of the GraphQL schema is selected by no operation: every output field of
 * src/graphql/schema/*.graphql must be read by some document of src/graphql/operations/*.graphql
 * (trusted documents are the only way in, so an unselected field is dead code in the schema and
 * its resolver). A field selected through an interface counts for every implementation.
 *
 * @example npx tsx scripts/check-schema-usage.ts
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  isInterfaceType,
  isObjectType,
  parse,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';

const root = path.join(import.meta.dirname, '..');

async function readAll(dir: string): Promise<string> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.graphql')).sort();
  const texts = await Promise.all(names.map((name) => readFile(path.join(dir, name), 'utf8')));
  return texts.join('\n');
}

const schema = buildSchema(await readAll(path.join(root, 'src/graphql/schema')));
const documents = parse(await readAll(path.join(root, 'src/graphql/operations')));

const used = new Set<string>();
const typeInfo = new TypeInfo(schema);
visit(
  documents,
  visitWithTypeInfo(typeInfo, {
    Field(node) {
      const parent = typeInfo.getParentType();
      if (!parent || node.name.value.startsWith('__')) return;
      used.add(`${parent.name}.${node.name.value}`);
      if (isInterfaceType(parent)) {
        for (const type of schema.getPossibleTypes(parent)) used.add(`${type.name}.${node.name.value}`);
      }
    },
  }),
);

const unused: string[] = [];
for (const type of Object.values(schema.getTypeMap())) {
  if (type.name.startsWith('__') || !(isObjectType(type) || isInterfaceType(type))) continue;
  // A type no operation reaches at all is reported once, by its fields below.
  for (const field of Object.values(type.getFields())) {
    const key = `${type.name}.${field.name}`;
    if (!used.has(key)) unused.push(`${key}: ${String(getNamedType(field.type))}`);
  }
}

if (unused.length > 0) {
  console.error(`${unused.length} schema field(s) selected by no operation:\n  ${unused.join('\n  ')}`);
  process.exit(1);
}
console.log('check-schema-usage: every schema field is selected by an operation');
