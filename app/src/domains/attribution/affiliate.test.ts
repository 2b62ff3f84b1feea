import { describe, expect, it } from 'vitest';
import { affiliateFromHost, attributionFrom, mergeRegInfo } from './affiliate';

describe('affiliate attribution (spec §2, §3)', () => {
  it.each([
    ['agent7.demo-lottery.example', 'agent7'],
    ['AGENT7.demo-lottery.example', 'agent7'],
    ['www.demo-lottery.example', undefined],
    ['preview.demo-lottery.example', undefined],
    ['demo-lottery.example', undefined],
    ['localhost', undefined],
    ['agent7.localhost', 'agent7'],
    ['www.localhost', undefined],
    ['127.0.0.1', undefined],
  ])('%s → %s', (host, expected) => {
    expect(affiliateFromHost(host)).toBe(expected);
  });

  it.each([
    ['www.demo.example', '?r=ref1', { referralCode: 'ref1' }],
    ['www.demo.example', '?referralCode=ref2', { referralCode: 'ref2' }],
    ['www.demo.example', '?r=ref1&referralCode=ref2', { referralCode: 'ref1' }],
    ['agent7.demo.example', '', { affiliateCode: 'agent7' }],
    [
      'agent7.demo.example',
      '?affiliateCode=aff9&r=x',
      { affiliateCode: 'aff9', referralCode: 'x' },
    ],
    ['preview.demo.example', '?r=', {}],
  ])('%s%s → %j', (host, search, expected) => {
    expect(attributionFrom(host, search)).toEqual(expected);
  });

  it('keeps the first landing domain and lets new codes replace old ones', () => {
    const first = mergeRegInfo(null, { affiliateCode: 'a1' }, 'a1.demo.example');
    expect(first).toEqual({ affiliateCode: 'a1', originalDomain: 'a1.demo.example' });
    expect(mergeRegInfo(first, { referralCode: 'r2' }, 'www.demo.example')).toEqual({
      affiliateCode: 'a1',
      referralCode: 'r2',
      originalDomain: 'a1.demo.example',
    });
    expect(mergeRegInfo(first, { affiliateCode: 'a3' }, 'a3.demo.example').affiliateCode).toBe(
      'a3',
    );
  });
});
