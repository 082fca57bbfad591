/**
 * Injection token of the machine translation provider. Bind it (in a @Global module) to one of the adapters of
 * libs/quotes/src/translation/adapters.ts to turn translation on; unbound, every non-English `lang` answers the
 * original with translation null and a translation_error.
 */
export const TRANSLATION_PROVIDER = Symbol('TranslationProvider');
