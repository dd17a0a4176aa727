/**
 * The scripts of an account name, for UTS #39's mixed-script rule at its "highly restrictive"
 * level: all of a name's letters share one script (by Script_Extensions; Common and Inherited,
 * such as digits, punctuation, emoji and combining accents, go with any), or they fit one of
 * Latin + Han + Hiragana + Katakana, Latin + Han + Bopomofo, Latin + Han + Hangul. So "Аlice"
 * with a Cyrillic А is refused on its own, whatever names exist; "東京Tokyo" is not.
 */

/** Unicode's scripts (long names) up to 16.0; a name this Node's ICU does not know is skipped. */
const SCRIPT_NAMES = `Adlam Ahom Anatolian_Hieroglyphs Arabic Armenian Avestan Balinese Bamum Bassa_Vah Batak
Bengali Bhaiksuki Bopomofo Brahmi Braille Buginese Buhid Canadian_Aboriginal Carian
Caucasian_Albanian Chakma Cham Cherokee Chorasmian Coptic Cuneiform Cypriot Cypro_Minoan Cyrillic
Deseret Devanagari Dives_Akuru Dogra Duployan Egyptian_Hieroglyphs Elbasan Elymaic Ethiopic Garay
Georgian Glagolitic Gothic Grantha Greek Gujarati Gunjala_Gondi Gurmukhi Gurung_Khema Han Hangul
Hanifi_Rohingya Hanunoo Hatran Hebrew Hiragana Imperial_Aramaic Inscriptional_Pahlavi
Inscriptional_Parthian Javanese Kaithi Kannada Katakana Kawi Kayah_Li Kharoshthi
Khitan_Small_Script Khmer Khojki Khudawadi Kirat_Rai Lao Latin Lepcha Limbu Linear_A Linear_B Lisu
Lycian Lydian Mahajani Makasar Malayalam Mandaic Manichaean Marchen Masaram_Gondi Medefaidrin
Meetei_Mayek Mende_Kikakui Meroitic_Cursive Meroitic_Hieroglyphs Miao Modi Mongolian Mro Multani
Myanmar Nabataean Nag_Mundari Nandinagari New_Tai_Lue Newa Nko Nushu Nyiakeng_Puachue_Hmong Ogham
Ol_Chiki Ol_Onal Old_Hungarian Old_Italic Old_North_Arabian Old_Permic Old_Persian Old_Sogdian
Old_South_Arabian Old_Turkic Old_Uyghur Oriya Osage Osmanya Pahawh_Hmong Palmyrene Pau_Cin_Hau
Phags_Pa Phoenician Psalter_Pahlavi Rejang Runic Samaritan Saurashtra Sharada Shavian Siddham
SignWriting Sinhala Sogdian Sora_Sompeng Soyombo Sundanese Sunuwar Syloti_Nagri Syriac Tagalog
Tagbanwa Tai_Le Tai_Tham Tai_Viet Takri Tamil Tangsa Tangut Telugu Thaana Thai Tibetan Tifinagh
Tirhuta Todhri Toto Tulu_Tigalari Ugaritic Vai Vithkuqi Wancho Warang_Citi Yezidi Yi
Zanabazar_Square`.split(/\s+/);

const SCRIPTS: readonly (readonly [string, RegExp])[] = SCRIPT_NAMES.flatMap((name) => {
  try {
    return [[name, new RegExp(`\\p{scx=${name}}`, 'u')] as const];
  } catch {
    return [];
  }
});

/** Characters that go with any script: Common and Inherited (and nothing else in their scx). */
const ANY_SCRIPT = /^[\p{scx=Common}\p{scx=Inherited}]$/u;

/** What a letter of no script this Node knows counts as: a script of its own. */
const UNKNOWN = 'Unknown';

const ALLOWED_MIXES: readonly ReadonlySet<string>[] = [
  new Set(['Latin', 'Han', 'Hiragana', 'Katakana']),
  new Set(['Latin', 'Han', 'Bopomofo']),
  new Set(['Latin', 'Han', 'Hangul']),
];

function scriptsOf(c: string): Set<string> {
  const found = new Set(SCRIPTS.filter(([, re]) => re.test(c)).map(([name]) => name));
  return found.size > 0 ? found : new Set([UNKNOWN]);
}

/**
 * The scripts a name mixes where UTS #39's highly restrictive level does not let them mix
 * (one script of each character, in order of appearance), or null when the name passes.
 */
export function mixedScripts(name: string): string[] | null {
  const sets = [...name].filter((c) => !ANY_SCRIPT.test(c)).map(scriptsOf);
  if (sets.length === 0) return null;
  const [first, ...rest] = sets as [Set<string>, ...Set<string>[]];
  if ([...first].some((script) => rest.every((s) => s.has(script)))) return null;
  if (ALLOWED_MIXES.some((mix) => sets.every((s) => [...s].some((x) => mix.has(x))))) return null;
  return [...new Set(sets.map((s) => [...s][0]!))];
}
