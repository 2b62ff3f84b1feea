/**
 * Which mini-game shows (spec §6): none for guests; v1 while LOTTMINIGAME3 is on (it wins when
 * both are), s1 while SEALOTTMINIGAME3 is. Its own file: the shell imports only this.
 */
export type MiniGameVariant = 'v1' | 's1';

export function miniGameVariant(
  whitelabelVal: Readonly<Record<string, boolean>> | undefined,
  loggedIn: boolean,
): MiniGameVariant | null {
  if (!loggedIn || !whitelabelVal) return null;
  if (whitelabelVal.LOTTMINIGAME3) return 'v1';
  if (whitelabelVal.SEALOTTMINIGAME3) return 's1';
  return null;
}
