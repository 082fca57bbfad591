export * from './problem';
export * from './invalid-parameter.error';
