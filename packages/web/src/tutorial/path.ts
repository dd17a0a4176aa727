/** A tutorial's address; the lobby links here without loading any tutorial code. */
export const tutorialPath = (game: string): string => `/tutorial/${game}`;
