import type { User } from '../../store/api';
import { userMessages as m } from './messages';

/** How screens name a customer: username, else email, else phone. */
export const customerName = (user: Pick<User, 'username' | 'email' | 'phone'>) => user.username ?? user.email ?? user.phone ?? m.noName;
