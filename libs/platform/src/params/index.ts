export * from './param';
export * from './params';
export * from './parse-params';
