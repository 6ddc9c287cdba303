/** The waiting shipments report (sections 2, 7): ShipmentsReport's table, with why each send waits. */
import { ShipmentsReport } from './ShipmentsReport';
import { waitingColumns } from './waitingColumn';

export default function WaitingShipmentsPage() {
  return <ShipmentsReport kind="waiting" extraColumns={waitingColumns} />;
}
