import { eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Member } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { type agents, type clubs, memberImages, members, type scouts } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { fileUrl } from '../../platform/uploads/store-file.ts';
import { ownerViewOrRefuse } from './member-profile-row.ts';

type RoleTable = typeof agents | typeof scouts | typeof clubs;

/** A role's profile as read: the rows, and the fields every role's details answer start with. */
export type RoleProfile<Row> = {
  member: typeof members.$inferSelect;
  row: Row;
  /** The viewer is the owner or an admin: the private fields are theirs to see. */
  ownerView: boolean;
  shown: {
    id: number;
    fullName: string;
    username: string;
    profileImageUrl: string | null;
    displayImageUrl: string | null;
    isOwnerView: boolean;
  };
};

/**
 * The agent, scout and club profiles are read alike (decision 020): the role's row with its member
 * and pictures, refused as `notFound` when there is none or when the viewer may not see it
 * (`ownerViewOrRefuse`).
 */
export async function readRoleProfile<T extends RoleTable>(
  db: Database,
  viewer: Member,
  table: T,
  memberId: number,
  notFound: string,
): Promise<RoleProfile<T['$inferSelect']>> {
  const [found] = await db
    .select({ member: members, row: table as RoleTable, images: memberImages })
    .from(table as RoleTable)
    .innerJoin(members, eq(members.id, table.memberId))
    .leftJoin(memberImages, eq(memberImages.memberId, table.memberId))
    .where(eq(table.memberId, memberId))
    .limit(1);
  if (!found) throw new AppError('NOT_FOUND', notFound);
  const { member, row, images } = found;
  const ownerView = ownerViewOrRefuse(viewer, member, notFound);
  return {
    member,
    row: row as T['$inferSelect'],
    ownerView,
    shown: {
      id: member.id,
      fullName: member.fullName,
      username: member.username,
      profileImageUrl: fileUrl(images?.profileImageFileId),
      displayImageUrl: fileUrl(images?.displayImageFileId),
      isOwnerView: ownerView,
    },
  };
}

/**
 * Saves a scout's or a club's own fields, refused as `notFound` when the id is no member of that
 * role. An agent's row is not written here: it goes through `updateAgents`, which marks cached
 * callers stale (decision 045).
 */
export async function updateRoleRow<T extends typeof scouts | typeof clubs>(
  db: Database,
  table: T,
  memberId: number,
  values: PgUpdateSetSource<T>,
  notFound: string,
): Promise<void> {
  const updated = await db
    .update(table)
    .set(values)
    .where(eq(table.memberId, memberId))
    .returning({ id: table.memberId });
  if (updated.length === 0) throw new AppError('NOT_FOUND', notFound);
}
