import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import nl_NL from '../i18n/messages/nl_NL.json';
import type { ContentPageData } from '../content/page.server';
import ContentPage from './content-page';

function renderPage(answer: ContentPageData) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale: 'nl_NL', messages: nl_NL }),
      Component: Outlet,
      children: [{ path: '*', loader: () => answer, Component: ContentPage as never }],
    },
  ]);
  render(<Stub initialEntries={['/nl-nl/faq']} />);
}

describe('the content page without its content', () => {
  afterEach(cleanup);

  it('says the page is unavailable for now and offers a reload while the content service fails', async () => {
    renderPage({ found: false, unavailable: true });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(nl_NL['unavailable.title']);
    expect(screen.getByText(nl_NL['maintenance.reload']).getAttribute('href')).toBe('');
  });

  it('is the 404 page when there is no such page', async () => {
    renderPage({ found: false });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(nl_NL['notFound.title']);
  });
});
