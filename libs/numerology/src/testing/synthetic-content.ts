import { RawContentFile } from '../content/content-format';
import { AFFIRMATION_FAMILY, AFFIRMATION_KEYS, TEXT_FAMILIES, TEXT_FAMILY_KEYS } from '../content/families';

/** A sentence made unique by its tag, long enough to count for the word minimums. */
function sentence(tag: string, index: number): string {
  return `Sentence ${index} for ${tag} stays unique because its tag names exactly one place in these files.`;
}

/**
 * A complete, valid set of content files built from unique sentences: the baseline the quality-rule tests mutate
 * one defect at a time, so each rule is shown to catch its own defect.
 */
export function syntheticContentFiles(): RawContentFile[] {
  const files: RawContentFile[] = TEXT_FAMILIES.map((family) => ({
    name: `${family}.json`,
    data: {
      family,
      version: 1,
      role: `Role of ${family}`,
      entries: TEXT_FAMILY_KEYS[family].map((key) => ({
        key,
        title: `${family} title ${key}`,
        keywords: ['alpha', 'beta', 'gamma'],
        meaning: [1, 2].map((i) => sentence(`${family} ${key} meaning`, i)).join(' '),
        detailed_meaning: [1, 2, 3, 4, 5, 6].map((i) => sentence(`${family} ${key} detail`, i)).join(' '),
      })),
    },
  }));
  files.push({
    name: 'affirmations.json',
    data: {
      family: AFFIRMATION_FAMILY,
      version: 1,
      entries: AFFIRMATION_KEYS.map((key) => ({
        key,
        affirmations: Array.from({ length: 20 }, (_, i) => `I keep promise ${i} of day ${key} with a calm and steady mind.`),
      })),
    },
  });
  return files;
}

/** The synthetic files' data as tests edit it (family entries and affirmation entries share one loose shape). */
export interface MutableContentData {
  family: string;
  entries: {
    key: string;
    title: string;
    keywords: string[];
    meaning: string;
    detailed_meaning: string;
    affirmations: string[];
  }[];
}

/** A deep copy of the synthetic files with one change applied to the named file's data. */
export function mutated(name: string, change: (data: MutableContentData) => void): RawContentFile[] {
  const files = structuredClone(syntheticContentFiles());
  const file = files.find((candidate) => candidate.name === name);
  if (file === undefined) throw new Error(`no synthetic file ${name}`);
  change(file.data as MutableContentData);
  return files;
}
