/**
 * Places in the header that parts loaded after the first paint fill through a portal, so the
 * header itself carries no code of theirs (the first-paint budget): the member's session clock
 * is drawn by the safer-gambling session host into this element.
 */
export const SESSION_CLOCK_SLOT = 'header-session-clock';
