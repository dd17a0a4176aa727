/**
 * Where a finished game's replay opens: `/replay/:tableId` (with `?share=` for a share link).
 * A module of its own, so a link to a replay (the end of a game, a profile's list of games) costs
 * the lobby's chunk nothing: the viewer itself loads on demand.
 */
export const replayHref = (tableId: string, shareId?: string): string =>
  `/replay/${encodeURIComponent(tableId)}${shareId ? `?share=${encodeURIComponent(shareId)}` : ''}`;
