/**
 * `GET /api/site`: who runs this server, for the imprint, the privacy page and every contact
 * link. Each is the operator's setting (CONTACT_URL, OPERATOR_NAME, OPERATOR_ADDRESS,
 * OPERATOR_EMAIL), read by the server when it starts; null where the operator has set nothing,
 * and the pages then say so instead of inventing anything.
 */
export interface SiteInfo {
  /** Where readers send corrections and questions (a URL: https:, mailto:...). */
  readonly contactUrl: string | null;
  readonly operator: {
    /** A person's or a company's name, as an imprint names the one responsible. */
    readonly name: string | null;
    /** A postal address; lines separated by newlines (or " / " in a one-line setting). */
    readonly address: string | null;
    readonly email: string | null;
  };
}
