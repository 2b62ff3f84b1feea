// @vitest-environment jsdom
/** The header balance is written by formatMoney: the currency's own minor digits, TLB as PHP. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Balance } from '@wps/contract/wallet';
import type { Language } from '../../lib/i18n/languages';
import { HeaderBalance } from './HeaderBalance';

const state = vi.hoisted(() => ({
  language: 'EN' as Language,
  balance: undefined as Balance | undefined,
}));
vi.mock('./api/balance', () => ({ useBalance: () => ({ data: state.balance }) }));
vi.mock('../../lib/i18n/i18n', () => ({
  useI18n: () => ({ language: state.language, ready: true, t: (key: string) => key }),
}));

describe('HeaderBalance', () => {
  it.each([
    ['EN', { sumBalance: 1250.5, currency: 'PHP', currencySymbol: '₱' }, 'before', '₱1,250.50'],
    [
      'PT-BR',
      { sumBalance: 1250.5, currency: 'BRL', currencySymbol: 'R$' },
      'after',
      '1.250,50 R$',
    ],
    // VND has no minor unit: no ",00" after the dong.
    ['VI', { sumBalance: 1250000, currency: 'VND', currencySymbol: '₫' }, 'after', '1.250.000 ₫'],
    // No symbol: the ISO code after, TLB read as PHP.
    ['EN', { sumBalance: 1250.5, currency: 'TLB', currencySymbol: '' }, 'before', '1,250.50 PHP'],
    ['EN', { sumBalance: -0.05, currency: 'PHP', currencySymbol: '₱' }, 'before', '-₱0.05'],
  ] as const)('%s %j %s shows %s', (language, balance, position, text) => {
    state.language = language;
    state.balance = balance;
    render(<HeaderBalance token="t" position={position} />);
    expect(screen.getByTestId('header-balance').textContent).toBe(`header.balance ${text}`);
  });

  it('shows nothing before the balance answers', () => {
    state.balance = undefined;
    const { container } = render(<HeaderBalance token="t" position="before" />);
    expect(container.textContent).toBe('');
  });
});
