import { useEffect } from 'react';

const SITE_NAME = 'Rihla';

/** Sets the tab title to 'Page · Rihla' (just 'Rihla' without a page name). */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} · ${SITE_NAME}` : SITE_NAME;
  }, [page]);
}
