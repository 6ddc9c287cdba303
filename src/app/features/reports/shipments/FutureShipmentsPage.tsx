/** The future shipments report (sections 2, 7); the table and its actions are ShipmentsReport's. */
import { ShipmentsReport } from './ShipmentsReport';

export default function FutureShipmentsPage() {
  return <ShipmentsReport kind="future" />;
}
