import type { Messages } from '../i18n/messages-types';

export interface MaintenanceProps {
  /** The locale's messages when the root loader answered; the spec's English text otherwise. */
  messages?: Messages | undefined;
}

/** Replaces the app on a render failure (shop.md §2): never a blank screen. */
export function Maintenance({ messages }: MaintenanceProps) {
  return (
    <main id="main" className="maintenance">
      <svg className="maintenance-mark" viewBox="0 0 64 64" aria-hidden="true">
        <rect x="8" y="10" width="48" height="44" rx="3" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M8 25h48M8 40h48M32 10v44" stroke="currentColor" strokeWidth="3" />
      </svg>
      <h1>{messages?.['maintenance.title'] ?? 'Website is down for maintenance'}</h1>
      <p>{messages?.['maintenance.body'] ?? 'Please try again in a few minutes.'}</p>
      <a className="button" href="">
        {messages?.['maintenance.reload'] ?? 'Reload the page'}
      </a>
    </main>
  );
}
