/**
 * How each language's edition sets its plain text. The editions differ in typography, not in
 * content: the Korean page numbers its steps, bullets its lists and prints each Book card as
 * name, text and flavour on lines of their own; it also starts at "Rules", with no page header.
 */
import type { Lang } from '../languages.ts';

export interface TextLayout {
  /** Print the page header (title, "generated from the card data", contact line). */
  readonly pageHeader: boolean;
  /** Prefix ordered items with "1. ", unordered with "• ". */
  readonly listMarkers: boolean;
  /** `Name: text; flavour` on one line, or name, text and flavour as separate paragraphs. */
  readonly cardLines: 'inline' | 'stacked';
}

export const LAYOUT: Readonly<Record<Lang, TextLayout>> = {
  en: { pageHeader: true, listMarkers: false, cardLines: 'inline' },
  de: { pageHeader: true, listMarkers: false, cardLines: 'inline' },
  ko: { pageHeader: false, listMarkers: true, cardLines: 'stacked' },
};
