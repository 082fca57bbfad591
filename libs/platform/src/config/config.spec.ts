import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the embedded defaults with an empty environment', () => {
    const c = loadConfig({}, '/srv/almanac');
    expect(c).toMatchObject({
      port: 3000,
      databaseUrl: null,
      redisUrl: null,
      dataDir: '/srv/almanac/.data',
      blobDir: '/srv/almanac/.data/blobs',
      syncWaitMs: 25_000,
      jobRetentionMs: 86_400_000,
      authMode: 'off',
      adminToken: null,
    });
  });

  it('requires API keys by default in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).authMode).toBe('required');
    expect(loadConfig({ NODE_ENV: 'production', AUTH_MODE: 'off' }).authMode).toBe('off');
  });

  it('parses SERVICE_HOSTS into host → service', () => {
    const c = loadConfig({ SERVICE_HOSTS: 'numerology=Num.Example.com, quotes=q.example.com' });
    expect([...c.serviceHosts]).toEqual([
      ['num.example.com', 'numerology'],
      ['q.example.com', 'quotes'],
    ]);
  });

  it('lists every bad setting at once and refuses to start', () => {
    try {
      loadConfig({ PORT: 'eighty', REDIS_URL: 'http://x', AUTH_MODE: 'maybe', SERVICE_HOSTS: 'astrology=a.com', ADMIN_TOKEN: 'short', SYNC_WAIT_MS: '-1', WORKER_QUEUES: 'loans,emails' });
      throw new Error('expected ConfigError');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      for (const name of ['PORT', 'REDIS_URL', 'AUTH_MODE', 'SERVICE_HOSTS', 'ADMIN_TOKEN', 'SYNC_WAIT_MS', 'WORKER_QUEUES']) expect(problems).toContain(name);
    }
  });
});
