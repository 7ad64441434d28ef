import type { FastifyRequest } from 'fastify';
import { deviceLabel, startedInstalled } from './device-label';

/** Where a request comes from: the address as the platform sees it (behind TRUST_PROXY, the forwarded one) and the device. */
export interface LoginOrigin {
  ip: string;
  device: string | null;
  installed: boolean;
}

export function loginOrigin(request: FastifyRequest): LoginOrigin {
  const deviceHeader = request.headers['device'];
  return {
    ip: request.ip,
    device: deviceLabel(request.headers['user-agent']),
    installed: startedInstalled(typeof deviceHeader === 'string' ? deviceHeader : undefined),
  };
}
