import type { CodegenConfig } from '@graphql-codegen/cli';

// The web client's types come from the schema printed by the API builder (api/schema.graphql).
const config: CodegenConfig = {
  schema: 'api/schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      config: {
        scalars: { DateTime: 'string', MessageParams: 'Record<string, string | number>' },
        enumsAsTypes: true,
        useTypeImports: true,
      },
      // persisted-documents.json lists every operation the web app ships: the API's metrics label those by name
      // and everything else as "other" (api/src/lib/metrics.ts), so clients cannot grow the label set.
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' }, persistedDocuments: true },
    },
  },
};

export default config;
