/**
 * What of the game lobby a phone's first screen shows (a game icon is the lobby's
 * largest paint): two lanes of four 96 px cards on a 360 to 430 px wide screen. Their icons load
 * at once rather than lazily (features/game/GamePage.tsx). The first lane's are preloaded too,
 * by index.html's script as soon as the lanes have answered (app/build/index-html/boot-content.ts): one row, so
 * that on a slow phone a few images, not eight, share the line with the entry script.
 */
export const LOBBY_FIRST_SCREEN = { lanes: 2, cards: 4 } as const;
