/**
 * Every `@Endpoint` of the app with its full path, found once at start-up. Feeds the OpenAPI document and the
 * service index pages (GET /numerology lists the numerology endpoints, and so on).
 */
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { ENDPOINT_METADATA, type RegisteredEndpoint } from './endpoint.decorator';

export interface CatalogEntry extends RegisteredEndpoint {
  fullPath: string;
}

@Injectable()
export class EndpointCatalog implements OnApplicationBootstrap {
  private entries: CatalogEntry[] = [];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
  ) {}

  onApplicationBootstrap(): void {
    this.entries = this.scan();
  }

  all(): readonly CatalogEntry[] {
    if (this.entries.length === 0) this.entries = this.scan();
    return this.entries;
  }

  forService(service: string): Array<{ path: string; methods: readonly string[]; summary: string }> {
    return this.all()
      .filter((e) => e.fullPath.startsWith(`/${service}/`))
      .map((e) => ({ path: e.fullPath, methods: e.methods ?? ['GET', 'POST'], summary: e.summary }));
  }

  private scan(): CatalogEntry[] {
    const found: CatalogEntry[] = [];
    for (const wrapper of this.discovery.getControllers()) {
      const instance = wrapper.instance as object | undefined;
      if (!instance || !wrapper.metatype) continue;
      const prefix = String(Reflect.getMetadata(PATH_METADATA, wrapper.metatype) ?? '');
      const proto = Object.getPrototypeOf(instance) as Record<string, unknown>;
      for (const method of this.scanner.getAllMethodNames(proto)) {
        const endpoint = Reflect.getMetadata(ENDPOINT_METADATA, proto[method] as object) as RegisteredEndpoint | undefined;
        if (endpoint) found.push({ ...endpoint, fullPath: joinPath(prefix, endpoint.path) });
      }
    }
    return found.sort((a, b) => a.fullPath.localeCompare(b.fullPath));
  }
}

function joinPath(prefix: string, path: string): string {
  return ('/' + [prefix, path].map((s) => s.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/')).replace(/\/+/g, '/');
}
