import { PRODUCT_NAME } from '@facet/contracts';
import { useEffect } from 'react';

const DEFAULT_TITLE = `${PRODUCT_NAME} — AI career coaching`;

/** Set the tab title for a page: "Settings · Facet"; no argument gives the product title. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : DEFAULT_TITLE;
  }, [title]);
}
