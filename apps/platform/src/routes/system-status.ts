import type { FastifyInstance } from 'fastify';
import { WpsHeaders } from '@wl/api-client/contract/request-headers';
import { systemCalls } from '@wl/api-client/contract';
import type { BrandRegistry } from '../brands/brand-registry';
import type { Db } from '../db/db';
import { AppError } from '../http/app-error';
import { parseRequest } from '../http/validate';
import { findMerchantStatus } from '../merchants/merchant-repo';
import { buildSystemStatus } from '../status/build-status';
import type { StatusCache } from '../status/status-cache';
import { onCall } from './call-route';

export interface SystemStatusDeps {
  db: Db;
  brands: BrandRegistry;
  cache: StatusCache;
}

/**
 * GET /wps/system/status: the merchant's site configuration, the caller's IP and the maintenance
 * and region-restriction switches. Merchant from the `Merchant` header, else the host's brand.
 */
export function systemStatusRoute(app: FastifyInstance, deps: SystemStatusDeps): void {
  onCall(app, systemCalls.status, async ({ request }) => {
    const headers = parseRequest(WpsHeaders, request.headers, 'headers');
    const code = headers.merchant ?? deps.brands.forHost(request.headers.host).merchantCode;
    let row = deps.cache.get(code);
    if (!row) {
      const stamp = deps.cache.stamp();
      const found = await findMerchantStatus(deps.db, code);
      if (!found) {
        throw new AppError('BAD_REQUEST', `Unknown merchant code "${code}"`, {
          fields: [{ field: 'headers.merchant', problem: 'unknown merchant code' }],
        });
      }
      deps.cache.set(code, found, stamp);
      row = found;
    }
    return buildSystemStatus(row, request.ip);
  });
}
