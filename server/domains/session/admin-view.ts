import type { Admin } from '../../db/schema';

/** The admin as responses show it: never the password hash. */
export function adminView(
  a: Pick<Admin, 'id' | 'first_name' | 'last_name' | 'username' | 'email' | 'gender' | 'date_of_birth' | 'image' | 'phone' | 'second_factor_enabled_at'>,
) {
  return {
    id: a.id,
    first_name: a.first_name,
    last_name: a.last_name,
    username: a.username,
    email: a.email,
    gender: a.gender,
    date_of_birth: a.date_of_birth,
    image: a.image,
    phone: a.phone,
    // Whether, never the secret.
    second_factor_enabled: a.second_factor_enabled_at !== null,
  };
}

export const ADMIN_VIEW_COLUMNS = ['id', 'first_name', 'last_name', 'username', 'email', 'gender', 'date_of_birth', 'image', 'phone', 'second_factor_enabled_at'] as const;
