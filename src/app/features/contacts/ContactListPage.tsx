/**
 * /contact-list/:contactListId? and /contact-list/new (sections 2, 3, 5): the account's lists
 * on the inline-start side, the chosen list with its contacts on the rest.
 */
import { DeleteOutlined, PlusOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Row, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useDeleteContactListMutation, useGetContactsPageDataQuery } from '../../api/generated/contacts';
import { useFeatureTexts } from '../../i18n/useFeatureTexts';
import { href } from '../../router/paths';
import { confirm } from '../../state/confirmModal';
import { useAppDispatch } from '../../state/hooks';
import { PageLoading } from '../../ui/PageLoading';
import { UserText } from '../../ui/UserText';
import { ContactsSection } from './components/ContactsSection';
import { DownloadLinks } from './components/DownloadLinks';
import { ListNameForm } from './components/ListNameForm';
import { ListsPanel } from './components/ListsPanel';
import { NewListForm } from './components/NewListForm';
import { RestoreListsModal } from './components/RestoreListsModal';
import './contactsApi';
import { ColumnTitlesButton } from './headers/ColumnTitlesButton';
import { QuickSendButton } from './mobile/QuickSendButton';
import { SearchAllListsButton } from './search/SearchAllListsButton';
import { SmartListButton } from './smart/SmartListButton';
import { SubListsButton } from './subs/SubListsButton';
import { UploadResultNotice } from './upload/UploadResultNotice';
import { WholeListActions } from './whole/WholeListActions';
import { DeleteContactList } from '../../../contract/statusCodes';

/** "new", nothing or a bad id all mean no list chosen (-1, as the contract says). */
const chosenIdOf = (param: string | undefined): number => {
  const id = Number(param);
  return param && param !== 'new' && Number.isInteger(id) && id > 0 ? id : -1;
};

export default function ContactListPage() {
  const { t } = useTranslation();
  const textsReady = useFeatureTexts('contacts');
  const { contactListId: param } = useParams();
  const isNew = param === 'new';
  const chosenId = chosenIdOf(param);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [restoreOpen, setRestoreOpen] = useState(false);
  // Leaving a deleted list, the lists are asked for again even if they were seen a moment ago,
  // and only once: invalidating them as well asked twice, and the second answer redrew the page
  // (and the restore dialog) a moment after it was shown.
  const listsChanged = (useLocation().state as { listsChanged?: boolean } | null)?.listsChanged === true;
  const { data, isLoading } = useGetContactsPageDataQuery({ body: { contactListId: chosenId } }, { refetchOnMountOrArgChange: listsChanged });
  const [deleteList, { isLoading: deleting }] = useDeleteContactListMutation();

  const page = data?.data;
  const lists = useMemo(() => page?.lists ?? [], [page]);
  const chosen = chosenId === -1 ? undefined : page?.contactList;
  const takenNames = useMemo(() => lists.filter((l) => l.id !== chosenId).map((l) => l.name), [lists, chosenId]);

  if (!textsReady || isLoading) return <PageLoading />;

  const askToDelete = async () => {
    if (!chosen) return;
    const answer = await dispatch(confirm({ type: 'confirm', title: 'contacts.listDelete.confirmTitle', message: 'contacts.listDelete.confirm', messageValues: { name: chosen.name } }));
    if (answer !== true) return;
    const result = await deleteList({ contactListId: chosen.id }).unwrap();
    if (result.data?.status === DeleteContactList.deleted) navigate(href('contactList'), { state: { listsChanged: true } });
  };

  // The padding is outside the Row: a gutter's negative margins on the padded element itself
  // made the page 12 px wider than a phone.
  return (
    <div style={{ padding: 24 }}>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={7} xl={6}>
          <Flex vertical gap={12}>
            <Typography.Title level={2} style={{ margin: 0 }}>
              {t('contacts.page.title')}
            </Typography.Title>
            <Flex gap={8} wrap>
              <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate(href('contactList', { contactListId: 'new' }))}>
                {t('contacts.page.newList')}
              </Button>
              <SmartListButton lists={lists} />
              <SearchAllListsButton lists={lists} />
              <Button icon={<UndoOutlined aria-hidden />} onClick={() => setRestoreOpen(true)}>
                {t('contacts.page.restoreLists')}
              </Button>
            </Flex>
            <ListsPanel lists={lists} chosenId={chosenId} />
          </Flex>
        </Col>
        <Col xs={24} lg={17} xl={18}>
          {isNew && (
            <Flex vertical gap={12}>
              <Typography.Title level={3} style={{ margin: 0 }}>
                {t('contacts.page.newListTitle')}
              </Typography.Title>
              <NewListForm takenNames={takenNames} onCreated={(id) => navigate(href('contactList', { contactListId: id }))} />
            </Flex>
          )}
          {chosen && (
            <Flex vertical gap={16}>
              <Flex justify="space-between" align="center" gap={12} wrap>
                <Typography.Title level={3} style={{ margin: 0 }}>
                  <UserText>{chosen.name}</UserText>
                </Typography.Title>
                <Flex gap={12} align="center" wrap>
                  <DownloadLinks contactListId={chosen.id} />
                  <ColumnTitlesButton list={chosen} />
                  <QuickSendButton list={chosen} />
                  <SubListsButton list={chosen} lists={lists} />
                  <WholeListActions list={chosen} lists={lists} />
                  <Button danger icon={<DeleteOutlined aria-hidden />} loading={deleting} onClick={() => void askToDelete().catch(() => undefined)}>
                    {t('contacts.page.deleteList')}
                  </Button>
                </Flex>
              </Flex>
              <ListNameForm contactListId={chosen.id} name={chosen.name} takenNames={takenNames} onSaved={() => undefined} />
              <UploadResultNotice contactListId={chosen.id} />
              <ContactsSection list={chosen} lists={lists} contacts={page?.contacts ?? []} tooLargeToView={Boolean(page?.tooLargeToView)} totalContacts={page?.totalContacts ?? 0} />
            </Flex>
          )}
          {!isNew && !chosen && <Typography.Paragraph type="secondary">{t('contacts.page.chooseList')}</Typography.Paragraph>}
        </Col>
        <RestoreListsModal open={restoreOpen} deletedLists={page?.deletedLists ?? []} onClose={() => setRestoreOpen(false)} />
      </Row>
    </div>
  );
}
