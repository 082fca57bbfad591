/** The result functions return the entry the content file holds for the key, with the documented fields. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FAMILIES } from './families';
import { loadReferenceDir, referenceContentDir } from './load-reference';
import { aspectReference, houseReference, planetInHouseReference, planetReference, returnReference, signTrait, termReference } from './reference-results';

const dir = referenceContentDir();
const library = loadReferenceDir(dir, FAMILIES);
/** Straight from the JSON, independent of the loader. */
function rawEntry(family: string, key: string): Record<string, unknown> {
  const data = JSON.parse(readFileSync(join(dir, `${family}.json`), 'utf8')) as { entries: Array<Record<string, unknown>> };
  const found = data.entries.find((e) => e.key === key);
  if (!found) throw new Error(`${family}/${key} not in file`);
  const { key: _key, ...rest } = found;
  return rest;
}

describe('reference results', () => {
  it('signTrait from a cusp date: 1990-03-21 is Aries on the Pisces cusp, personality text of aries', () => {
    expect(signTrait(library, 'personality', { dob: '1990-03-21' })).toEqual({
      sign: 'aries', topic: 'personality', dob: '1990-03-21', cusp: true, cusp_with: 'pisces', ...rawEntry('sign_trait', 'aries:personality'),
    });
  });

  it('signTrait from a sign, and dob wins over sign', () => {
    expect(signTrait(library, 'career_money', { sign: 'leo' })).toEqual({ sign: 'leo', topic: 'career_money', dob: null, cusp: false, cusp_with: null, ...rawEntry('sign_trait', 'leo:career_money') });
    expect(signTrait(library, 'love', { dob: '1990-10-10', sign: 'leo' }).sign).toBe('libra');
  });

  it('aspects carry their exact angle', () => {
    expect(aspectReference(library, 'opposite')).toEqual({ aspect: 'opposite', angle: 180, ...rawEntry('aspect', 'opposite') });
    expect(aspectReference(library, 'quincunx').angle).toBe(150);
    expect(aspectReference(library, 'semi_sextile').angle).toBe(30);
  });

  it('houses carry their number', () => {
    expect(houseReference(library, 'seventh')).toEqual({ house: 'seventh', number: 7, ...rawEntry('house', 'seventh') });
    expect(houseReference(library, 'twelfth').number).toBe(12);
  });

  it('returns, terms, planets and planets in houses', () => {
    expect(returnReference(library, 'saturn')).toEqual({ returns: 'saturn', ...rawEntry('returns', 'saturn') });
    expect(termReference(library, 'vedic_astrology')).toEqual({ term: 'vedic_astrology', ...rawEntry('term', 'vedic_astrology') });
    expect(planetReference(library, 'neptune')).toEqual({ planet: 'neptune', ...rawEntry('planet', 'neptune') });
    expect(planetInHouseReference(library, 'ceres', 'fourth')).toEqual({ planet: 'ceres', house: 'fourth', house_number: 4, ...rawEntry('planet_in_house', 'ceres:fourth') });
  });

  it('a library loaded without planet_in_house refuses that family', () => {
    const subset = loadReferenceDir(dir, ['aspect']);
    expect(() => planetInHouseReference(subset, 'sun', 'first')).toThrow(/no reference text planet_in_house\/sun:first/);
  });
});
