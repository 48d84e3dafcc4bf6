import { FILE_KINDS } from '@scouting/contract/uploads';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { memberColumn } from './members.ts';

/** Every stored upload (docs/architecture.md#files); the bytes live in storage under `storageKey`. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: memberColumn('owner_id'),
    kind: text('kind', { enum: FILE_KINDS }).notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('files_owner_id_idx').on(table.ownerId)],
);
