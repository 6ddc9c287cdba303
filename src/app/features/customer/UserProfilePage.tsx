/**
 * /user-profile/:userId (issue 18): everything support needs of one customer on one page —
 * who it is and its standing, its details and billing data, balances and credit moves, the
 * actions on its access, permissions, family, contact lists, blacklist and history. A section
 * shows only to whoever may make its calls (the calls' x-access, the one access rule); which
 * customers an administrator reaches is the server's to say (404 outside its reach).
 */
import { Flex, Grid, Result, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { notFoundShownByPage } from '../../api/baseQuery';
import { useGetUserDetailsQuery } from '../../api/generated/superAdmin';
import { useFeatureTexts } from '../../i18n/useFeatureTexts';
import { PageLoading } from '../../ui/PageLoading';
import { getCustomerHistory, getUserContactListsWithSubs, readBlacklist, superAdminRemoveFromBlacklist, viewFamily } from '../../../contract/access';
import { ActionsSection } from './components/ActionsSection';
import { BlacklistSection } from '../../ui/blacklistBulk/BlacklistSection';
import { ContactListsSection } from '../../ui/customerLists/ContactListsSection';
import { CreditsSection } from './components/CreditsSection';
import { CustomerHeader } from './components/CustomerHeader';
import { DetailsForm } from './components/DetailsForm';
import { FamilySection } from './components/FamilySection';
import { HistorySection } from './components/HistorySection';
import { PermissionsSection } from './components/PermissionsSection';
import { WhatsAppSection } from './components/WhatsAppSection';
import { OrganizationsSection } from './components/OrganizationsSection';
import { WalletsSection } from './components/WalletsSection';
import { WalletsTabLabel } from './components/WalletsTabLabel';
import { getOrganizations, getWallets } from '../../../contract/access';
import { getWaUserMetaData } from '../../../contract/access';
import { getUserRates } from '../../../contract/access';
import { PriceListSection } from './components/PriceListSection';
import { PriceListTabLabel } from './components/PriceListTabLabel';
import { getUserSourceNumberTextData } from '../../../contract/access';
import { SenderNamesSection } from './components/SenderNamesSection';
import { SenderNamesTabLabel } from './components/SenderNamesTabLabel';
import { useMayUse } from '../../state/useMayUse';
import './customerApi';

notFoundShownByPage('getUserDetails');

export default function UserProfilePage() {
  const { t } = useTranslation();
  // The outcome texts (superAdmin, errors) and the sign-in-as label (users) come with the page.
  const textsReady = useFeatureTexts('customer', 'superAdmin');
  const usersTextsReady = useFeatureTexts('users');
  const mayUse = useMayUse();
  const screens = Grid.useBreakpoint();
  const userId = Number(useParams().userId);
  const valid = Number.isInteger(userId) && userId > 0;
  const { data, isLoading } = useGetUserDetailsQuery({ body: { userId } }, { skip: !valid });
  const customer = data?.data;

  if (!textsReady || !usersTextsReady || isLoading) return <PageLoading />;
  if (!customer) return <Result status="404" title={t('customer.profile.notFound')} />;

  const sections = [
    { key: 'details', label: t('customer.tabs.details'), children: <DetailsForm key={customer.userId} customer={customer} /> },
    { key: 'credits', label: t('customer.tabs.credits'), children: <CreditsSection customer={customer} /> },
    { key: 'actions', label: t('customer.tabs.actions'), children: <ActionsSection customer={customer} /> },
    { key: 'permissions', label: t('customer.tabs.permissions'), children: <PermissionsSection customer={customer} /> },
    mayUse(viewFamily) && { key: 'family', label: t('customer.tabs.family'), children: <FamilySection userId={customer.userId} /> },
    mayUse(getUserContactListsWithSubs) && { key: 'lists', label: t('customer.tabs.lists'), children: <ContactListsSection userId={customer.userId} /> },
    (mayUse(readBlacklist) || mayUse(superAdminRemoveFromBlacklist)) && { key: 'blacklist', label: t('customer.tabs.blacklist'), children: <BlacklistSection userId={customer.userId} /> },
    mayUse(getCustomerHistory) && { key: 'history', label: t('customer.tabs.history'), children: <HistorySection userId={customer.userId} /> },
    mayUse(getWaUserMetaData) && { key: 'whatsApp', label: t('customer.tabs.whatsApp'), children: <WhatsAppSection userId={customer.userId} username={customer.username} /> },
    mayUse(getWallets) && { key: 'wallets', label: <WalletsTabLabel tab="wallets" />, children: <WalletsSection userId={customer.userId} /> },
    mayUse(getOrganizations) && { key: 'organizations', label: <WalletsTabLabel tab="organizations" />, children: <OrganizationsSection userId={customer.userId} /> },
    mayUse(getUserRates) && { key: 'priceList', label: <PriceListTabLabel />, children: <PriceListSection userId={customer.userId} /> },
    mayUse(getUserSourceNumberTextData) && { key: 'senderNames', label: <SenderNamesTabLabel />, children: <SenderNamesSection userId={customer.userId} /> },
  ].filter((section) => section !== false);

  return (
    <Flex vertical gap={16} style={{ padding: 24, maxWidth: 1300 }}>
      <CustomerHeader customer={customer} />
      {/* Fourteen tabs overflow a row, and antd's overflow button inside the tab list is no tab (axe): beside the page on wide screens. */}
      <Tabs items={sections} destroyOnHidden tabPlacement={screens.lg ? 'start' : 'top'} />
    </Flex>
  );
}
