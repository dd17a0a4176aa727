/**
 * A new table's turn-based settings, checked before anything is stored: a speed or a window
 * deadline on a live table, no-limit on a rated table, a window deadline not shorter than a move,
 * and a guest creating or joining a turn-based table are refused with a clear error.
 */
import { SPEED_PROFILES, type TableSettings, tableKindOf } from '@nobid/protocol';
import { ServerError } from '../errors.ts';

export function checkTurnBasedSettings(settings: TableSettings): void {
  if (tableKindOf(settings) === 'live') {
    if (settings.speed !== undefined)
      throw new ServerError('bad-settings', 'a speed profile is for turn-based tables (kind: "turn-based")');
    if (settings.windowDeadlineSeconds !== undefined)
      throw new ServerError(
        'bad-settings',
        'windowDeadlineSeconds is for turn-based tables (kind: "turn-based")',
      );
    return;
  }
  if (settings.rated === true && settings.speed === 'no-limit')
    throw new ServerError(
      'bad-settings',
      'a rated table needs a clock: choose 24h, 48h or 72h, not no-limit',
    );
  const profile = settings.speed ? SPEED_PROFILES[settings.speed] : null;
  if (
    profile?.incrementMs != null &&
    settings.windowDeadlineSeconds !== undefined &&
    settings.windowDeadlineSeconds * 1000 >= profile.incrementMs
  )
    throw new ServerError(
      'bad-settings',
      `a reaction window must be shorter than a move: at most ${profile.incrementMs / 1000 - 1} s on a ${profile.name} table`,
    );
}

/** Turn-based seats belong to accounts: a guest is refused (a guest may still play live). */
export function requireAccountFor(settings: TableSettings, signedIn: boolean): void {
  if (tableKindOf(settings) === 'turn-based' && !signedIn)
    throw new ServerError(
      'account-required',
      'a turn-based table is played with an account: sign in or sign up (guests may play live tables)',
    );
}
