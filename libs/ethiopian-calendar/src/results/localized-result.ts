/** Fields every result with names carries: the language the names are in and whether we fell back. */
export interface LocalizedResult {
  lang: string;
  lang_fallback: boolean;
}

export interface EthiopianDateFields {
  year: number;
  month: number;
  day: number;
}
