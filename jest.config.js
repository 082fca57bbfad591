// Two projects: unit tests beside the code (*.spec.ts) and end-to-end tests in test/ (*.e2e-spec.ts).
// Run through `node --experimental-vm-modules` (package.json scripts): NestJS 12 is ESM-only.
const swc = ['@swc/jest', {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
}];

module.exports = {
  // testTimeout is a global option (ignored inside projects): e2e boots take seconds, PGlite's first start most.
  testTimeout: 60000,
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      transform: { '^.+\\.ts$': swc },
      testMatch: ['<rootDir>/apps/**/*.spec.ts', '<rootDir>/libs/**/*.spec.ts', '<rootDir>/prisma/**/*.spec.ts'],
      setupFiles: ['reflect-metadata'],
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      transform: { '^.+\\.ts$': swc },
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
      setupFiles: ['reflect-metadata'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
  ],
};
