/**
 * The coupon option: a page each recipient opens from their own link at the end of the
 * message, with the coupon's text (up to 600 characters), a code of their own when the
 * coupon is unique, and its last day. What is wrong shows under its field as the user types.
 */
import { Checkbox, Flex, Input, Radio, Typography } from 'antd';
import { Field } from '../../../ui/Field';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { maxCouponTextLength, type CouponProblem } from '../../../../domain/coupons';
import { LazyDatePicker as DatePicker } from '../../../ui/LazyDatePicker';
import type { CouponForm } from './coupon';

interface Props {
  coupon: CouponForm;
  onChange: (coupon: CouponForm) => void;
  /** What is wrong with it (domain couponProblem, checked by the page against the send time). */
  problem: CouponProblem | null;
  /** After a send was tried, every problem shows, touched or not. */
  showErrors: boolean;
}

const dateFormat = 'DD/MM/YYYY';

export function CouponFields({ coupon, onChange, problem, showErrors }: Props) {
  const { t } = useTranslation();
  const set = (change: Partial<CouponForm>) => onChange({ ...coupon, ...change });
  // A field's problem shows under it once the user has been there, or after a send was tried.
  const textProblem = problem === 'campaigns.coupon.textTooLong' || (problem === 'campaigns.coupon.textRequired' && (showErrors || coupon.text !== '')) ? problem : null;
  const dateProblem = problem === 'campaigns.coupon.expiryBeforeSend' || (problem === 'campaigns.coupon.expiryRequired' && showErrors) ? problem : null;
  return (
    <Flex vertical gap={8}>
      <Checkbox checked={coupon.use} onChange={(e) => set({ use: e.target.checked })}>
        {t('campaign.coupon.use')}
      </Checkbox>
      {coupon.use && (
        <Flex vertical gap={8} style={{ paddingInlineStart: 24 }}>
          <Typography.Text type="secondary">{t('campaign.coupon.explain')}</Typography.Text>
          <Radio.Group value={coupon.kind} onChange={(e) => set({ kind: e.target.value as CouponForm['kind'] })} aria-label={t('campaign.coupon.kind')}>
            <Radio value="general">{t('campaign.coupon.general')}</Radio>
            <Radio value="unique">{t('campaign.coupon.unique')}</Radio>
          </Radio.Group>
          <Field label={t('campaign.coupon.text')} style={{ marginBottom: 0 }} error={textProblem ? t(textProblem) : undefined}>
            <Input.TextArea
              aria-label={t('campaign.coupon.text')}
              status={textProblem ? 'error' : undefined}
              dir="auto"
              rows={3}
              showCount
              maxLength={maxCouponTextLength}
              placeholder={t(coupon.kind === 'unique' ? 'campaign.coupon.uniquePlaceholder' : 'campaign.coupon.generalPlaceholder')}
              value={coupon.text}
              onChange={(e) => set({ text: e.target.value })}
            />
          </Field>
          <Field label={t('campaign.coupon.expiration')} style={{ marginBottom: 0 }} error={dateProblem ? t(dateProblem) : undefined}>
            <DatePicker
              aria-label={t('campaign.coupon.expiration')}
              status={dateProblem ? 'error' : undefined}
              format={dateFormat}
              value={coupon.expiration ? dayjs(coupon.expiration, dateFormat) : null}
              onChange={(d) => set({ expiration: d ? d.format(dateFormat) : '' })}
            />
          </Field>
        </Flex>
      )}
    </Flex>
  );
}
