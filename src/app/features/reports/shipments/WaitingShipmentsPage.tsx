/** The waiting shipments report (sections 2, 7); the table and its actions are ShipmentsReport's. */
import { ShipmentsReport } from './ShipmentsReport';

export default function WaitingShipmentsPage() {
  return <ShipmentsReport kind="waiting" />;
}
