import { useEffect } from 'react';

const SITE_NAME = 'Rihla';

/**
 * Sets the tab title to 'Page · Rihla' (just 'Rihla' without a page name). The page name comes already in the
 * reader's language (intl.formatMessage); the brand stays 'Rihla' in every language.
 */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} · ${SITE_NAME}` : SITE_NAME;
  }, [page]);
}
