/** The lobby levels for every catalogued game, with the simulator's hard budget. */
import type { Budget } from '@nobid/bots';
import { botLevels } from '@nobid/catalog';

export const simBotLevels = (hardBudget: Budget) => botLevels(hardBudget);
