/** A signed-in user as the server answers it, for the sign-in tests. */
import type { User } from '../../api/generated/main';
import { withCreationRights } from '../../test/creationRights';

export function answerUser(user: Partial<User> = {}): User {
  return withCreationRights({
    userId: 42,
    adminId: 0,
    group: 1,
    isAdmin: false,
    permissions: [],
    canMakeCampaign: true,
    canMakeTemplate: true,
    canMakeContactList: true,
    userName: 'dana',
    name: { firstName: 'Dana', lastName: 'Levi' },
    ...user,
  });
}
