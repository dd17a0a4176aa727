/**
 * The one contact setting, `CONTACT_URL`: where readers send corrections and questions. The
 * printed booklet's imprint page prints it, and the web app's build takes the same variable.
 * There is no default: an address nobody set would be invented, so without it the imprint
 * prints no contact line.
 */
export const CONTACT_URL: string | null = process.env.CONTACT_URL?.trim() || null;
