/**
 * What Startups' box says and who made the game, for its booklet's imprint and back cover. The
 * project's Startups has no edition file: these are the published game's (Oink Games' box: 3–7
 * players, 20 minutes, ages 10 and up; designed by Jun Sasaki). The seed rules name the player
 * range (a test keeps it equal to @nobid/startups' RULES); nobody else is named, so no other
 * role is credited. The credits go through the editions' one schema.
 */
import { type Credits, creditsSchema } from '@nobid/nobid/cards';

export const STARTUPS_BOX = {
  players: { min: 3, max: 7 },
  playTime: { min: 20, max: 20 },
  age: 10,
} as const;

export const STARTUPS_CREDITS: Credits = creditsSchema.parse({
  design: ['Jun Sasaki'],
  publisher: 'Oink Games',
});
