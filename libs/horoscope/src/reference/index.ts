export * from './families';
export * from './reference-format';
export * from './reference-quality';
export * from './reference-library';
export * from './reference-results';
export * from './sun-sign';
export { loadReferenceDir, readReferenceDir, referenceContentDir } from './load-reference';
