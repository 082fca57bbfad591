import type { IncomingMessage } from 'node:http';
import type { ServiceName } from '../../../../libs/platform/src/config/config';
import { routeByHost } from './fastify-options';

const hosts = new Map<string, ServiceName>([
  ['num.example.com', 'numerology'],
  ['cal.example.com', 'ethiopian-calendar'],
]);
const req = (url: string, headers: Record<string, string>) => ({ url, headers }) as unknown as IncomingMessage;

describe('routeByHost (SERVICE_HOSTS)', () => {
  it('prefixes spec paths with the service the gateway host names', () => {
    expect(routeByHost(req('/life_path?year=1990', { 'x-gateway-host': 'num.example.com' }), hosts)).toBe('/numerology/life_path?year=1990');
    expect(routeByHost(req('/to-gregorian', { host: 'CAL.example.com:8443' }), hosts)).toBe('/ethiopian-calendar/to-gregorian');
    expect(routeByHost(req('/', { host: 'cal.example.com' }), hosts)).toBe('/ethiopian-calendar');
  });

  it('prefers x-gateway-host over Host', () => {
    expect(routeByHost(req('/x', { host: 'cal.example.com', 'x-gateway-host': 'num.example.com' }), hosts)).toBe('/numerology/x');
  });

  it('leaves already-prefixed, platform and unknown-host requests alone', () => {
    expect(routeByHost(req('/numerology/life_path', { host: 'num.example.com' }), hosts)).toBe('/numerology/life_path');
    for (const path of ['/jobs/loans-1', '/health/live', '/metrics', '/docs', '/openapi.json', '/admin/queues']) {
      expect(routeByHost(req(path, { host: 'num.example.com' }), hosts)).toBe(path);
    }
    expect(routeByHost(req('/life_path', { host: 'other.example.com' }), hosts)).toBe('/life_path');
    expect(routeByHost(req('/life_path', {}), hosts)).toBe('/life_path');
  });

  it('does not treat a service name that is only a prefix of the path as a match', () => {
    expect(routeByHost(req('/numerology-extra', { host: 'num.example.com' }), hosts)).toBe('/numerology/numerology-extra');
  });
});
