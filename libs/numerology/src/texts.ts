import { TextFamily } from './content/families';

/** The four texts every number carries (content format: one entry of a family file). */
export interface NumberText {
  title: string;
  keywords: string[];
  meaning: string;
  detailed_meaning: string;
}

/**
 * Where calculations get their words. The HTTP layer backs it with the database; tests back it with the content
 * files (loadContentFiles) or a stub. `get` throws when a text is missing: that is a server defect, not bad input.
 */
export interface TextCatalog {
  get(family: TextFamily, key: string): NumberText;
  /** The authored affirmations for personal day 1-9 (master days use 2, 4, 6). */
  affirmations(dayNumber: number): string[];
}

/** Texts of a result, with the content key they were looked up under (e.g. balance 11 reads the "2" entry). */
export interface KeyedText extends NumberText {
  text_key: string;
}

export function textFor(texts: TextCatalog, family: TextFamily, key: string | number): KeyedText {
  const text = texts.get(family, String(key));
  return {
    title: text.title,
    keywords: [...text.keywords],
    meaning: text.meaning,
    detailed_meaning: text.detailed_meaning,
    text_key: String(key),
  };
}
