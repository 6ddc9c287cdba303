/**
 * The sixteen screens of /setting-system (section 2), each with the call it exists for: a system
 * manager sees exactly the screens whose calls its group may make (x-access of the contract, as
 * the server asks it), and the screen's code is fetched when it is opened. A screen without
 * `load` is not built: it is left out of the list and its address is Not Found.
 */
import type { ComponentType } from 'react';
import * as calls from '../../../contract/access';
import type { settingSystemSections } from '../../router/paths';
import type { CallAccess } from '../../state/useMayUse';

export type SettingSystemSection = (typeof settingSystemSections)[number];

export interface SettingsSection {
  key: SettingSystemSection;
  call: CallAccess;
  load?: () => Promise<{ default: ComponentType }>;
}

export const sections: readonly SettingsSection[] = [
  { key: 'assign-numbers', call: calls.assignNumbers, load: () => import('./numbers/AssignNumbers') },
  { key: 'move-associated-numbers', call: calls.saveAttachNumber, load: () => import('./numbers/MoveAssociatedNumbers') },
  { key: 'email-association', call: calls.assignEmails, load: () => import('./numbers/EmailAssociation') },
  { key: 'share-verified-numbers', call: calls.getVerifiedGroups, load: () => import('./numbers/ShareVerifiedNumbers') },
  { key: 'add-verified-numbers', call: calls.sysVerifyPhone, load: () => import('./numbers/AddVerifiedNumbers') },
  { key: 'blocking-users', call: calls.assignBlock, load: () => import('./blocks/BlockingUsers') },
  { key: 'block-campaigns', call: calls.startOrStopCampaign, load: () => import('./blocks/BlockCampaigns') },
  { key: 'enforcement-of-policy-approval', call: calls.enforcementUser, load: () => import('./blocks/PolicyEnforcement') },
  { key: 'aflalu-unblocking', call: calls.setAflalo, load: () => import('./blocks/AflaloUnblocking') },
  { key: 'upload-blacklist-modal', call: calls.readBlacklist, load: () => import('./blocks/UploadBlacklist') },
  { key: 'move-all-distribution-lists', call: calls.moveAllContactLists, load: () => import('./blocks/MoveAllLists') },
  { key: 'manage-contact-lists', call: calls.getUserContactListsWithSubs, load: () => import('./blocks/ManageContactLists') },
  { key: 'prohibited-word-permission', call: calls.addBlacklistWord, load: () => import('./policy/ProhibitedWords') },
  { key: 'white-label-management', call: calls.getWhiteLabels, load: () => import('./brands/WhiteLabelManagement') },
  { key: 'configuring-administrators', call: calls.addSystemUser, load: () => import('./policy/SystemUsers') },
  { key: 'manage-price-lists', call: calls.getPriceLists, load: () => import('./prices/ManagePriceLists') },
];

export const sectionOf = (key: string | undefined): SettingsSection | undefined => sections.find((s) => s.key === key);
