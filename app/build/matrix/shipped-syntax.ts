/**
 * The check on what the build ships: a file that uses syntax newer than the support matrix
 * runs (.browserslistrc, build/matrix/browser-targets.ts) would be a syntax error on the
 * oldest phones, where the page then draws nothing. Parsing at the matrix's edition finds
 * newer syntax and newer regular expression flags; a walk finds the edition's late features.
 */
import { parse } from 'acorn';
import { full } from 'acorn-walk';
import type { MatrixSyntax } from './browser-targets';

/** Why `code` cannot run in the matrix (its first newer syntax), or null when it can. */
export function newerSyntax(
  code: string,
  syntax: MatrixSyntax,
  sourceType: 'module' | 'script',
): string | null {
  let program;
  try {
    program = parse(code, { ecmaVersion: syntax.ecmaVersion as 2022, sourceType });
  } catch (error) {
    return `not ES${syntax.ecmaVersion}: ${(error as Error).message}`;
  }
  let found: string | null = null;
  full(program, (node) => {
    const late = syntax.late.find((feature) => feature.node === node.type);
    if (late && !found) found = `${late.name} at ${node.start}, newer than the matrix runs`;
  });
  return found;
}
