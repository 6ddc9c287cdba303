/** How a user of the family is named in the report and its exports. */
import type { FamilyMember } from './familyMember';

export const fullName = (user: FamilyMember): string => [user.firstName, user.lastName].filter(Boolean).join(' ');
