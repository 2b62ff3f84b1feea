import { describe, expect, it } from 'vitest';
import { domainListed } from './domain-setting';

describe('domainListed', () => {
  it.each([
    ['m.site.com', 'm.site.com', true],
    ['M.Site.com', 'https://m.site.com/', true],
    ['aff7.site.com', 'site.com', true],
    ['site.com', '*.site.com', true],
    ['notsite.com', 'site.com', false],
    ['m.site.com', 'other.com;\nsite.com:443', true],
    ['m.site.com', '', false],
    ['m.site.com', null, false],
  ] as const)('%s in %j: %s', (domain, list, listed) => {
    expect(domainListed(domain, list)).toBe(listed);
  });
});
