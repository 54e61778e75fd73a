import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub, data, Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fr_FR from './i18n/messages/fr_FR.json';
import { ErrorBoundary } from './root';

// The root route's error boundary, under a root that answers (or fails) as the real one does, over a
// page whose render or loader fails.
function renderFailing(page: { Component?: () => never; loader?: () => never }, rootFails = false) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => {
        if (rootFails) throw new Error('content service down');
        return { locale: 'fr_FR', messages: fr_FR, headerMenu: null, footer: null, origin: 'http://localhost' };
      },
      Component: Outlet,
      ErrorBoundary: ErrorBoundary as never,
      children: [{ path: '*', ...page }],
    },
  ]);
  render(<Stub initialEntries={['/fr-fr/anything']} />);
}

describe('a failure anywhere', () => {
  // React logs the render error it caught; that is expected here.
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the maintenance page in the locale words when a page fails to render', async () => {
    renderFailing({
      Component: () => {
        throw new Error('render failed');
      },
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(fr_FR['maintenance.title']);
    expect(screen.getByText(fr_FR['maintenance.reload']).getAttribute('href')).toBe('');
  });

  it("shows the spec's English maintenance text when even the root loader failed", async () => {
    renderFailing({ Component: () => null as never }, true);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Website is down for maintenance');
  });

  it('shows the 404 page inside the shell for a thrown 404', async () => {
    renderFailing({
      loader: () => {
        throw data(null, { status: 404 });
      },
      Component: () => null as never,
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(fr_FR['notFound.title']);
    expect(screen.getByRole('banner')).toBeTruthy();
  });
});
