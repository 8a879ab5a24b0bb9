/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** GraphQL endpoint; defaults to /graphql (proxied to the API in development). */
  readonly VITE_GRAPHQL_URL?: string;
}
