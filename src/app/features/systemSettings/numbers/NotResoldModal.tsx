/**
 * The numbers insert-special-numbers did not resell, in a warning modal three a line, as the
 * previous system's TheFollowingNumbersHaveNotBeenResaled message listed them.
 */
import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { threeALine } from '../../../../domain/replyNumbers';

export interface NotResold {
  invalid: string[];
  inProcess: string[];
}

function Lines({ title, numbers }: { title: string; numbers: string[] }) {
  if (numbers.length === 0) return null;
  return (
    <>
      <Typography.Text strong>{title}</Typography.Text>
      <ul aria-label={title} style={{ listStyle: 'none', paddingInlineStart: 0 }}>
        {threeALine(numbers).map((line) => (
          <li key={line} dir="ltr">
            {line}
          </li>
        ))}
      </ul>
    </>
  );
}

export function NotResoldModal({ notResold, onClose }: { notResold: NotResold | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={notResold !== null} title={t('settingsNumbers.assign.notResoldTitle')} onOk={onClose} onCancel={onClose} cancelButtonProps={{ style: { display: 'none' } }}>
      {notResold && (
        <>
          <Lines title={t('settingsNumbers.assign.invalidSim')} numbers={notResold.invalid} />
          <Lines title={t('settingsNumbers.assign.inProcess')} numbers={notResold.inProcess} />
        </>
      )}
    </Modal>
  );
}
