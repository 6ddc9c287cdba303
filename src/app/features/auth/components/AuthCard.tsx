/** The centred card the sign-in pages sit in. */
import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { Heading, Panel, Paragraph } from '../../../ui/text';

export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <Flex justify="center" align="flex-start" style={{ paddingBlock: 48, paddingInline: 16 }}>
      <Panel style={{ width: '100%', maxWidth: 440 }}>
        <Heading style={{ textAlign: 'center' }}>{title}</Heading>
        {subtitle && (
          <Paragraph secondary style={{ textAlign: 'center' }}>
            {subtitle}
          </Paragraph>
        )}
        {children}
      </Panel>
    </Flex>
  );
}
