import type { User } from '../api/generated/main';

/** How a user is named on screen: first and last name, or the username without them. */
export const fullNameOf = (user: User): string => [user.name?.firstName, user.name?.lastName].filter(Boolean).join(' ') || user.userName || '';
