/**
 * /users-management (issue 18): find a customer in a keystroke. The search box answers as the
 * person types (super-admin/search/main-autocomplete), by everything or by one field; the
 * arrows move through the customers found and Enter opens one. A system manager or
 * super-administrator finds every customer, an administrator those assigned to it (the server
 * decides; the page shows what it answers).
 */
import { Flex, Input, Select, Typography } from 'antd';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { SuperAdminUserSummary } from '../../api/generated/superAdmin';
import { mayCall } from '../../../domain/access';
import { createUserAccount } from '../../../contract/access';
import { useFeatureTexts } from '../../i18n/useFeatureTexts';
import { href } from '../../router/paths';
import { useAppSelector } from '../../state/hooks';
import { PageLoading } from '../../ui/PageLoading';
import { CustomerResults, optionId, resultsId } from './CustomerResults';
import { EndAllSessions } from './EndAllSessions';
import { ExportsPanel } from './exports/ExportsPanel';
import { customerDestination } from './customerDestination';
import { searchByChoices, useCustomerSearch, type SearchBy } from '../../state/useCustomerSearch';

export default function UsersManagementPage() {
  const { t } = useTranslation();
  const textsReady = useFeatureTexts('management');
  const navigate = useNavigate();
  const caller = useAppSelector((s) => s.session.user);
  const [typed, setTyped] = useState('');
  const [searchBy, setSearchBy] = useState<SearchBy>('all');
  const [activeOf, setActiveOf] = useState<{ query: string; index: number }>({ query: '', index: 0 });
  const { answered, results, searching } = useCustomerSearch(typed, searchBy);
  // A new answer starts again from its first customer.
  const active = results?.length && activeOf.query === answered ? Math.min(activeOf.index, results.length - 1) : 0;
  const setActive = (index: number) => setActiveOf({ query: answered, index });

  if (!textsReady || !caller) return <PageLoading />;

  const open = (customer: SuperAdminUserSummary) => navigate(customerDestination(caller, customer));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!results?.length) return;
    if (event.key === 'ArrowDown') setActive((active + 1) % results.length);
    else if (event.key === 'ArrowUp') setActive((active - 1 + results.length) % results.length);
    else if (event.key === 'Enter') open(results[active]);
    else return;
    event.preventDefault();
  };

  const status = !answered ? t('management.usersManagement.startTyping')
    : results === undefined ? t('management.usersManagement.searching')
    // The query in Unicode isolates: the plain-text <bdi>, so a Hebrew sentence keeps an English query whole.
    : results.length === 0 ? t('management.usersManagement.noMatch', { query: `\u2068${answered}\u2069` })
    : t('management.usersManagement.found', { count: results.length });

  return (
    <Flex vertical gap={16} style={{ padding: 24, maxWidth: 960 }}>
      <Flex vertical gap={4}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('management.usersManagement.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('management.usersManagement.intro')}</Typography.Text>
        {/* Opening a customer is for whoever may make its call (the contract's x-access). */}
        {mayCall(createUserAccount.access, caller) && <Link to={href('createUserAccount')}>{t('management.usersManagement.createAccount')}</Link>}
        <EndAllSessions />
      </Flex>
      <Flex gap={12} wrap align="center">
        <Input.Search
          autoFocus
          allowClear
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={onKeyDown}
          loading={searching}
          placeholder={t('management.usersManagement.placeholder')}
          aria-label={t('management.usersManagement.searchLabel')}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={Boolean(results?.length)}
          aria-controls={resultsId}
          aria-activedescendant={results?.length ? optionId(results[active].userId) : undefined}
          aria-describedby="users-management-keyboard"
          style={{ flex: '1 1 360px', maxWidth: 560 }}
        />
        <Select<SearchBy>
          value={searchBy}
          onChange={setSearchBy}
          aria-label={t('management.usersManagement.searchByLabel')}
          options={searchByChoices.map((value) => ({ value, label: t(`management.searchBy.${value}`) }))}
          style={{ minWidth: 200 }}
        />
      </Flex>
      <Typography.Text type="secondary" id="users-management-keyboard">
        {t('management.usersManagement.keyboardHint')}
      </Typography.Text>
      <div role="status" aria-live="polite">
        {status}
      </div>
      {results && results.length > 0 && <CustomerResults customers={results} active={active} onOpen={open} onHover={setActive} />}
      <ExportsPanel />
    </Flex>
  );
}
