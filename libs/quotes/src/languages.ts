/**
 * ISO 639-1: the two-letter language codes `lang` accepts. Names come from Intl.DisplayNames (ICU), in English.
 */
const ISO_639_1 =
  'aa ab ae af ak am an ar as av ay az ba be bg bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el en eo es et eu ' +
  'fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km ' +
  'kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om ' +
  'or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ' +
  'ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu';

export const ISO_639_1_CODES: readonly string[] = ISO_639_1.split(' ');

const CODES: ReadonlySet<string> = new Set(ISO_639_1_CODES);

/** Whether `code` (already lower-cased) is an ISO 639-1 code. */
export function isIso6391(code: string): boolean {
  return CODES.has(code);
}

const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

/** The English name of a language, e.g. `sw` → `Swahili`. */
export function languageName(code: string): string {
  return names.of(code) ?? code;
}
