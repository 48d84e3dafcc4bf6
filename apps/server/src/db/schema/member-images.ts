import { index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { files } from './files.ts';
import { members } from './members.ts';

/**
 * A member's current profile photo and display (cover) image. Kept apart from `members` because
 * `files` already points at `members` (its owner): the two tables would otherwise reference each other.
 */
export const memberImages = pgTable(
  'member_images',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    profileImageFileId: uuid('profile_image_file_id').references(() => files.id, { onDelete: 'set null' }),
    displayImageFileId: uuid('display_image_file_id').references(() => files.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('member_images_profile_image_idx').on(table.profileImageFileId),
    index('member_images_display_image_idx').on(table.displayImageFileId),
  ],
);
