/**
 * The result objects of the reference endpoints: pure functions over a checked ReferenceLibrary. One documented
 * shape per family; every shape carries the entry's title, summary, text and keywords.
 */
import type { Aspect, House, HousePlanet, Planet, ReturnKind, Sign, SignTopic, Term } from './families';
import { HOUSES } from './families';
import type { ReferenceLibrary } from './reference-library';
import { type SunSign, sunSignOf } from './sun-sign';

export interface ReferenceText {
  readonly title: string;
  readonly summary: string;
  readonly text: string;
  readonly keywords: readonly string[];
}

function textOf(library: ReferenceLibrary, family: Parameters<ReferenceLibrary['entry']>[0], key: string): ReferenceText {
  const e = library.entry(family, key);
  return { title: e.title, summary: e.summary, text: e.text, keywords: [...e.keywords] };
}

/** /sign/<topic>: the sign (from dob by the sign table, or given), the topic, and cusp flags when from a date. */
export interface SignTraitResult extends ReferenceText {
  readonly sign: Sign;
  readonly topic: SignTopic;
  /** The date the sign was derived from, or null when the sign was given. */
  readonly dob: string | null;
  readonly cusp: boolean;
  readonly cusp_with: Sign | null;
}

/** Either `dob` (YYYY-MM-DD) or `sign`; `dob` wins when both are given, since it is the spec's parameter. */
export function signTrait(library: ReferenceLibrary, topic: SignTopic, from: { dob?: string; sign?: Sign }): SignTraitResult {
  let sun: SunSign;
  if (from.dob !== undefined) sun = sunSignOf(from.dob, 'dob');
  else if (from.sign !== undefined) sun = { sign: from.sign, cusp: false, cusp_with: null };
  else throw new Error('signTrait needs dob or sign');
  return { sign: sun.sign, topic, dob: from.dob ?? null, cusp: sun.cusp, cusp_with: sun.cusp_with, ...textOf(library, 'sign_trait', `${sun.sign}:${topic}`) };
}

/** The exact angle of each aspect, in degrees of ecliptic longitude. */
export const ASPECT_ANGLES: Readonly<Record<Aspect, number>> = {
  conjunction: 0,
  semi_sextile: 30,
  sextile: 60,
  square: 90,
  trine: 120,
  quincunx: 150,
  opposite: 180,
};

export interface AspectResult extends ReferenceText {
  readonly aspect: Aspect;
  readonly angle: number;
}

export function aspectReference(library: ReferenceLibrary, aspect: Aspect): AspectResult {
  return { aspect, angle: ASPECT_ANGLES[aspect], ...textOf(library, 'aspect', aspect) };
}

export interface HouseResult extends ReferenceText {
  readonly house: House;
  /** 1 to 12. */
  readonly number: number;
}

export function houseReference(library: ReferenceLibrary, house: House): HouseResult {
  return { house, number: HOUSES.indexOf(house) + 1, ...textOf(library, 'house', house) };
}

export interface ReturnResult extends ReferenceText {
  readonly returns: ReturnKind;
}

export function returnReference(library: ReferenceLibrary, returns: ReturnKind): ReturnResult {
  return { returns, ...textOf(library, 'returns', returns) };
}

export interface TermResult extends ReferenceText {
  readonly term: Term;
}

export function termReference(library: ReferenceLibrary, term: Term): TermResult {
  return { term, ...textOf(library, 'term', term) };
}

export interface PlanetResult extends ReferenceText {
  readonly planet: Planet;
}

export function planetReference(library: ReferenceLibrary, planet: Planet): PlanetResult {
  return { planet, ...textOf(library, 'planet', planet) };
}

export interface PlanetInHouseResult extends ReferenceText {
  readonly planet: HousePlanet;
  readonly house: House;
  readonly house_number: number;
}

export function planetInHouseReference(library: ReferenceLibrary, planet: HousePlanet, house: House): PlanetInHouseResult {
  return { planet, house, house_number: HOUSES.indexOf(house) + 1, ...textOf(library, 'planet_in_house', `${planet}:${house}`) };
}
