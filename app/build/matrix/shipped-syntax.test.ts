import { describe, expect, it } from 'vitest';
import { matrixSyntax } from './browser-targets';
import { newerSyntax } from './shipped-syntax';

const safari16 = matrixSyntax({ chrome: 98, firefox: 115, safari: 16, ios: 16 });

describe('the shipped-syntax check', () => {
  it('passes what the matrix runs: class fields, private names, ??=, top-level await', () => {
    const code = 'class A { x = 1; #y; has(o) { return #y in o; } }\na ??= await b?.c;';
    expect(newerSyntax(code, safari16, 'module')).toBeNull();
  });

  it('finds a feature of the edition that came later than the matrix (a static block)', () => {
    expect(newerSyntax('class A { static { init(); } }', safari16, 'script')).toMatch(
      /class static block/,
    );
  });

  it('finds syntax of a newer edition, regular expression flags included', () => {
    expect(newerSyntax('const r = /[\\p{L}--a]/v;', safari16, 'script')).toMatch(/ES2022/);
    expect(newerSyntax('using x = f();', safari16, 'module')).toMatch(/ES2022/);
  });

  it('holds a classic script to script rules (no import)', () => {
    expect(newerSyntax('import a from "a";', safari16, 'script')).toMatch(/ES2022/);
  });
});
