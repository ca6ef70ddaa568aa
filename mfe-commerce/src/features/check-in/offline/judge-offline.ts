/**
 * A scan judged on the device, without the network, with the answers the server gives online:
 * the code must carry the site's signature (checked against the keys the device prepared with,
 * through jose), be for the day the device was prepared for (the shift's day: a device prepared
 * the evening before works at dawn without the network), not be revoked (refunded, exchanged, cancelled), not be admitted
 * already (by the day's list or on this device), and be paid. An older unsigned code can only be
 * judged online. The signed token format is described in the README ("Signed tickets").
 */
import { compactVerify, createLocalJWKSet } from 'jose';
import type { CheckInAnswer } from '../components/check-in-result';
import type { DeviceScan, Preparation } from './gate-device';

export interface OfflineAnswer extends CheckInAnswer {
  offline: true;
  /** An older unsigned code: only the server can judge it. */
  onlineOnly?: boolean;
  /** The signed code judged, which the scan's upload carries. */
  token?: string;
  /** The ticket's group on the day's list (its order). */
  group?: number;
}

interface TicketClaims {
  t: number;
  tt: number;
  a: 'adult' | 'child' | 'infant';
  d: string;
}

function isTicketClaims(value: unknown): value is TicketClaims {
  const claims = value as Partial<TicketClaims> | null;
  return (
    typeof claims === 'object' &&
    claims !== null &&
    Number.isInteger(claims.t) &&
    Number.isInteger(claims.tt) &&
    ['adult', 'child', 'infant'].includes(claims.a as string) &&
    typeof claims.d === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(claims.d)
  );
}

export function isSignedCode(code: string): boolean {
  return code.split('.').length === 3;
}

async function verifiedClaims(code: string, jwks: Preparation['jwks']): Promise<TicketClaims | null> {
  try {
    const { payload } = await compactVerify(code, createLocalJWKSet(jwks), { algorithms: ['EdDSA'] });
    const claims: unknown = JSON.parse(new TextDecoder().decode(payload));
    return isTicketClaims(claims) ? claims : null;
  } catch {
    return null;
  }
}

export async function judgeOffline(code: string, preparation: Preparation, scans: readonly DeviceScan[]): Promise<OfflineAnswer> {
  if (!isSignedCode(code)) return { result: 'unknown', ticket: undefined, offline: true, onlineOnly: true };
  const claims = await verifiedClaims(code, preparation.jwks);
  if (!claims) return { result: 'unknown', ticket: undefined, offline: true };

  const listed = preparation.tickets.find((ticket) => ticket.id === claims.t);
  const admission = scans.find((scan) => scan.ticketId === claims.t && scan.decision === 'admitted');
  const paidHere = listed !== undefined && scans.some((scan) => scan.paidAtCounter && scan.group === listed.group);
  const revoked = listed?.status === 'void';
  const used = listed?.status === 'used' || admission !== undefined;
  // A ticket missing from the list was issued after the device was prepared: its signature
  // vouches for it, and the server judges its payment when the scan syncs.
  const paid = !listed || listed.paid || paidHere;
  const ticket = {
    id: claims.t,
    // The list names no order: an order code would open the buyer's order.
    orderCode: '—',
    name: preparation.ticketTypes.find((type) => type.id === claims.tt)?.name ?? '—',
    audience: claims.a,
    visitDate: claims.d,
    holder: listed?.firstName ?? '—',
    status: revoked ? ('void' as const) : used ? ('used' as const) : ('valid' as const),
    redeemedAt: admission?.scannedAt ?? null,
    amountDue: !paid && !revoked ? (listed?.amountDue ?? null) : null,
  };

  let result: CheckInAnswer['result'] = 'valid';
  if (revoked || !paid) result = 'unpaid';
  else if (used) result = 'already_used';
  else if (claims.d !== preparation.date) result = 'wrong_day';
  return { result, ticket, offline: true, token: code, group: listed?.group };
}
