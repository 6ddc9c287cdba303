/** The centred card the sign-in pages sit in. */
import type { ReactNode } from 'react';
import { Heading, Panel, Paragraph } from '../../../ui/text';

export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', alignItems: 'flex-start', paddingBlock: 48, paddingInline: 16 }}>
      <Panel style={{ width: '100%', maxWidth: 440 }}>
        <Heading style={{ textAlign: 'center' }}>{title}</Heading>
        {subtitle && (
          <Paragraph secondary style={{ textAlign: 'center' }}>
            {subtitle}
          </Paragraph>
        )}
        {children}
      </Panel>
    </div>
  );
}
