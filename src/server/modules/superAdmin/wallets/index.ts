/** A customer's wallets and organizations, by user id (issue 20; the customer page's tabs). */
import type { HandlerMap } from '../../../http/handler';
import { addOrganization, deleteOrganization, getOrganizations, updateOrganization } from './organizations';
import { addWallet, deleteWallet, getWallets, setWalletPermissions, updateWallet, updateWalletStatus } from './wallets';

export const walletHandlers = {
  getWallets,
  addWallet,
  updateWallet,
  updateWalletStatus,
  deleteWallet,
  setWalletPermissions,
  getOrganizations,
  addOrganization,
  updateOrganization,
  deleteOrganization,
} as HandlerMap;
