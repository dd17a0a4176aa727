/** The database tables as Kysely sees them. JSON columns hold text; flags are 0/1 integers. */
import type { Generated } from 'kysely';

export interface TablesTable {
  id: string;
  game: string;
  settings: string;
  options: string;
  status: string;
  visibility: string;
  seed: string;
  seats: number;
  /** bigint: Postgres hands it back as a string, so readers convert with Number(). */
  created_at: number | string;
  version: number;
  outcome: string | null;
  rematch_id: string | null;
  /** The edition's identity (migration 0002); null for a game without editions. */
  edition_name: string | null;
  edition_version: string | null;
  edition_hash: string | null;
  /** Migration 0010: 'live' or 'turn-based'. */
  kind: Generated<string>;
}

export interface SeatsTable {
  table_id: string;
  seat: number;
  kind: string;
  level: string | null;
  name: string | null;
  token_hash: string | null;
  away_since: number | string | null;
  autoplay: number;
  auto_pass: number;
  /** Defaults to 0: a seat written before the setting existed is asked about no own card. */
  answer_own_cards: Generated<number>;
  /** JSON of `StandingOrders` (migration 0007); null: read from the two switches above. */
  standing_orders: Generated<string | null>;
}

export interface MatchLogTable {
  table_id: string;
  idx: number;
  action: string;
  created_at: number | string;
}

export interface TimersTable {
  table_id: string;
  seat: number;
  kind: string;
  key: string;
  due_at: number | string;
  /** Migration 0010: a node's claim on the due timer (epoch ms), so that it fires once. */
  claimed_until?: number | string | null;
}

/** Migration 0010: a turn-based seat's clock, as it stands. */
export interface SeatClocksTable {
  table_id: string;
  seat: number;
  bank_ms: number | string | null;
  running_since: number | string | null;
  expired_at: number | string | null;
  owes: number;
  deadline: number | string | null;
}

/** Migration 0010: the clock's events, at the match log position where each happened. */
export interface ClockEventsTable {
  table_id: string;
  version: number;
  n: number;
  seat: number;
  event: string;
  at: number | string;
  bank_ms: number | string | null;
}

/** Migration 0003: accounts. */
export interface UsersTable {
  id: string;
  name: string;
  name_key: string;
  /** argon2id, PHC string format. */
  password_hash: string;
  role: string;
  created_at: number | string;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: number | string;
  expires_at: number | string;
}

export interface RecoveryCodesTable {
  code_hash: string;
  user_id: string;
  used_at: number | string | null;
}

export interface SeatOwnersTable {
  token_hash: string;
  user_id: string;
  linked_at: number | string;
}

export interface RatingsTable {
  user_id: string;
  game: string;
  mu: number;
  sigma: number;
  ordinal: number;
  games: number;
  updated_at: number | string;
}

export interface RatingHistoryTable {
  table_id: string;
  user_id: string;
  game: string;
  mu: number;
  sigma: number;
  ordinal: number;
  rank: number;
  players: number;
  created_at: number | string;
}

export interface RatedTablesTable {
  table_id: string;
  game: string;
  rated_at: number | string;
}

/** Migration 0004: a table's chat (`chat/`). */
export interface ChatLinesTable {
  id: string;
  table_id: string;
  channel: string;
  seat: number | null;
  name: string | null;
  author: string;
  kind: string;
  /** A quick phrase's id, or the free text. */
  body: string;
  version: number;
  at: number | string;
}

export interface ChatReportsTable {
  id: string;
  line_id: string;
  reporter: string;
  at: number | string;
  status: string;
  resolved_at: number | string | null;
}

export interface ChatSanctionsTable {
  author: string;
  kind: string;
  until: number | string | null;
  at: number | string;
}

/** Migration 0006: one row, rewritten by the readiness probe (`Storage.probeWrite`). */
export interface WriteProbeTable {
  id: string;
  written_at: number | string;
}

export interface Database {
  nb_tables: TablesTable;
  nb_seats: SeatsTable;
  nb_match_log: MatchLogTable;
  nb_timers: TimersTable;
  nb_users: UsersTable;
  nb_sessions: SessionsTable;
  nb_recovery_codes: RecoveryCodesTable;
  nb_seat_owners: SeatOwnersTable;
  nb_ratings: RatingsTable;
  nb_rating_history: RatingHistoryTable;
  nb_rated_tables: RatedTablesTable;
  nb_chat_lines: ChatLinesTable;
  nb_chat_reports: ChatReportsTable;
  nb_chat_sanctions: ChatSanctionsTable;
  nb_write_probe: WriteProbeTable;
  nb_seat_clocks: SeatClocksTable;
  nb_clock_events: ClockEventsTable;
}

export type { Generated };
