// @vitest-environment jsdom
/** TabPills follows the WAI-ARIA tabs pattern: roving tabindex and arrow keys (RTL-aware). */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TabPills } from './TabPills';

const TABS = [
  { id: 'a', label: 'Alpha' },
  { id: 'b', label: 'Beta' },
  { id: 'c', label: 'Gamma' },
] as const;

function Tabs() {
  const [value, setValue] = useState<(typeof TABS)[number]['id']>('a');
  return (
    <>
      <TabPills label="Methods" idPrefix="t" tabs={TABS} value={value} onChange={setValue} />
      <div id="t-panel" role="tabpanel" aria-labelledby={`t-tab-${value}`}>
        {value}
      </div>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('TabPills', () => {
  afterEach(() => document.documentElement.removeAttribute('dir'));

  it('puts only the selected tab in the tab order and labels its panel', () => {
    render(<Tabs />);
    expect(tab('Alpha').tabIndex).toBe(0);
    expect(tab('Beta').tabIndex).toBe(-1);
    expect(tab('Alpha').getAttribute('aria-controls')).toBe('t-panel');
    expect(screen.getByRole('tabpanel', { name: 'Alpha' })).toBeTruthy();
  });

  it('moves focus and selection with the arrow keys, wrapping, and Home / End', async () => {
    const user = userEvent.setup();
    render(<Tabs />);
    await user.tab();
    expect(document.activeElement).toBe(tab('Alpha'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Beta'));
    expect(tab('Beta').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Beta' })).toBeTruthy();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(tab('Alpha'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Gamma'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('Alpha'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab('Gamma'));
    expect(tab('Gamma').tabIndex).toBe(0);
  });

  it('swaps the arrows right to left (Urdu)', async () => {
    document.documentElement.dir = 'rtl';
    const user = userEvent.setup();
    render(<Tabs />);
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Beta'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Alpha'));
  });
});
