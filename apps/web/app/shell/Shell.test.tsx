import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { footerSchema, headerMenuSchema } from '@masswerk/contract';
import footerContent from '../../../../content/en_GB/footer.json';
import headerMenu from '../../../../content/en_GB/headerMenu.json';
import messages from '../i18n/messages/en_GB.json';
import { Footer } from './Footer';
import { Shell } from './Shell';

// The shell under a root route answering as the real root loader does, with the seeded en_GB menus.
function renderShell(
  Page: () => React.ReactNode = () => (
    <Shell>
      <Outlet />
    </Shell>
  ),
) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale: 'en_GB', messages, headerMenu: headerMenuSchema.parse(headerMenu.default), footer: footerSchema.parse(footerContent.default), origin: 'http://localhost' }),
      Component: Page,
      children: [{ index: true, Component: () => <main id="main">home</main> }, { path: '*', Component: () => <main id="main">elsewhere</main> }],
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

async function settle() {
  await act(() => vi.advanceTimersByTimeAsync(0));
}

async function openMenu() {
  await settle();
  fireEvent.click(screen.getByRole('button', { name: messages['header.openMenu'] }));
  return screen.getByRole('dialog');
}

const menuState = () => document.querySelector('.mobile-menu')?.getAttribute('data-state') ?? 'closed';

describe('the mobile menu', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('opens on tab 0 with the categories, the customise list and the footer links, and locks the page scroll', async () => {
    renderShell();
    const dialog = await openMenu();
    expect(menuState()).toBe('opened');
    expect(document.body.style.overflow).toBe('hidden');
    expect(dialog.getAttribute('data-tab')).toBe('0');
    for (const group of headerMenu.default.groups) expect(dialog.textContent).toContain(group.title);
    expect(dialog.textContent).toContain(messages['mobileMenu.customise']);
    expect(dialog.textContent).toContain(footerContent.default.groups[0]!.links[0]!.title);
    expect(document.activeElement?.getAttribute('aria-label')).toBe(messages['mobileMenu.close']);
  });

  it('shows a category on tab 1 with a back button to tab 0', async () => {
    renderShell();
    const dialog = await openMenu();
    const first = headerMenu.default.groups[0]!;
    fireEvent.click(within(dialog).getByRole('button', { name: first.title }));
    expect(dialog.getAttribute('data-tab')).toBe('1');
    expect(dialog.textContent).toContain(first.navGroups[0]!.links[0]!.title);
    fireEvent.click(within(dialog).getByRole('button', { name: messages['mobileMenu.back'] }));
    expect(dialog.getAttribute('data-tab')).toBe('0');
  });

  it('closes on Escape even when focus has left it: closing for 300 ms, then closed, scroll back, focus on the burger', async () => {
    renderShell();
    await openMenu();
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(menuState()).toBe('closing');
    expect(document.body.style.overflow).toBe('hidden');
    act(() => vi.advanceTimersByTime(299));
    expect(menuState()).toBe('closing');
    act(() => vi.advanceTimersByTime(1));
    expect(menuState()).toBe('closed');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement?.classList.contains('burger')).toBe(true);
  });

  it('brings Tab back inside when focus has left it', async () => {
    renderShell();
    const dialog = await openMenu();
    (document.activeElement as HTMLElement).blur();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes when a link is chosen', async () => {
    renderShell();
    const dialog = await openMenu();
    const link = headerMenu.default.customise[0]!;
    fireEvent.click(within(dialog).getByRole('link', { name: link.title }));
    await settle();
    expect(menuState()).toBe('closing');
    act(() => vi.advanceTimersByTime(300));
    expect(menuState()).toBe('closed');
  });
});

describe('the footer', () => {
  afterEach(cleanup);

  it('has the link groups from content, the update-consent link, and room for widgets above the groups', async () => {
    const onOpenConsent = vi.fn();
    renderShell(() => (
      <Footer onOpenConsent={onOpenConsent}>
        <section aria-label="help">Help panel</section>
      </Footer>
    ));
    const footer = await screen.findByRole('contentinfo');
    for (const group of footerContent.default.groups) expect(within(footer).getByRole('navigation', { name: group.title })).toBeTruthy();
    const widgets = within(footer).getByRole('region', { name: 'help' });
    expect(widgets.compareDocumentPosition(within(footer).getAllByRole('navigation')[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(within(footer).getByRole('button', { name: messages['footer.consent'] }));
    expect(onOpenConsent).toHaveBeenCalledOnce();
  });
});
