/**
 * Registers every operation of src/graphql/operations/*.graphql by name (trusted documents):
 * parses the SDL files and the documents, validates each document against the schema, and writes
 * src/generated/graphql.ts (SDL, documents, fresh TTLs, schema version, result/variable types)
 * and src/generated/resolvers.ts (the `Resolvers` type: each field's parent, arguments, context
 * and result, object types read from D1 rows resolving from `Row`).
 *
 * @example npx tsx scripts/build-graphql.ts
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { codegen } from '@graphql-codegen/core';
import * as typescriptPlugin from '@graphql-codegen/typescript';
import * as operationsPlugin from '@graphql-codegen/typescript-operations';
import * as resolversPlugin from '@graphql-codegen/typescript-resolvers';
import {
  buildSchema,
  type DocumentNode,
  type FragmentDefinitionNode,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  parse,
  print,
  printSchema,
  validate,
  visit,
} from 'graphql';

const root = path.join(import.meta.dirname, '..');
const schemaDir = path.join(root, 'src/graphql/schema');
const operationsDir = path.join(root, 'src/graphql/operations');
const outFile = path.join(root, 'src/generated/graphql.ts');
const resolversFile = path.join(root, 'src/generated/resolvers.ts');

/** Fresh TTL (seconds) of an operation without a `# @ttl N` comment in its file. */
const DEFAULT_TTL = 60;

async function readGraphqlFiles(dir: string) {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.graphql')).sort();
  return Promise.all(
    names.map(async (name) => ({ name, text: await readFile(path.join(dir, name), 'utf8') })),
  );
}

function usedFragments(
  node: OperationDefinitionNode | FragmentDefinitionNode,
  all: Map<string, FragmentDefinitionNode>,
) {
  const found = new Map<string, FragmentDefinitionNode>();
  const walk = (current: OperationDefinitionNode | FragmentDefinitionNode) => {
    visit(current, {
      FragmentSpread(spread) {
        const fragment = all.get(spread.name.value);
        if (!fragment) throw new Error(`Unknown fragment ${spread.name.value}`);
        if (!found.has(fragment.name.value)) {
          found.set(fragment.name.value, fragment);
          walk(fragment);
        }
      },
    });
  };
  walk(node);
  return [...found.values()];
}

/** Object types whose resolvers receive a D1 row (MemberStats reads the member's). */
const ROW_TYPES = [
  'Article',
  'ArticleTag',
  'Author',
  'Badge',
  'Buyer',
  'Certification',
  'City',
  'Collaborator',
  'Collection',
  'Component',
  'Contact',
  'ContentPage',
  'Faq',
  'Member',
  'MemberGroup',
  'MemberStats',
  'ProjectFacts',
  'Quality',
  'Review',
  'Reward',
  'Tag',
  'Testimony',
];

/** Computed results whose fields resolve from a parent of their own type. */
const PARENT_MAPPERS = {
  ContactResult: '../contact/send#ContactOutcome',
  Leaderboard: '../graphql/resolvers/marketplace-leaderboard#LeaderboardParent',
  LeaderboardEntry: '../graphql/resolvers/marketplace-leaderboard#LeaderboardEntryParent',
  SearchResult: '../graphql/resolvers/marketplace-search#SearchParent',
};

/** Builds and writes the registry; throws with every validation error found. */
export async function buildGraphql(): Promise<void> {
  const sdlFiles = await readGraphqlFiles(schemaDir);
  const sdl = sdlFiles.map((file) => file.text).join('\n');
  const schema = buildSchema(sdl);
  const printed = printSchema(schema);

  const files = await readGraphqlFiles(operationsDir);
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations: { node: OperationDefinitionNode; ttl: number; file: string }[] = [];
  for (const file of files) {
    const ttlMatch = /#\s*@ttl\s+(\d+)/.exec(file.text);
    const document = parse(file.text);
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
      else if (definition.kind === Kind.OPERATION_DEFINITION) {
        if (!definition.name) throw new Error(`${file.name}: every operation needs a name`);
        operations.push({
          node: definition,
          ttl: ttlMatch ? Number(ttlMatch[1]) : DEFAULT_TTL,
          file: file.name,
        });
      }
    }
  }

  const errors: string[] = [];
  const registry: Record<string, { kind: string; ttl: number; document: string }> = {};
  const documents: DocumentNode[] = [];
  for (const { node, ttl, file } of operations) {
    const name = node.name?.value ?? '';
    if (registry[name]) errors.push(`${file}: operation ${name} is defined twice`);
    if (node.operation === 'subscription') errors.push(`${file}: ${name}: subscriptions are not served`);
    const document: DocumentNode = {
      kind: Kind.DOCUMENT,
      definitions: [node, ...usedFragments(node, fragments)],
    };
    for (const error of validate(schema, document)) errors.push(`${file}: ${name}: ${error.message}`);
    registry[name] = { kind: node.operation, ttl, document: print(document) };
    documents.push({ kind: Kind.DOCUMENT, definitions: [node] });
  }
  if (errors.length > 0) throw new Error(`GraphQL documents are invalid:\n${errors.join('\n')}`);

  const types = await codegen({
    schema: parse(printed),
    documents: [
      ...documents.map((document) => ({ document })),
      { document: { kind: Kind.DOCUMENT, definitions: [...fragments.values()] } as DocumentNode },
    ],
    filename: 'graphql.ts',
    config: {
      scalars: { JSON: 'unknown' },
      skipTypename: true,
      onlyOperationTypes: true,
      enumsAsTypes: true,
    },
    plugins: [{ typescript: {} }, { typescriptOperations: {} }],
    pluginMap: { typescript: typescriptPlugin, typescriptOperations: operationsPlugin },
  });

  const version = createHash('sha256')
    .update(printed)
    .update(JSON.stringify(registry))
    .digest('hex')
    .slice(0, 12);
  const names = Object.keys(registry).sort();
  const suffix = (name: string) => (registry[name]?.kind === 'mutation' ? 'Mutation' : 'Query');
  const output = [
    '// Generated by scripts/build-graphql.ts from src/graphql/schema and src/graphql/operations. Do not edit.',
    '/* eslint-disable */',
    types,
    `/** SDL of the whole schema. */\nexport const schemaSdl = ${JSON.stringify(printed)};`,
    `/** Changes whenever the schema or a document changes; part of every cache key. */\nexport const schemaVersion = ${JSON.stringify(version)};`,
    `/** Every registered operation by name. */\nexport const operations = ${JSON.stringify(
      Object.fromEntries(names.map((name) => [name, registry[name]])),
      null,
      2,
    )} as const satisfies Record<string, { kind: 'query' | 'mutation'; ttl: number; document: string }>;`,
    '/** Name of a registered operation. */\nexport type OperationName = keyof typeof operations;',
    `/** Variables and result type of each operation. */\nexport interface OperationTypes {\n${names
      .map(
        (name) =>
          `  ${name}: { variables: ${name}${suffix(name)}Variables; result: ${name}${suffix(name)} };`,
      )
      .join('\n')}\n}`,
    '',
  ].join('\n\n');
  // Object types read from a D1 row resolve from `Row`; a few computed results resolve from their
  // own parent types; every other object type (pages, pictures, hits...) is checked against its
  // generated shape, so a resolver is checked on its parent, arguments, context and result.
  for (const name of [...ROW_TYPES, ...Object.keys(PARENT_MAPPERS)])
    if (!isObjectType(schema.getType(name))) throw new Error(`Mapper of unknown object type ${name}`);
  const rowMappers = Object.fromEntries(ROW_TYPES.map((name) => [name, '../graphql/resolvers/shared#Row']));
  const resolverTypes = await codegen({
    schema: parse(printed),
    documents: [],
    filename: 'resolvers.ts',
    config: {
      scalars: { JSON: 'unknown' },
      enumsAsTypes: true,
      useTypeImports: true,
      contextType: '../graphql/context#GraphqlContext',
      mappers: { ...rowMappers, ...PARENT_MAPPERS },
    },
    plugins: [{ typescript: {} }, { typescriptResolvers: {} }],
    pluginMap: { typescript: typescriptPlugin, typescriptResolvers: resolversPlugin },
  });
  await mkdir(path.dirname(outFile), { recursive: true });
  await writeFile(outFile, output);
  await writeFile(
    resolversFile,
    `// Generated by scripts/build-graphql.ts from src/graphql/schema. Do not edit.\n/* eslint-disable */\n${resolverTypes}`,
  );
  console.log(`build-graphql: ${names.length} operations, schema ${version}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await buildGraphql();
