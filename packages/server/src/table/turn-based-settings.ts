/** A table's turn-based settings as the server reads them (`@nobid/protocol`'s `turn-based.ts`). */
import {
  DEFAULT_SPEED,
  DEFAULT_WINDOW_DEADLINE_SECONDS,
  SPEED_PROFILES,
  type SpeedProfile,
  type TableSettings,
  tableKindOf,
} from '@nobid/protocol';

export const isTurnBased = (settings: TableSettings): boolean => tableKindOf(settings) === 'turn-based';

/** The table's speed profile; null for a live table. */
export function speedOf(settings: TableSettings): SpeedProfile | null {
  if (!isTurnBased(settings)) return null;
  return SPEED_PROFILES[settings.speed ?? DEFAULT_SPEED];
}

/** How long a reaction window stays open, in ms: a turn-based table's own deadline, else the live one. */
export function windowMsOf(settings: TableSettings): number {
  return isTurnBased(settings)
    ? (settings.windowDeadlineSeconds ?? DEFAULT_WINDOW_DEADLINE_SECONDS) * 1000
    : settings.reactionWindowSeconds * 1000;
}
