/**
 * What every approval shows around its subject: the title, the request's state, who asked and
 * why, who decided; then the decision (approve, or reject with a reason) while it is pending.
 */
import { Button, Descriptions, Flex, Input, Tag } from 'antd';
import type { DescriptionsProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MainApprovalReason, MainApprovalRequester, MainApprovalState } from '../../api/generated/main';
import { Heading, Panel, Paragraph } from '../../ui/text';

export interface RequestView {
  state: MainApprovalState;
  requestedOn?: string;
  decidedOn?: string;
  decidedBy?: string;
  requester?: MainApprovalRequester;
}

const stateColor: Record<MainApprovalState, string> = { pending: 'warning', approved: 'success', rejected: 'error' };

export const requesterText = (r?: MainApprovalRequester): string =>
  r ? [r.companyName, r.username, r.phone, r.email].filter((part) => part && part.trim()).join(' · ') : '';

interface ApprovalLayoutProps {
  titleKey: string;
  request: RequestView;
  /** The subject's own rows (the campaign, the report, the name). */
  items: DescriptionsProps['items'];
  /** Why it waits, as the server's code (the contract's MainApprovalReason). */
  reason?: MainApprovalReason;
  deciding: boolean;
  onDecide: (approve: boolean, reason?: string) => void;
}

export function ApprovalLayout({ titleKey, request, items = [], reason, deciding, onDecide }: ApprovalLayoutProps) {
  const { t } = useTranslation();
  const [rejectReason, setRejectReason] = useState('');
  const row = (key: string, label: string, children: ReactNode) => ({ key, label: t(label), children });
  const requestItems = [
    row('state', 'approvals.fields.state', <Tag color={stateColor[request.state]}>{t(`approvals.state.${request.state}`)}</Tag>),
    ...(request.requester ? [row('requester', 'approvals.fields.requester', requesterText(request.requester))] : []),
    ...(request.requestedOn ? [row('requestedOn', 'approvals.fields.requestedOn', request.requestedOn)] : []),
    ...(reason ? [row('reason', 'approvals.fields.reason', t(`approvals.reasons.${reason}`))] : []),
    ...(request.decidedOn ? [row('decidedOn', 'approvals.fields.decidedOn', request.decidedOn)] : []),
    ...(request.decidedBy ? [row('decidedBy', 'approvals.fields.decidedBy', request.decidedBy)] : []),
  ];
  return (
    <Flex justify="center" style={{ paddingBlock: 32, paddingInline: 16 }}>
      <Panel style={{ width: '100%', maxWidth: 760 }}>
        <Heading>{t(titleKey)}</Heading>
        <Descriptions bordered column={1} size="small" items={[...items, ...requestItems]} />
        {request.state === 'pending' ? (
          <Flex vertical gap={12} style={{ marginBlockStart: 24 }}>
            <Input.TextArea
              aria-label={t('approvals.decision.reason')}
              placeholder={t('approvals.decision.reason')}
              maxLength={500}
              autoSize={{ minRows: 2, maxRows: 5 }}
              value={rejectReason}
              onChange={(e) => setRejectReason(e.target.value)}
            />
            <Flex gap={8} justify="flex-end">
              <Button danger loading={deciding} onClick={() => onDecide(false, rejectReason.trim() || undefined)}>
                {t('approvals.decision.reject')}
              </Button>
              <Button type="primary" loading={deciding} onClick={() => onDecide(true)}>
                {t('approvals.decision.approve')}
              </Button>
            </Flex>
          </Flex>
        ) : (
          <Paragraph secondary style={{ marginBlockStart: 16 }}>
            {t('approvals.decision.decided')}
          </Paragraph>
        )}
      </Panel>
    </Flex>
  );
}
