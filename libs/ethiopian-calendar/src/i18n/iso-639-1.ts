/**
 * The ISO 639-1 two-letter language codes (184, including the withdrawn "bh"). A code in this list that
 * has no names available falls back to English; a code outside it is rejected.
 */
export const ISO_639_1_CODES: readonly string[] = (
  'aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ' +
  'ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik ' +
  'io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml ' +
  'mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd ' +
  'se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi ' +
  'vo wa wo xh yi yo za zh zu'
).split(' ');

const CODES = new Set(ISO_639_1_CODES);

export function isIso6391Code(code: string): boolean {
  return CODES.has(code);
}

/**
 * ICU files a few ISO 639-1 languages under another code (Tagalog under Filipino, Twi under Akan);
 * we look those up under the ICU code but keep reporting the client's code.
 */
export const ICU_LOCALE_ALIASES: Readonly<Record<string, string>> = { tl: 'fil', tw: 'ak' };

export function icuLocaleFor(code: string): string {
  return ICU_LOCALE_ALIASES[code] ?? code;
}
