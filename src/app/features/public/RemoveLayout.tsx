/** The unsubscribe pages' frame (the shell's Layout.Content is already the page's <main>): one centred panel, no app bar, nothing of the platform's sign-in. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading, Panel, Paragraph } from '../../ui/text';

export function RemoveLayout({ intro, children }: { intro: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', justifyContent: 'center', paddingBlock: 48, paddingInline: 16 }}>
      <Panel style={{ width: '100%', maxWidth: 440 }}>
        <Heading style={{ fontSize: 24, textAlign: 'center' }}>{t('public.remove.title')}</Heading>
        <Paragraph secondary style={{ textAlign: 'center' }}>
          {intro}
        </Paragraph>
        {children}
      </Panel>
    </div>
  );
}
