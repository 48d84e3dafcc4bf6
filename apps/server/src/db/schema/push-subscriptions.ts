import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { memberColumn } from './members.ts';

/**
 * A browser's Web Push subscription (decision 028): where the push service takes a member's pushes
 * for one device, and the keys they are encrypted with (RFC 8291). The endpoint is the push
 * service's address for that one browser, so it is unique: a device that subscribes again, even
 * under another member, replaces its row. Deleted with the member (account deletion).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: memberColumn('member_id'),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key, base64url (RFC 8291 `p256dh`). */
    p256dh: text('p256dh').notNull(),
    /** The browser's authentication secret, base64url (RFC 8291 `auth`). */
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the push service last accepted a push for it; null until the first one. */
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  // Every push reads a member's devices.
  (table) => [index('push_subscriptions_member_id_idx').on(table.memberId)],
);
