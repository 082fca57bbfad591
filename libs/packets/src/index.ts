export * from './analyze-stream';
export * from './analyzer-version';
export * from './capture-analysis';
export * from './errors';
export * from './result';
export type { Detection, MitreTechnique, Severity } from './detect/detection';
export { threatLevel, threatScore, SEVERITY_WEIGHT } from './score/threat-score';
