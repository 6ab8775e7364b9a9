import { createContext, useContext } from 'react';

/**
 * A class for content that renders in a portal (dialogs, sheets, select lists): it leaves the page
 * root, so it cannot inherit a class set there. The chat page provides its theme class, so its
 * dialogs wear the conversation's theme like the page behind them.
 */
const PortalClassContext = createContext<string | undefined>(undefined);

export const PortalClassProvider = PortalClassContext.Provider;

export function usePortalClass(): string | undefined {
  return useContext(PortalClassContext);
}
