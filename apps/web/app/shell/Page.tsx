import type { ReactNode } from 'react';

/** A plain shop page: the main landmark, its header with the title and (where given) a lead, then the content. */
export function Page({ title, lead, children }: { title: ReactNode; lead?: ReactNode; children?: ReactNode }) {
  return (
    <main id="main" className="page">
      <header className="page-header">
        <h1>{title}</h1>
        {lead != null && <p className="lead">{lead}</p>}
      </header>
      {children}
    </main>
  );
}
