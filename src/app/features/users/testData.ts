/** A family for the users pages' tests: demo (10) manages Noa (21), who manages Omer (31). */
import type { SubUser } from '../../api/generated/users';

export const noa: SubUser = {
  userId: 21,
  adminId: 10,
  username: 'noa',
  firstName: 'Noa',
  lastName: 'Cohen',
  email: 'noa@example.com',
  phone: '0501234567',
  active: true,
  group: 4,
  balanceCredits: { sms: { amount: 200, hasPermissions: true }, voice: { amount: 5, hasPermissions: true } },
  sentThisMonth: 1234,
  lastSignInAt: '2026-11-23T07:12:00Z',
  permissions: [
    { permissionId: 1, mode: 'enable' },
    { permissionId: 13, mode: 'block' },
  ],
  allowedHours: { days: [1, 2, 3], fromHour: '09:00', toHour: '17:00' },
  sourceNames: ['Shop'],
};

export const omer: SubUser = {
  userId: 31,
  adminId: 10,
  username: 'omer',
  firstName: 'עומר',
  lastName: 'לוי',
  email: 'omer@example.com',
  active: false,
  status: 'blocked',
  group: 4,
  balanceCredits: { sms: { amount: 0, hasPermissions: true } },
  sentThisMonth: 0,
};

export const family: SubUser[] = [noa, omer];
