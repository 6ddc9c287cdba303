/**
 * Cache tags of the wallets and organizations tabs: a change lists the account's wallets or
 * organizations again, and (audited, and a wallet move changes the balance) the customer's
 * details and history. Imported for its effect by the tabs.
 */
import { superAdminApi } from '../../../api/generated/superAdmin';

const wallets = (userId: number) => ({ type: 'CustomerWallets' as const, id: userId });
const organizations = (userId: number) => ({ type: 'CustomerOrganizations' as const, id: userId });
const actedOn = (userId: number) => [{ type: 'Customer' as const, id: userId }, { type: 'CustomerHistory' as const, id: userId }];
const walletChange = { invalidatesTags: (_r: unknown, _e: unknown, { body }: { body: { userId: number } }) => [wallets(body.userId), ...actedOn(body.userId)] };
const organizationChange = { invalidatesTags: (_r: unknown, _e: unknown, { body }: { body: { userId: number } }) => [organizations(body.userId), ...actedOn(body.userId)] };

superAdminApi.enhanceEndpoints({
  addTagTypes: ['CustomerWallets', 'CustomerOrganizations', 'Customer', 'CustomerHistory'],
  endpoints: {
    getWallets: { providesTags: (_r, _e, { body }) => [wallets(body.userId)] },
    addWallet: walletChange,
    updateWallet: walletChange,
    updateWalletStatus: walletChange,
    deleteWallet: walletChange,
    setWalletPermissions: walletChange,
    getOrganizations: { providesTags: (_r, _e, { body }) => [organizations(body.userId)] },
    addOrganization: organizationChange,
    updateOrganization: organizationChange,
    deleteOrganization: organizationChange,
  },
});
