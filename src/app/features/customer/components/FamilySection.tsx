/**
 * The customer's family (super-admin/view-family): its account's primary user and every user
 * under it, as a tree; each other user opens on its own support page.
 */
import { Empty, Tag, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useViewFamilyQuery, type SuperAdminFamilyNode } from '../../../api/generated/superAdmin';
import { href } from '../../../router/paths';
import { PageLoading } from '../../../ui/PageLoading';
import { UserText } from '../../../ui/UserText';

export function FamilySection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { data, isLoading } = useViewFamilyQuery({ body: { userId } });
  if (isLoading) return <PageLoading />;
  const root = data?.data?.root;
  if (!root) return <Empty description={t('customer.family.none')} />;

  const nodeOf = (node: SuperAdminFamilyNode): DataNode => {
    const name = `${node.firstName ?? ''} ${node.lastName ?? ''}`.trim();
    const label = (
      <>
        <UserText>{node.username}</UserText>
        {name && (
          <>
            {' — '}
            <UserText>{name}</UserText>
          </>
        )}
      </>
    );
    return {
      key: node.userId,
      title: (
        <span>
          {node.userId === userId ? <strong>{label}</strong> : <Link to={href('userProfile', { userId: node.userId })}>{label}</Link>}{' '}
          {node.blocked && <Tag color="error">{t('customer.header.blockedShort')}</Tag>}
        </span>
      ),
      children: (node.children ?? []).map(nodeOf),
    };
  };
  return <Tree treeData={[nodeOf(root)]} defaultExpandAll selectable={false} aria-label={t('customer.family.title')} />;
}
