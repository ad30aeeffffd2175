/** 'First Last', as the admin screens name an admin. */
export const adminName = (admin: { first_name: string; last_name: string }) => `${admin.first_name} ${admin.last_name}`.trim();
