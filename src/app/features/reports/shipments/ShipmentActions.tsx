/** The buttons of a shipment row: statistics always; reschedule and delete for future shipments; resend and the chat for sent ones. */
import { BarChartOutlined, CalendarOutlined, DeleteOutlined, MessageOutlined, RedoOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Shipment } from '../../../api/generated/reports';
import type { ShipmentKind } from './shipmentKinds';

interface Props {
  kind: ShipmentKind;
  shipment: Shipment;
  onStatistics: (shipment: Shipment) => void;
  onReschedule: (shipment: Shipment) => void;
  onDelete: (shipment: Shipment) => void;
  onResend: (shipment: Shipment) => void;
  resending: boolean;
}

export function ShipmentActions({ kind, shipment, onStatistics, onReschedule, onDelete, onResend, resending }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = shipment.SHIPMENT_NAME ?? String(shipment.ID ?? '');
  const action = (key: string, icon: ReactNode, onClick: () => void, extra: { danger?: boolean; loading?: boolean } = {}) => (
    <Tooltip title={t(`reports.shipments.actions.${key}`)}>
      <Button size="small" icon={icon} aria-label={`${t(`reports.shipments.actions.${key}`)} ${name}`} onClick={onClick} {...extra} />
    </Tooltip>
  );
  return (
    <Flex gap={4}>
      {action('statistics', <BarChartOutlined aria-hidden />, () => onStatistics(shipment))}
      {kind === 'future' && action('reschedule', <CalendarOutlined aria-hidden />, () => onReschedule(shipment))}
      {kind === 'future' && action('delete', <DeleteOutlined aria-hidden />, () => onDelete(shipment), { danger: true })}
      {kind === 'sent' && action('resend', <RedoOutlined aria-hidden />, () => onResend(shipment), { loading: resending })}
      {kind === 'sent' && shipment.ID !== undefined && action('chat', <MessageOutlined aria-hidden />, () => navigate(`/chat/${shipment.ID}`))}
    </Flex>
  );
}
