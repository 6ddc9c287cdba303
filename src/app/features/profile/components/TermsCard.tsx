/**
 * The terms of use on /my-profile: when the user last accepted them, a warning when an
 * administrator asked for a new acceptance (users/enforcement-user), the agreement itself (the
 * brand's approvalFile, as the menu links it) and "I accept" (campaigns/approve-app-rules),
 * which reads the profile again and lifts the sign-in's "accept again" gate too.
 */
import { Alert, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApproveAppRules } from '../../../../contract/statusCodes';
import { useMomentText } from '../../../i18n/useMomentText';
import { approvalRulesAccepted } from '../../../state/approvalRules';
import { useBrand } from '../../../ui/useBrand';
import { useApproveTermsMutation } from '../profileApi';

interface Props {
  acceptedAt?: string;
  required: boolean;
}

export function TermsCard({ acceptedAt, required }: Props) {
  const { t } = useTranslation();
  const brand = useBrand();
  const momentText = useMomentText();
  const [approve, { isLoading }] = useApproveTermsMutation();
  const agreement = brand?.approvalFile || brand?.infoLinks?.agreement;

  const accept = async () => {
    // The base query says the outcome; only an acceptance lifts the gate.
    const answer = await approve({ body: { approved: true } }).unwrap().catch(() => undefined);
    if (answer?.data?.status === ApproveAppRules.accepted) approvalRulesAccepted();
  };

  return (
    <Flex vertical gap={12} align="start">
      {required && <Alert type="warning" showIcon title={t('profile.terms.required')} style={{ alignSelf: 'stretch' }} />}
      <Typography.Text>{acceptedAt ? t('profile.terms.acceptedAt', { date: momentText(acceptedAt) }) : t('profile.terms.never')}</Typography.Text>
      {agreement && (
        <Typography.Link href={agreement} target="_blank" rel="noopener noreferrer">
          {t('profile.terms.read')}
        </Typography.Link>
      )}
      <Button type={required || !acceptedAt ? 'primary' : 'default'} loading={isLoading} onClick={() => void accept()}>
        {t('profile.terms.accept')}
      </Button>
    </Flex>
  );
}
