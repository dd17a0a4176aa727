/** The web client's path of a replay (the web's `replayHref` builds the same). */
export const replayPath = (tableId: string, shareId?: string): string =>
  `/replay/${tableId}${shareId ? `?share=${encodeURIComponent(shareId)}` : ''}`;
