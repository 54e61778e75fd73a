import { createContext, useContext } from 'react';

/**
 * The page's Content-Security-Policy nonce while the server renders it (entry.server.tsx provides it
 * from the load context). In the browser it is undefined: inline scripts run once, from the server's
 * HTML, and the browser hides a rendered nonce from script anyway.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

/** The nonce for an inline <script> the page renders itself (React Router's own take theirs from <ServerRouter nonce>). */
export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
