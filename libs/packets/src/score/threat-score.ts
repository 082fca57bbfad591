/**
 * Threat score 0-100 from the detections: each detection i contributes wᵢ = weight(severity)·confidence·2^−kᵢ,
 * where kᵢ counts the stronger detections of the same rule before it (repeats of one rule add evidence with
 * diminishing returns), and
 *   score = round(100 · (1 − Π (1 − wᵢ)))
 * i.e. the chance that at least one finding is a real threat, if each were independent evidence. One critical
 * finding at full confidence gives 85; two high ones of different rules 84; a single low one 10. Weights: low
 * 0.10, medium 0.30, high 0.60, critical 0.85. Levels: low 0-24, medium 25-49, high 50-74, critical 75-100.
 */
import type { Detection, Severity } from '../detect/detection';

export const SEVERITY_WEIGHT: Record<Severity, number> = { low: 0.1, medium: 0.3, high: 0.6, critical: 0.85 };

export type ThreatLevel = 'low' | 'medium' | 'high' | 'critical';

export function threatScore(detections: readonly Pick<Detection, 'id' | 'severity' | 'confidence'>[]): number {
  const byRule = new Map<string, number[]>();
  for (const d of detections) {
    const w = SEVERITY_WEIGHT[d.severity] * Math.min(1, Math.max(0, d.confidence));
    byRule.set(d.id, [...(byRule.get(d.id) ?? []), w]);
  }
  let clean = 1;
  for (const weights of byRule.values()) {
    weights.sort((a, b) => b - a).forEach((w, k) => (clean *= 1 - w / 2 ** k));
  }
  return Math.round(100 * (1 - clean));
}

export function threatLevel(score: number): ThreatLevel {
  if (score >= 75) return 'critical';
  if (score >= 50) return 'high';
  if (score >= 25) return 'medium';
  return 'low';
}
