/** Angle helpers in degrees: the astrology code works in degrees throughout, radians only inside trigonometry. */
export const DEG = Math.PI / 180;
export const RAD = 180 / Math.PI;

/** Wraps any angle into [0, 360). */
export function norm360(deg: number): number {
  const r = deg % 360;
  return r < 0 ? r + 360 : r === 360 ? 0 : r;
}

/** Wraps any angle into [-180, 180): the signed difference a - b. */
export function signedDiff(a: number, b: number): number {
  return norm360(a - b + 180) - 180;
}

export const sind = (d: number): number => Math.sin(d * DEG);
export const cosd = (d: number): number => Math.cos(d * DEG);
export const tand = (d: number): number => Math.tan(d * DEG);
export const asind = (x: number): number => Math.asin(Math.max(-1, Math.min(1, x))) * RAD;
export const atan2d = (y: number, x: number): number => Math.atan2(y, x) * RAD;

/** Declination of an ecliptic point (longitude, latitude) for the obliquity `eps`. */
export function declination(lon: number, lat: number, eps: number): number {
  return asind(sind(lat) * cosd(eps) + cosd(lat) * sind(eps) * sind(lon));
}

/** 123.4567 → 123°27'24" (rounded to the second, carried properly). */
export function dms(deg: number): string {
  const sign = deg < 0 ? '-' : '';
  let s = Math.round(Math.abs(deg) * 3600);
  const d = Math.floor(s / 3600);
  s -= d * 3600;
  const m = Math.floor(s / 60);
  s -= m * 60;
  return `${sign}${d}°${String(m).padStart(2, '0')}'${String(s).padStart(2, '0')}"`;
}
