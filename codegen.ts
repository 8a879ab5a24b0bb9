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
        scalars: { DateTime: 'string' },
        enumsAsTypes: true,
        useTypeImports: true,
      },
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
    },
  },
};

export default config;
