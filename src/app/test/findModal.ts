import { screen } from '@testing-library/react';

/**
 * An antd modal by its title. (Under test, antd gives every dialog the same id, so their
 * accessible names cannot be told apart.)
 */
export async function findModal(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title, .ant-modal-title *' });
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}
