import { constants } from '@coffer/contract';
import type { FastifyRequest } from 'fastify';

/** Who is at the other end of a request, as the security log and the session records keep it. */
export interface ClientInfo {
  ip: string;
  userAgent: string;
  /** The wrapper's device fingerprint id (§7); null when absent or malformed. */
  deviceId: string | null;
  /** The wrapper's client-type header: 0 web (§9), 1 the mobile app. */
  clientType: number;
}

const deviceIdPattern = /^[A-Za-z0-9._:-]{8,128}$/;

export function clientInfo(request: FastifyRequest): ClientInfo {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const deviceId = header(constants.headers.deviceId);
  const clientType = Number(header(constants.headers.clientType) ?? 0);
  return {
    ip: request.ip,
    userAgent: (header('user-agent') ?? '').slice(0, 300),
    deviceId: deviceId && deviceIdPattern.test(deviceId) ? deviceId : null,
    clientType: Number.isInteger(clientType) && clientType >= 0 && clientType <= 9 ? clientType : 0,
  };
}
