/** How a user of the family is named and its state read in the report and its exports. */
import type { SubUser } from '../../api/generated/users';

export const fullName = (user: SubUser): string => [user.firstName, user.lastName].filter(Boolean).join(' ');

export type UserStatus = NonNullable<SubUser['status']>;

/** The server's status; a row without one reads from its active switch. */
export const statusOf = (user: SubUser): UserStatus => user.status ?? (user.active === false ? 'inactive' : 'active');

// The status colours (success, error), which the theme darkens to read at 4.5:1; antd's preset green reads at 3.4:1.
export const statusColors: Record<UserStatus, string> = { active: 'success', inactive: 'default', blocked: 'error' };
