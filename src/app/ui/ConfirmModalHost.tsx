/**
 * The one confirm modal (section 4): renders the confirmModal slice and answers its promise
 * through answerConfirm — true on OK, false on cancel, the typed text or date in input mode.
 */
import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled, QuestionCircleFilled } from '@ant-design/icons';
import { DatePicker, Flex, Input, Modal, theme, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { answerConfirm, type ConfirmOptions, type ConfirmType } from '../state/confirmModal';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import { useTextOrKey } from './useTextOrKey';
import { confirmInputError, confirmInputValue } from './confirmInputRules';

interface Draft {
  /** The confirm this draft belongs to; a new confirm starts empty. */
  id: number;
  text: string;
  date: Dayjs | null;
  touched: boolean;
}

/** Dates are answered as ISO days; they are shown as the product writes them. */
const answerDateFormat = 'YYYY-MM-DD';
const shownDateFormat = 'DD/MM/YYYY';

function useTypeIcon(type: ConfirmType): ReactNode {
  const { token } = theme.useToken();
  switch (type) {
    case 'success':
      return <CheckCircleFilled style={{ color: token.colorSuccess }} />;
    case 'warning':
      return <ExclamationCircleFilled style={{ color: token.colorWarning }} />;
    case 'error':
      return <CloseCircleFilled style={{ color: token.colorError }} />;
    case 'confirm':
      return <QuestionCircleFilled style={{ color: token.colorPrimary }} />;
    default:
      return <InfoCircleFilled style={{ color: token.colorInfo }} />;
  }
}

function errorOf(options: ConfirmOptions, draft: Draft): string | null {
  if (options.inputMode === 'date') return draft.date ? null : 'common.validation.date';
  if (options.inputMode === 'text') return confirmInputError(options.inputType, draft.text);
  return null;
}

export function ConfirmModalHost() {
  const { t } = useTranslation();
  const text = useTextOrKey();
  const dispatch = useAppDispatch();
  const { open, id, options } = useAppSelector((s) => s.confirmModal);
  const [stored, setDraft] = useState<Draft>({ id: 0, text: '', date: null, touched: false });
  const draft: Draft = stored.id === id ? stored : { id, text: '', date: null, touched: false };
  const errorId = useId();
  const type = options?.type ?? 'info';
  const icon = useTypeIcon(type);

  if (!options) return null;

  const error = errorOf(options, draft);
  const answer = (value: boolean | string) => dispatch(answerConfirm(id, value));
  const submit = () => {
    if (error) return;
    if (options.inputMode === 'text') answer(confirmInputValue(options.inputType, draft.text));
    else if (options.inputMode === 'date' && draft.date) answer(draft.date.format(answerDateFormat));
    else answer(true);
  };
  const persistent = Boolean(options.isPersistent);
  const showError = draft.touched && error;

  return (
    <Modal
      open={open}
      title={
        <Flex gap={8} align="center">
          {icon}
          <span>{text(options.title ?? `common.modal.${type}Title`)}</span>
        </Flex>
      }
      onOk={submit}
      onCancel={() => answer(false)}
      okText={text(options.okText ?? 'common.actions.ok')}
      cancelText={text(options.cancelText ?? 'common.actions.cancel')}
      okButtonProps={{ disabled: Boolean(error) }}
      footer={(_, { OkBtn, CancelBtn }) => (
        <>
          {!options.hideCancel && <CancelBtn />}
          <OkBtn />
        </>
      )}
      closable={!persistent}
      mask={{ closable: !persistent }}
      keyboard={!persistent}
      width={options.maxWidth ?? 480}
      centered
    >
      <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{text(options.message, options.messageValues)}</Typography.Paragraph>
      {options.inputMode && (
        <Flex vertical gap={4}>
          {options.inputLabel && <Typography.Text>{text(options.inputLabel)}</Typography.Text>}
          {options.inputMode === 'date' ? (
            <DatePicker
              autoFocus
              format={shownDateFormat}
              value={draft.date}
              onChange={(date) => setDraft({ ...draft, date: date ?? null, touched: true })}
              status={showError ? 'error' : undefined}
              aria-label={options.inputLabel ? text(options.inputLabel) : text(options.message, options.messageValues)}
              aria-describedby={showError ? errorId : undefined}
              style={{ width: '100%' }}
            />
          ) : (
            <Input
              autoFocus
              value={draft.text}
              onChange={(event) => setDraft({ ...draft, text: event.target.value, touched: true })}
              onPressEnter={submit}
              status={showError ? 'error' : undefined}
              inputMode={options.inputType === 'phoneNumber' ? 'tel' : options.inputType?.startsWith('addNewEmail') ? 'email' : undefined}
              aria-label={options.inputLabel ? text(options.inputLabel) : text(options.message, options.messageValues)}
              aria-invalid={Boolean(showError)}
              aria-required
              aria-describedby={showError ? errorId : undefined}
            />
          )}
          {showError && (
            <Typography.Text type="danger" id={errorId}>
              {t(error)}
            </Typography.Text>
          )}
        </Flex>
      )}
    </Modal>
  );
}
