/**
 * The ONE table that says how the browser shows a business result code: operationId →
 * code (as in the contract's x-status-codes) → severity and i18n key. Rows live per tag in
 * statusMessages/, and a test holds this table and the contract to each other.
 */
import { authStatusMessages } from './statusMessages/auth';
import { campaignsStatusMessages } from './statusMessages/campaigns';
import { chatStatusMessages } from './statusMessages/chat';
import { contactsStatusMessages } from './statusMessages/contacts';
import { filesStatusMessages } from './statusMessages/files';
import { mainStatusMessages } from './statusMessages/main';
import { reportsStatusMessages } from './statusMessages/reports';
import { superAdminStatusMessages } from './statusMessages/superAdmin';
import { templatesStatusMessages } from './statusMessages/templates';
import type { StatusMessage, StatusMessageTable } from './statusMessages/types';
import { usersStatusMessages } from './statusMessages/users';
import { whatsappStatusMessages } from './statusMessages/whatsapp';

export type { Severity, StatusMessage } from './statusMessages/types';

export const statusMessages: StatusMessageTable = {
  ...authStatusMessages,
  ...mainStatusMessages,
  ...templatesStatusMessages,
  ...contactsStatusMessages,
  ...filesStatusMessages,
  ...campaignsStatusMessages,
  ...whatsappStatusMessages,
  ...reportsStatusMessages,
  ...usersStatusMessages,
  ...chatStatusMessages,
  ...superAdminStatusMessages,
};

/** How to show `status` answered by `operationId`, or undefined when it has no message. */
export function statusMessageFor(operationId: string, status: number | string): StatusMessage | undefined {
  return statusMessages[operationId]?.[String(status)];
}
