/**
 * Counts per status as a list of tags (a report's messages or calls by status): the known
 * statuses in the product's order, then any the server added since, each with its translated
 * name and colour.
 */
import { Flex, Tag } from 'antd';
import { useNumberFormat } from '../../../ui/useNumberFormat';

interface Props {
  byStatus: Record<string, number>;
  /** The statuses in the order they are shown. */
  known: readonly string[];
  label: (status: string) => string;
  color: (status: string) => string;
  'aria-label'?: string;
}

export function StatusTags({ byStatus, known, label, color, 'aria-label': ariaLabel }: Props) {
  const { number } = useNumberFormat();
  const statuses = [...known.filter((s) => byStatus[s] !== undefined), ...Object.keys(byStatus).filter((s) => !known.includes(s))];
  return (
    <Flex gap={8} wrap component="ul" aria-label={ariaLabel} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {statuses.map((status) => (
        <li key={status}>
          <Tag color={color(status)}>
            {label(status)}: {number(byStatus[status] ?? 0)}
          </Tag>
        </li>
      ))}
    </Flex>
  );
}
