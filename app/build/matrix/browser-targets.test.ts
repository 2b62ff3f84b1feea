import { describe, expect, it } from 'vitest';
import { buildTargets, matrixSyntax, oldestEngines } from './browser-targets';

describe('the support matrix as the build reads it', () => {
  it('takes each engine at its oldest version, Android and Samsung as their Chromium', () => {
    expect(
      oldestEngines(['and_chr 120', 'android 101', 'samsung 18.0', 'ios_saf 16.0', 'safari 17.1']),
    ).toEqual({ chrome: 99, ios: 16, safari: 17.1 });
    expect(oldestEngines(['ios_saf 15.2-15.3', 'and_ff 115', 'firefox 128'])).toEqual({
      ios: 15.2,
      firefox: 115,
    });
  });

  it('refuses a browser it has no engine for, rather than leave it out of the targets', () => {
    expect(() => oldestEngines(['op_mini all'])).toThrow(/op_mini/);
  });

  it('runs an edition only when every engine does, less the features that came later', () => {
    const safari16 = matrixSyntax({ chrome: 98, firefox: 115, safari: 16, ios: 16 });
    expect(safari16.ecmaVersion).toBe(2022);
    expect(safari16.late.map((feature) => feature.node)).toEqual(['StaticBlock']);
    const safari17 = matrixSyntax({ chrome: 120, firefox: 128, safari: 17, ios: 17 });
    expect(safari17).toEqual({ ecmaVersion: 2024, late: [] });
    expect(matrixSyntax({ chrome: 120, firefox: 128, safari: 14, ios: 14 }).ecmaVersion).toBe(2021);
  });

  it('gives the build one target per engine of .browserslistrc', () => {
    const targets = buildTargets();
    expect(targets.js.map((target) => target.replace(/[\d.]+$/, '')).sort()).toEqual([
      'chrome',
      'firefox',
      'ios',
      'safari',
    ]);
    expect(targets.css).toEqual(targets.js);
  });
});
