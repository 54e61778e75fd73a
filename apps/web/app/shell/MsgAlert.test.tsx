import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, Link, Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import messages from '../i18n/messages/en_GB.json';
import { alertRemainingMs, MsgAlert, searchWithoutMsg } from './MsgAlert';

// The alert inside a root route that answers like the real one (locale and messages); the visitor
// starts on / and follows a link to a page with ?msg=, as after a "Design not found" redirect.
function renderShop(target: string) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale: 'en_GB', messages }),
      Component: () => (
        <>
          <MsgAlert />
          <Outlet />
        </>
      ),
      children: [
        { index: true, Component: () => <Link to={target}>go</Link> },
        { path: 'page', Component: () => <Link to="/page?msg=Second">again</Link> },
      ],
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

/** Lets the stub router's loaders (promises) settle without moving the clock. */
async function settle() {
  await act(() => vi.advanceTimersByTimeAsync(0));
}

async function follow(name: string) {
  await settle();
  fireEvent.click(screen.getByRole('link', { name }));
  await settle();
}

describe('the ?msg= alert', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the text in the locale words for 8 s, then leaves with a 400 ms animation', async () => {
    renderShop('/page?msg=Design%20not%20found');
    await follow('go');
    const toast = screen.getByRole('status');
    expect(toast.textContent).toBe('Design not found');
    act(() => vi.advanceTimersByTime(8000 - 50));
    expect(toast.hasAttribute('data-closing')).toBe(false);
    act(() => vi.advanceTimersByTime(60));
    expect(screen.getByRole('status').getAttribute('data-closing')).toBe('true');
    act(() => vi.advanceTimersByTime(400 - 20));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(30));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closes by its button and takes msg out of the address bar, keeping the other parameters', async () => {
    renderShop('/page?tab=colors&msg=Saved');
    await follow('go');
    // The memory router does not write the address bar; the real one would have this URL.
    window.history.replaceState(null, '', '/page?tab=colors&msg=Saved');
    fireEvent.click(screen.getByRole('button', { name: messages['alert.close'] }));
    expect(window.location.search).toBe('?tab=colors');
    act(() => vi.advanceTimersByTime(400));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows one toast at a time: a new page with a new msg replaces it', async () => {
    renderShop('/page?msg=First');
    await follow('go');
    await follow('again');
    const toasts = screen.getAllByRole('status');
    expect(toasts).toHaveLength(1);
    expect(toasts[0]?.textContent).toBe('Second');
  });

  it('counts the 8 s of the page the browser loaded from the navigation start', () => {
    expect(alertRemainingMs('default', 1500)).toBe(6500);
    expect(alertRemainingMs('default', 9000)).toBe(0);
    expect(alertRemainingMs('k2x9', 1500)).toBe(8000);
  });

  it('never hands msg on to a link', () => {
    expect(searchWithoutMsg('?msg=Design%20not%20found')).toBe('');
    expect(searchWithoutMsg('?tab=colors&msg=x&utm_source=a')).toBe('?tab=colors&utm_source=a');
    expect(searchWithoutMsg('?tab=colors')).toBe('?tab=colors');
    expect(searchWithoutMsg('')).toBe('');
  });
});
