/**
 * Whether the signed-in user may make a call: the call's own x-access and x-permission
 * (src/contract/access.ts, generated from the contract) asked of the one access rule, exactly
 * as the server asks it. The page shows a control only when this says yes; which customer it
 * may act on is the server's to say (it answers 404 outside the caller's reach).
 */
import { mayCall, type AccessRole } from '../../domain/access';
import { useAppSelector } from './hooks';

export interface CallAccess {
  access: AccessRole;
  permission?: number;
}

export function useMayUse(): (call: CallAccess) => boolean {
  const viewer = useAppSelector((s) => s.session.user);
  return (call) => mayCall(call.access, viewer ?? null, call.permission);
}
