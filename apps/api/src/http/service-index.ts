import type { EndpointCatalog } from './endpoint-catalog';

export interface ServiceIndex {
  service: string;
  description: string;
  docs: string;
  endpoints: Array<{ path: string; methods: readonly string[]; summary: string }>;
}

export function serviceIndex(service: string, description: string, catalog: EndpointCatalog): ServiceIndex {
  return { service, description, docs: `/docs#/${service}`, endpoints: catalog.forService(service) };
}
