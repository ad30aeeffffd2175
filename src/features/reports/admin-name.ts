/** An admin as the reports name them. */
export const adminName = (row: { first_name: string; last_name: string }) => `${row.first_name} ${row.last_name}`.trim();
