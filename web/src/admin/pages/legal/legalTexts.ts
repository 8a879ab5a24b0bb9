import { graphql } from '../../../gql';

export const LEGAL_VERSIONS_QUERY = graphql(`
  query LegalDocumentVersions($kind: LegalDocumentKind!, $locale: String!) {
    legalDocumentVersions(kind: $kind, locale: $locale) {
      id
      version
      title
      body
      createdAt
      createdBy {
        id
        name
      }
    }
  }
`);

export const SAVE_LEGAL_DOCUMENT_MUTATION = graphql(`
  mutation SaveLegalDocument($kind: LegalDocumentKind!, $locale: String!, $title: String!, $body: String!) {
    saveLegalDocument(kind: $kind, locale: $locale, title: $title, body: $body) {
      id
      version
    }
  }
`);
