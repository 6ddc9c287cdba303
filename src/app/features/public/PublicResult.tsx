/** The centred, plain-language result the public pages are made of. */
import { Flex, Result, Typography } from 'antd';
import type { ResultProps } from 'antd';
import type { ReactNode } from 'react';

interface PublicResultProps {
  status: ResultProps['status'];
  title: string;
  subTitle: string;
  /** A further explanation under the sub-title. */
  children?: ReactNode;
  extra?: ReactNode;
}

export function PublicResult({ status, title, subTitle, children, extra }: PublicResultProps) {
  return (
    <Flex justify="center" style={{ paddingBlock: 48, paddingInline: 16 }}>
      <Result
        status={status}
        title={<Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>{title}</Typography.Title>}
        subTitle={subTitle}
        extra={extra}
        style={{ maxWidth: 640, width: '100%' }}
      >
        {children && <div style={{ textAlign: 'center' }}>{children}</div>}
      </Result>
    </Flex>
  );
}
