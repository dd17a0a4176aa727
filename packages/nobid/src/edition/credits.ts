/**
 * Who made an edition and where readers write to: the imprint's credits and its "Get in touch"
 * line. The one schema of both (the edition file's `credits` and `contact`); the press prints
 * them and the shipped editions' values are kept in shipped.ts (their files are never edited).
 */
import { LANGS } from '@nobid/i18n';
import { z } from 'zod';

/** A person's or a company's name as printed: one line, no markup. */
const name = z
  .string()
  .trim()
  .min(1, 'a name is not empty')
  .max(80, 'a name is at most 80 characters')
  .regex(/^[^<>\n\r\t{}]*$/, 'a name is one line without < > { }');
/** One or more names of a role, in the order printed. */
const names = z
  .array(name, { error: 'a role is a list of names, as ["A. Person"]' })
  .min(1, 'a role lists at least one name (leave the role out instead)')
  .max(12);

export const ROLES = ['design', 'development', 'art'] as const;
export type Role = (typeof ROLES)[number];

const SHAPE =
  '{ "design": [names], "development": [names], "art": [names], "translation": { "de": [names] }, "publisher": "name" }';

export const creditsSchema = z.strictObject(
  {
    design: names.optional(),
    development: names.optional(),
    art: names.optional(),
    /** The translators of each language's texts; a language of the original text is left out. */
    translation: z
      .strictObject(
        Object.fromEntries(LANGS.map((lang) => [lang, names.optional()])) as Record<
          (typeof LANGS)[number],
          z.ZodOptional<typeof names>
        >,
        {
          error: (issue) =>
            issue.code === 'unrecognized_keys'
              ? `translation is by language (${LANGS.join(', ')}), not ${issue.keys.map((k) => `"${k}"`).join(', ')}`
              : issue.code === 'invalid_type'
                ? 'translation is by language, as { "de": ["A. Person"] }'
                : undefined,
        },
      )
      .optional(),
    publisher: name.optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `credits name the roles design, development, art, translation and publisher, not ${issue.keys.map((k) => `"${k}"`).join(', ')}`
        : issue.code === 'invalid_type'
          ? `credits is an object of roles: ${SHAPE}`
          : undefined,
  },
);

export type Credits = z.output<typeof creditsSchema>;

/** Where readers send corrections: an https: or mailto: address (nothing a page could run). */
export const contactSchema = z
  .string()
  .trim()
  .max(200)
  .regex(/^(https:\/\/[^\s<>"]+|mailto:[^\s<>"@]+@[^\s<>"]+)$/, 'contact is an https: or mailto: address');
