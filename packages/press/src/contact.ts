/**
 * The one contact setting: where readers send corrections and questions. The printed booklet's
 * imprint page prints it. Set NOBID_CONTACT_URL to the publisher's address; the default is the
 * project's issue tracker.
 */
export const CONTACT_URL: string = process.env.NOBID_CONTACT_URL ?? 'https://github.com/no-bid/no-bid/issues';
