/** The centred card the sign-in pages sit in. */
import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <Flex justify="center" align="flex-start" style={{ paddingBlock: 48, paddingInline: 16 }}>
      <Card style={{ width: '100%', maxWidth: 440 }} styles={{ body: { padding: 32 } }}>
        <Typography.Title level={1} style={{ marginBlockStart: 0, textAlign: 'center', fontSize: 28 }}>
          {title}
        </Typography.Title>
        {subtitle && (
          <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
            {subtitle}
          </Typography.Paragraph>
        )}
        {children}
      </Card>
    </Flex>
  );
}
