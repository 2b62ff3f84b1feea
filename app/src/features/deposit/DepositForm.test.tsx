// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MoneyApi, type DepositSettings } from '@wps/contract/money';
import { siteStatusSchema } from '@wps/contract/status';
import { siteStatusStore } from '../../domains/site/status';
import { DepositForm } from './DepositForm';

const settings: DepositSettings = {
  allowDeposit: true,
  totalDepositSuccessCount: 0,
  channels: [{ id: 'gcash', name: 'GCash', min: 100, max: 50000, presets: [100, 500] }],
};

const order = {
  orderId: 'o1',
  channelId: 'gcash',
  amountMinor: 30000,
  status: 'PENDING',
  payUrl: 'https://pay.example/checkout?order=o1',
  createdAt: 1,
};

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  siteStatusStore().dispatch({
    type: 'answered',
    value: v.parse(siteStatusSchema, {
      merchantCode: 'demo',
      currency: 'PHP',
      currencySymbol: '₱',
    }),
    at: Date.now(),
  });
  return render(
    <QueryClientProvider client={client}>
      <DepositForm settings={settings} />
    </QueryClientProvider>,
  );
}

describe('DepositForm', () => {
  let answer: (body: unknown) => void;
  let fetchMock: ReturnType<typeof vi.fn>;
  let payWindow: {
    closed: boolean;
    opener: unknown;
    location: { href: string };
    close: () => void;
  };

  beforeEach(() => {
    fetchMock = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = (value) =>
            resolve(
              new Response(JSON.stringify({ success: true, value }), {
                headers: { 'Content-Type': 'application/json' },
              }),
            );
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    payWindow = {
      closed: false,
      opener: window,
      location: { href: 'about:blank' },
      close: vi.fn(),
    };
    vi.spyOn(window, 'open').mockImplementation(() => payWindow as unknown as Window);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('opens one window in the tap and posts one deposit for a double tap', async () => {
    renderForm();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '300' } });
    const pay = screen.getByRole('button', { name: '' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    // The window is opened in the tap itself, before the order answers (popup blockers).
    expect(window.open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(async () => undefined);
    const deposits = fetchMock.mock.calls.filter(([url]) => url === MoneyApi.deposit);
    expect(deposits).toHaveLength(1);
    const body = JSON.parse(String((deposits[0]?.[1] as RequestInit).body)) as {
      amountMinor: number;
      idempotencyKey: string;
    };
    expect(body.amountMinor).toBe(30000);
    expect(body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);

    await act(async () => answer(order));
    expect(payWindow.location.href).toBe(order.payUrl);
    expect(payWindow.opener).toBeNull();
  });

  it('keeps the idempotency key when the same deposit is tried again after a failure', async () => {
    renderForm();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '300' } });
    const pay = screen.getByRole('button', { name: '' });
    fireEvent.click(pay);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const keyOf = (call: number) =>
      (
        JSON.parse(String((fetchMock.mock.calls[call]?.[1] as RequestInit).body)) as {
          idempotencyKey: string;
        }
      ).idempotencyKey;
    const first = keyOf(0);
    await act(async () => answer(undefined));
    // The first answer was unreadable: a retry of the same deposit carries the same key.
    await waitFor(() => expect(pay.getAttribute('aria-busy')).toBeNull());
    // The blank window of the failed try was closed again.
    expect(payWindow.close).toHaveBeenCalled();
    fireEvent.click(pay);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(keyOf(1)).toBe(first);
  });
});
