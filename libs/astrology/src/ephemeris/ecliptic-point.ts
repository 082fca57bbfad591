/** A position in the true ecliptic of date: what every chart point reduces to. */
export interface EclipticPosition {
  /** Degrees, [0, 360). */
  longitude: number;
  /** Degrees. */
  latitude: number;
  /** Degrees per day (negative: retrograde). */
  speed: number;
  /** AU (0 for points that have no distance, such as nodes). */
  distance: number;
}
