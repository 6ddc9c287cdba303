/**
 * While the user must accept the terms of use again (state/approvalRules), a dialog asks for it
 * on every signed-in page; accepting records it (campaigns/approve-app-rules) and lifts it.
 * It cannot be dismissed otherwise: an administrator required it before further sending.
 */
import { Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApproveAppRulesMutation } from '../api/generated/campaigns';
import { approvalRulesAccepted, approvalRulesRequired } from '../state/approvalRules';
import { ApproveAppRules } from '../../contract/statusCodes';

export function ApprovalRulesGate() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(approvalRulesRequired);
  const [approve, { isLoading }] = useApproveAppRulesMutation();

  const accept = async () => {
    const answer = await approve({ body: { approved: true } }).unwrap().catch(() => undefined);
    if (answer?.data?.status !== ApproveAppRules.accepted) return;
    approvalRulesAccepted();
    setOpen(false);
  };

  return (
    <Modal
      open={open}
      title={t('shell.termsAgain.title')}
      okText={t('shell.termsAgain.accept')}
      onOk={() => void accept()}
      confirmLoading={isLoading}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <Typography.Paragraph>{t('shell.termsAgain.message')}</Typography.Paragraph>
    </Modal>
  );
}
