import { graphql } from '../../gql';

export const LEGAL_DOCUMENT_QUERY = graphql(`
  query LegalDocument($kind: LegalDocumentKind!, $locale: String!) {
    legalDocument(kind: $kind, locale: $locale) {
      id
      title
      body
      version
      createdAt
    }
  }
`);
