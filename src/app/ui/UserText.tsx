/**
 * What users typed (list and campaign names, messages, sender names, contact fields) in its
 * own direction: a Hebrew page showing "Sale 50% מבצע" would otherwise reorder its words by
 * the page's direction and scramble it. <bdi dir="auto"> takes the direction of the text's
 * first strong letter and keeps the cell's alignment.
 */
export function UserText({ children }: { children?: string | number | null }) {
  return <bdi dir="auto">{children ?? ''}</bdi>;
}

/** A table column's render for user content: `{ dataIndex: 'name', render: userTextCell }`. */
export const userTextCell = (value: unknown) => <UserText>{typeof value === 'string' || typeof value === 'number' ? value : ''}</UserText>;
