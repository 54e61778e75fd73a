import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { orderTrackingSchema, type OrderTrackingAnswer } from '@masswerk/contract';
import { LOCALES, ORDER_STATUSES } from '@masswerk/domain';
import { trackingTranslator } from './i18n';
import { trackingMessages } from './messages.server';
import de_DE from './messages/de_DE.json';
import { TrackingResult } from './TrackingResult';

afterEach(cleanup);

const paidOrder: OrderTrackingAnswer = orderTrackingSchema.parse({
  number: 'MW-4K7DXRP3',
  status: 'paid',
  placedAt: '2026-11-25T17:31:00.000Z',
  language: 'de_DE',
  history: [
    { status: 'pending', at: '2026-11-25T17:31:00.000Z' },
    { status: 'failed', at: '2026-11-25T17:33:00.000Z' },
    { status: 'pending', at: '2026-11-26T08:00:00.000Z' },
    { status: 'paid', at: '2026-11-27T23:30:00.000Z' },
  ],
  shipping: { kind: 'shipsBy', date: '2026-12-18' },
});

describe('the tracked order', () => {
  it('shows the status, the shipping estimate and the history in the shop’s time zone, with Intl dates', () => {
    render(<TrackingResult order={paidOrder} i18n={trackingTranslator('de_DE', trackingMessages('de_DE'))} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Bestellung MW-4K7DXRP3');
    expect(screen.getByTestId('tracking-status').textContent).toBe('Bezahlt – die Fertigung wird eingeplant');
    expect(screen.getByTestId('tracking-shipping').textContent).toBe('Voraussichtlicher Versand bis Freitag, 18. Dezember 2026.');
    const events = within(screen.getByRole('list')).getAllByRole('listitem').map((li) => li.textContent);
    // 23:30 UTC is already the next day in Berlin.
    expect(events).toEqual([
      '25. November 2026 um 18:31Bestellung aufgegeben',
      '25. November 2026 um 18:33Zahlung fehlgeschlagen',
      '26. November 2026 um 09:00Zahlung ausstehend',
      '28. November 2026 um 00:30Zahlung eingegangen',
    ]);
    expect(screen.getAllByRole('listitem')[0]!.querySelector('time')!.getAttribute('datetime')).toBe('2026-11-25T17:31:00.000Z');
  });

  it('says how long a made-to-measure piece takes before payment, with plurals, in the UK in London time', () => {
    const pending = { ...paidOrder, status: 'pending' as const, history: paidOrder.history.slice(0, 1), shipping: { kind: 'afterPayment' as const, days: 1 } };
    render(<TrackingResult order={pending} i18n={trackingTranslator('en_GB', trackingMessages('en_GB'))} />);
    expect(screen.getByTestId('tracking-shipping').textContent).toBe('Made to measure: ships about 1 day after payment.');
    expect(screen.getByRole('listitem').textContent).toBe('25 November 2026 at 17:31Order placed');
  });

  it('words every message in every locale, every status and event included', () => {
    const params = { seconds: 2, number: 'MW-1', date: 'D', days: 21 };
    for (const locale of LOCALES) {
      const { t } = trackingTranslator(locale, trackingMessages(locale));
      for (const key of Object.keys(de_DE) as (keyof typeof de_DE)[]) expect(t(key, params), `${locale} ${key}`).not.toMatch(/[{}]|^$/);
      for (const status of ORDER_STATUSES) expect(trackingMessages(locale)[`status.${status}`], `${locale} ${status}`).toBeTruthy();
      for (const status of ORDER_STATUSES) expect(trackingMessages(locale)[`event.${status}`], `${locale} ${status}`).toBeTruthy();
    }
    expect(trackingMessages('de_CH')['shipping.afterPayment']).toContain('Massgefertigt');
  });
});
