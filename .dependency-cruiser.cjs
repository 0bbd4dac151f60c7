/**
 * The import rules of src/ (docs/architecture.md, "Layers"), checked by `npm run lint`:
 * a module imports from its own layer or a lower one, never a higher one; no import runs in a
 * circle, type-only imports included. Tests (and their fixtures) may import anything.
 */

/** The layers of src/, highest first: each may import the layers below it. */
const LAYERS = [
  ['app', '^src/index\\.ts$'],
  ['pages', '^src/pages/'],
  ['endpoints', '^src/(api|edge|jobs)/'],
  ['screens', '^src/screens/'],
  ['render', '^src/render/'],
  ['graphql', '^src/graphql/'],
  ['contact', '^src/contact/'],
  ['islands', '^src/islands/'],
  ['ui', '^src/ui/'],
  ['middleware', '^src/middleware/'],
  ['routing', '^src/routing/'],
  ['foundation', '^src/(config|http|i18n|domain|generated|styles)/'],
];

/**
 * The imports allowed to run up a layer, each explained in docs/architecture.md ("Exceptions").
 * [from, to]: both are path patterns.
 */
const EXCEPTIONS = [
  // A request refused or failed before any route answers with the error page of every locale.
  ['^src/middleware/(platform|admission)\\.ts$', '^src/render/error-handler\\.tsx$'],
];

const TESTS = '(\\.test\\.tsx?$|(^|/)test-fixture\\.ts$|(^|/)embed-fixture\\.ts$)';

/** The index of the layer a path pattern of EXCEPTIONS belongs to. */
const layerOf = (pattern) => {
  const path = pattern.replace(/^\^/, '').replace(/\\/g, '');
  return LAYERS.findIndex(([, layer]) => new RegExp(layer).test(path));
};
/** The patterns of the layers above layer `index`, as one. */
const above = (index) =>
  LAYERS.slice(0, index)
    .map(([, path]) => `(${path})`)
    .join('|');

const exceptionFiles = EXCEPTIONS.map(([from]) => from);

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import runs in a circle under src/, type-only imports included',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    // One rule per layer: nothing of it imports a layer above it.
    ...LAYERS.slice(1).map(([name, path], index) => ({
      name: `layer-${name}`,
      comment: `${name} (${path}) imports only its own layer and the ones below (docs/architecture.md, Layers)`,
      severity: 'error',
      from: { path, pathNot: [TESTS, ...exceptionFiles].join('|') },
      to: { path: above(index + 1) },
    })),
    // The files of an exception keep their layer's rule for every other import.
    ...EXCEPTIONS.map(([from, to]) => ({
      name: `layer-exception-${from.replace(/[^a-z]+/gi, '-').replace(/^-|-$/g, '')}`,
      comment: `${from} imports no higher layer but ${to} (docs/architecture.md, Exceptions)`,
      severity: 'error',
      from: { path: from },
      to: { path: above(layerOf(from)), pathNot: to },
    })),
    {
      name: 'presentation-reads-no-data',
      comment: 'ui/ and islands/ (bundled for the browser too) never reach GraphQL, middleware or bindings',
      severity: 'error',
      from: { path: '^src/(ui|islands)/', pathNot: TESTS },
      to: { path: '^src/(graphql|contact|middleware)/' },
    },
  ],
  options: {
    // Type-only imports count: a circle of types ties the layers together as much as any.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.worker.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/generated/' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
