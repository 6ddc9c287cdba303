/**
 * A user of the family as the users pages read it. PENDING CONTRACT: the contract's SubUser
 * does not carry yet what the report and the profile show (sent this month, last sign-in,
 * permissions, allowed hours, sender names); helper A adds them to SubUser, and then this is
 * SubUser itself. Until then the server does not send them and the pages show their defaults.
 */
import type { AllowedHours, PermissionGrant, SubUser } from '../../api/generated/users';

export type FamilyMember = SubUser & {
  sentThisMonth?: number;
  lastSignInAt?: string;
  permissions?: PermissionGrant[];
  allowedHours?: AllowedHours;
  sourceNames?: string[];
};
