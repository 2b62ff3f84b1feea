/** The masked user name of the token link's notice (TokenLinkNotice.tsx), off the first paint. */
/**
 * d***01 for demo01: enough for the owner to know the name, not enough for a stranger looking
 * over a shoulder to learn it. Counted in code points, so a name never splits in a character.
 */
export function maskUserName(name: string): string {
  const chars = [...name];
  if (chars.length < 4) return `${chars.slice(0, 1).join('')}***`;
  return `${chars[0] ?? ''}***${chars.slice(-2).join('')}`;
}
