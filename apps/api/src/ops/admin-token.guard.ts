import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../../libs/platform/src/config/config';
import { APP_CONFIG } from '../platform.tokens';
import { checkAdminToken } from './admin-token';

/** Nest guard for /admin/* controllers: ADMIN_TOKEN as Bearer (or Basic password). */
@Injectable()
export class AdminTokenGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(ctx: ExecutionContext): boolean {
    checkAdminToken(ctx.switchToHttp().getRequest<FastifyRequest>(), this.config.adminToken);
    return true;
  }
}
